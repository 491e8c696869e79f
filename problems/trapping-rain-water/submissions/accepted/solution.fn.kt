class Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    fun trap(height: IntArray): Long {
        var total = 0L
        val stack = IntArray(height.size)  // indices of bars with non-increasing heights
        var size = 0
        for (i in height.indices) {
            while (size > 0 && height[stack[size - 1]] < height[i]) {
                val bottom = stack[--size]
                if (size == 0) break
                val left = stack[size - 1]
                val width = (i - left - 1).toLong()
                val depth = (Math.min(height[left], height[i]) - height[bottom]).toLong()
                total += width * depth
            }
            stack[size++] = i
        }
        return total
    }
}
