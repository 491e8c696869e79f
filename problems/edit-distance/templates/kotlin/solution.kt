class Solution {
    fun minDistance(word1: String, word2: String): Int {
        // Write your solution here
        return 0
    }
}
