public class Solution {
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    public long Trap(int[] height) {
        // Write your solution here
        return 0;
    }
}
