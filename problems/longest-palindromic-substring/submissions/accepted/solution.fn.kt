class Solution {
    // Returns the longest palindromic substring of s; among equally long ones, the leftmost.
    fun longestPalindrome(s: String): String {
        val n = s.length
        var bestStart = 0
        var bestLength = 1
        // Centers in left-to-right order: 2*i is the character i, 2*i+1 the gap after it.
        for (center in 0 until 2 * n - 1) {
            var left = center / 2
            var right = left + center % 2
            while (left >= 0 && right < n && s[left] == s[right]) {
                left--
                right++
            }
            val length = right - left - 1
            if (length > bestLength || (length == bestLength && left + 1 < bestStart)) {
                bestLength = length
                bestStart = left + 1
            }
        }
        return s.substring(bestStart, bestStart + bestLength)
    }
}
