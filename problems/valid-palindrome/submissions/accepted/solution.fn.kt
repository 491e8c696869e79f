class Solution {
    // Returns true when the letters and digits of s, lower-cased, read the same in both directions.
    fun isPalindrome(s: String): Boolean {
        var left = 0
        var right = s.length - 1
        while (left < right) {
            val a = s[left]
            val b = s[right]
            if (!Character.isLetterOrDigit(a)) {
                left++
            } else if (!Character.isLetterOrDigit(b)) {
                right--
            } else {
                if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false
                left++
                right--
            }
        }
        return true
    }
}
