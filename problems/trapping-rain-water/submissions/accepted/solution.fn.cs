public class Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    public long Trap(int[] height) {
        long total = 0;
        int[] stack = new int[height.Length];  // indices of bars with non-increasing heights
        int size = 0;
        for (int i = 0; i < height.Length; i++) {
            // Each popped bar is the floor of a pool bounded by the bar below it and bar i.
            while (size > 0 && height[stack[size - 1]] < height[i]) {
                int bottom = stack[--size];
                if (size == 0) break;
                int left = stack[size - 1];
                long width = i - left - 1;
                long depth = Math.Min(height[left], height[i]) - height[bottom];
                total += width * depth;
            }
            stack[size++] = i;
        }
        return total;
    }
}
