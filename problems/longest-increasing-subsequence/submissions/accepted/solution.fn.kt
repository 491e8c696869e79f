class Solution {
    fun lengthOfLIS(nums: IntArray): Int {
        // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1.
        val tails = IntArray(nums.size)
        var size = 0
        for (x in nums) {
            var lo = 0
            var hi = size  // first index with tails[index] >= x
            while (lo < hi) {
                val mid = (lo + hi) ushr 1
                if (tails[mid] < x) lo = mid + 1
                else hi = mid
            }
            tails[lo] = x
            if (lo == size) size++
        }
        return size
    }
}
