class Solution {
public:
    int minDistance(string word1, string word2) {
        int n = word1.size(), m = word2.size();
        // dist[i][j] = operations turning the first i letters of word1 into the first j of word2.
        vector<vector<int>> dist(n + 1, vector<int>(m + 1));
        for (int i = 0; i <= n; i++) dist[i][0] = i;
        for (int j = 0; j <= m; j++) dist[0][j] = j;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                if (word1[i - 1] == word2[j - 1]) {
                    dist[i][j] = dist[i - 1][j - 1];
                } else {
                    dist[i][j] = 1 + min({dist[i - 1][j - 1],   // replace
                                          dist[i - 1][j],       // delete from word1
                                          dist[i][j - 1]});     // insert into word1
                }
            }
        }
        return dist[n][m];
    }
};
