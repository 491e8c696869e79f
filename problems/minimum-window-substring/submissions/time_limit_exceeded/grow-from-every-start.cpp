// Correct but quadratic: from every start it grows a window until it covers t. When the cover is
// far away or impossible, each start scans to the end of s: about 5*10^9 steps for 10^5 characters.
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
    vector<int> needed(128, 0);
    for (unsigned char c : t) needed[c]++;
    int n = s.size(), bestStart = 0, bestLength = INT_MAX;
    for (int start = 0; start < n; start++) {
        vector<int> need = needed;
        int missing = t.size();
        for (int end = start; end < n && end - start + 1 < bestLength; end++) {
            if (need[(unsigned char)s[end]]-- > 0) missing--;
            if (missing == 0) {
                bestLength = end - start + 1;
                bestStart = start;
                break;
            }
        }
    }
    cout << "\"" << (bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength)) << "\"\n";
}
