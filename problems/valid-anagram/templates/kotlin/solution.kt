class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    fun isAnagram(s: String, t: String): Boolean {
        // Write your solution here
        return false
    }
}
