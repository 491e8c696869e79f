#include <bits/stdc++.h>
using namespace std;

// Wrong: only counts insertions and deletions (through the longest common subsequence),
// so a replacement costs two operations instead of one.
class Solution {
public:
    int minDistance(string word1, string word2) {
        int n = word1.size(), m = word2.size();
        vector<vector<int>> common(n + 1, vector<int>(m + 1, 0));
        for (int i = 1; i <= n; i++)
            for (int j = 1; j <= m; j++)
                common[i][j] = word1[i - 1] == word2[j - 1] ? common[i - 1][j - 1] + 1
                                                            : max(common[i - 1][j], common[i][j - 1]);
        return n + m - 2 * common[n][m];
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
