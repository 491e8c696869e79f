class Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    fun twoSum(nums: IntArray, target: Int): IntArray {
        val firstIndex = HashMap<Long, Int>(nums.size * 2)
        for (j in nums.indices) {
            val i = firstIndex[target.toLong() - nums[j]]
            if (i != null) return intArrayOf(i, j)
            firstIndex.putIfAbsent(nums[j].toLong(), j)
        }
        return intArrayOf()
    }
}
