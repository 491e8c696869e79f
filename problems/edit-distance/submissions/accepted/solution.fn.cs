public class Solution {
    public int MinDistance(string word1, string word2) {
        int n = word1.Length, m = word2.Length;
        // Two rows of the table: prev = row i - 1, cur = row i.
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= n; i++) {
            cur[0] = i;
            char a = word1[i - 1];
            for (int j = 1; j <= m; j++) {
                if (a == word2[j - 1]) cur[j] = prev[j - 1];
                else cur[j] = 1 + Math.Min(prev[j - 1], Math.Min(prev[j], cur[j - 1]));
            }
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return prev[m];
    }
}
