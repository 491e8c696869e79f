class Solution {
    fun largestRectangleArea(heights: IntArray): Long {
        // Write your solution here
        return 0
    }
}
