class Solution {
    fun largestRectangleArea(heights: IntArray): Long {
        // When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
        val n = heights.size
        var best = 0L
        val rising = IntArray(n + 1)  // stack of bar indices with increasing heights
        var top = 0
        for (i in 0..n) {
            val h = if (i < n) heights[i] else 0  // a final zero-height bar empties the stack
            while (top > 0 && heights[rising[top - 1]] >= h) {
                val height = heights[rising[--top]]
                val left = if (top > 0) rising[top - 1] + 1 else 0
                best = Math.max(best, height.toLong() * (i - left))
            }
            rising[top++] = i
        }
        return best
    }
}
