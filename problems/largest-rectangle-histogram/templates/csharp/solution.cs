public class Solution {
    public long LargestRectangleArea(int[] heights) {
        // Write your solution here
        return 0;
    }
}
