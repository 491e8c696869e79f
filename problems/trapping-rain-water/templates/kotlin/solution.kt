class Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    fun trap(height: IntArray): Long {
        // Write your solution here
        return 0
    }
}
