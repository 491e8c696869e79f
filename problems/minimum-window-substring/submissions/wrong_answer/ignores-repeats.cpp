// Wrong: only asks that each distinct character of t occurs somewhere in the window,
// not as many times as in t, so "aa" with t = "aaa" wrongly yields "a".
#include <bits/stdc++.h>
using namespace std;

static string unquote(const string& line) {
    size_t first = line.find('"'), last = line.rfind('"');
    return line.substr(first + 1, last - first - 1);
}

int main() {
    string sLine, tLine;
    getline(cin, sLine);
    getline(cin, tLine);
    string s = unquote(sLine), t = unquote(tLine);
    vector<int> need(128, 0);
    int missing = 0;
    for (unsigned char c : t)
        if (need[c] == 0) need[c] = 1, missing++;
    int start = 0, bestStart = 0, bestLength = INT_MAX;
    for (int end = 0; end < (int)s.size(); end++) {
        if (need[(unsigned char)s[end]]-- == 1) missing--;
        if (missing > 0) continue;
        while (need[(unsigned char)s[start]] < 0) need[(unsigned char)s[start++]]++;
        if (end - start + 1 < bestLength) bestLength = end - start + 1, bestStart = start;
    }
    cout << "\"" << (bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength)) << "\"\n";
}
