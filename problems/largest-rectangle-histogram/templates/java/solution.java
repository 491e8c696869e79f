class Solution {
    long largestRectangleArea(int[] heights) {
        // Write your solution here
        return 0;
    }
}
