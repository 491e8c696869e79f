class Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    fun twoSum(nums: IntArray, target: Int): IntArray {
        // Write your solution here
        return intArrayOf()
    }
}
