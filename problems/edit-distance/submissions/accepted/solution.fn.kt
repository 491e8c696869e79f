class Solution {
    fun minDistance(word1: String, word2: String): Int {
        val n = word1.length
        val m = word2.length
        // Two rows of the table: prev = row i - 1, cur = row i.
        var prev = IntArray(m + 1) { it }
        var cur = IntArray(m + 1)
        for (i in 1..n) {
            cur[0] = i
            val a = word1[i - 1]
            for (j in 1..m) {
                if (a == word2[j - 1]) cur[j] = prev[j - 1]
                else cur[j] = 1 + Math.min(prev[j - 1], Math.min(prev[j], cur[j - 1]))
            }
            val swap = prev
            prev = cur
            cur = swap
        }
        return prev[m]
    }
}
