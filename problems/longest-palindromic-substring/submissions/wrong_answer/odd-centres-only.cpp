// Wrong: expands only around single characters, so even-length palindromes such as "bb" or "abba"
// are never found.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    size_t first = line.find('"'), last = line.rfind('"');
    string s = line.substr(first + 1, last - first - 1);
    int n = s.size(), bestStart = 0, bestLength = 1;
    for (int middle = 0; middle < n; middle++) {
        int left = middle, right = middle;
        while (left >= 0 && right < n && s[left] == s[right]) {
            left--;
            right++;
        }
        if (right - left - 1 > bestLength) {
            bestLength = right - left - 1;
            bestStart = left + 1;
        }
    }
    cout << "\"" << s.substr(bestStart, bestLength) << "\"\n";
}
