public class Solution {
    public long LargestRectangleArea(int[] heights) {
        // When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
        int n = heights.Length;
        long best = 0;
        int[] rising = new int[n + 1];  // stack of bar indices with increasing heights
        int top = 0;
        for (int i = 0; i <= n; i++) {
            int h = i < n ? heights[i] : 0;  // a final zero-height bar empties the stack
            while (top > 0 && heights[rising[top - 1]] >= h) {
                int height = heights[rising[--top]];
                int left = top > 0 ? rising[top - 1] + 1 : 0;
                best = Math.Max(best, (long) height * (i - left));
            }
            rising[top++] = i;
        }
        return best;
    }
}
