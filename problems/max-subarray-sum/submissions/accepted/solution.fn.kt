class Solution {
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    fun maxSubArray(nums: IntArray): Int {
        var best = nums[0]
        var endingHere = nums[0]
        for (i in 1 until nums.size) {
            endingHere = Math.max(nums[i], endingHere + nums[i])
            best = Math.max(best, endingHere)
        }
        return best
    }
}
