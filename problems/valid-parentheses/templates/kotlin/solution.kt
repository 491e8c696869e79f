class Solution {
    fun isValid(s: String): Boolean {
        // Write your solution here
        return false
    }
}
