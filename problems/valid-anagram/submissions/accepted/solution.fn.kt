class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    fun isAnagram(s: String, t: String): Boolean {
        if (s.length != t.length) return false
        val balance = IntArray(26)
        for (c in s) balance[c - 'a']++
        for (c in t)
            if (--balance[c - 'a'] < 0) return false
        return true
    }
}
