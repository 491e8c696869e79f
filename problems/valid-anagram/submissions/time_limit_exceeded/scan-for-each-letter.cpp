// Correct but quadratic: for every letter of s it scans t from the start for an unused equal letter.
// The k-th match of a letter lies behind all its earlier (used) matches, so the scans add up to ~n^2 / 2 steps.
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
    if (s.size() != t.size()) {
        cout << "false\n";
        return 0;
    }
    vector<bool> used(t.size(), false);
    for (char c : s) {
        size_t j = 0;
        while (j < t.size() && (used[j] || t[j] != c)) j++;
        if (j == t.size()) {
            cout << "false\n";
            return 0;
        }
        used[j] = true;
    }
    cout << "true\n";
}
