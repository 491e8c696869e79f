class Solution {
    // Returns true when some value appears at least twice in nums.
    fun containsDuplicate(nums: IntArray): Boolean {
        val sorted = nums.copyOf()
        sorted.sort()
        for (i in 1 until sorted.size)
            if (sorted[i] == sorted[i - 1]) return true
        return false
    }
}
