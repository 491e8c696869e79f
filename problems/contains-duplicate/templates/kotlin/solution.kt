class Solution {
    // Returns true when some value appears at least twice in nums.
    fun containsDuplicate(nums: IntArray): Boolean {
        // Write your solution here
        return false
    }
}
