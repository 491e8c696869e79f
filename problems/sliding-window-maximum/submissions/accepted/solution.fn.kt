class Solution {
    fun maxSlidingWindow(nums: IntArray, k: Int): IntArray {
        val n = nums.size
        val maxima = IntArray(n - k + 1)
        val window = IntArray(n)  // deque of indices with decreasing values: window[head..tail)
        var head = 0
        var tail = 0
        for (i in 0 until n) {
            while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--
            window[tail++] = i
            if (window[head] <= i - k) head++
            if (i >= k - 1) maxima[i - k + 1] = nums[window[head]]
        }
        return maxima
    }
}
