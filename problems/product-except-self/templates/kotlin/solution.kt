class Solution {
    private val MOD = 1_000_000_007

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    fun productExceptSelf(nums: IntArray): IntArray {
        // Write your solution here
        return intArrayOf()
    }
}
