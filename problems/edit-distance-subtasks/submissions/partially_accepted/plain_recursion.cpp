#include <bits/stdc++.h>
using namespace std;

// Too slow: the recurrence without a table. Every mismatch branches three ways, so the same
// pairs of suffixes are solved an exponential number of times.
class Solution {
    int solve(const string& a, const string& b, int i, int j) {
        if (i == (int)a.size()) return b.size() - j;
        if (j == (int)b.size()) return a.size() - i;
        if (a[i] == b[j]) return solve(a, b, i + 1, j + 1);
        return 1 + min({solve(a, b, i + 1, j + 1), solve(a, b, i + 1, j), solve(a, b, i, j + 1)});
    }

public:
    int minDistance(string word1, string word2) {
        return solve(word1, word2, 0, 0);
    }
};

// ---------- Input/output helpers: nothing to change below ----------
static string parseString(const string& s) {
    size_t first = s.find('"'), last = s.rfind('"');
    return s.substr(first + 1, last - first - 1);
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    string word1 = parseString(line);
    getline(cin, line);
    string word2 = parseString(line);
    cout << Solution().minDistance(word1, word2) << "\n";
}
