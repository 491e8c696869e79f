class Solution {
    // Returns the length of the longest substring of s whose characters are all different.
    fun lengthOfLongestSubstring(s: String): Int {
        val lastSeen = IntArray(128) { -1 }
        var best = 0
        var start = 0
        for (end in s.indices) {
            val c = s[end].toInt()
            start = Math.max(start, lastSeen[c] + 1)
            lastSeen[c] = end
            best = Math.max(best, end - start + 1)
        }
        return best
    }
}
