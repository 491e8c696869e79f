// Wrong: skips the symbols correctly but compares letters without lower-casing them,
// so "Aa" is reported as not a palindrome.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    size_t first = line.find('"'), last = line.rfind('"');
    string s = line.substr(first + 1, last - first - 1);
    int left = 0, right = (int)s.size() - 1;
    bool palindrome = true;
    while (left < right && palindrome) {
        if (!isalnum((unsigned char)s[left])) left++;
        else if (!isalnum((unsigned char)s[right])) right--;
        else palindrome = s[left++] == s[right--];
    }
    cout << (palindrome ? "true" : "false") << "\n";
}
