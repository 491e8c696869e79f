class Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    fun minWindow(s: String, t: String): String {
        val need = IntArray(128)
        for (c in t) need[c.toInt()]++
        var missing = t.length
        var start = 0
        var bestStart = 0
        var bestLength = Int.MAX_VALUE
        for (end in s.indices) {
            if (need[s[end].toInt()]-- > 0) missing--
            if (missing > 0) continue
            // Drop characters from the left while the window still covers t.
            while (need[s[start].toInt()] < 0) need[s[start++].toInt()]++
            if (end - start + 1 < bestLength) {
                bestLength = end - start + 1
                bestStart = start
            }
        }
        return if (bestLength == Int.MAX_VALUE) "" else s.substring(bestStart, bestStart + bestLength)
    }
}
