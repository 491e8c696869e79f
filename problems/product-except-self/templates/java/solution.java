class Solution {
    static final int MOD = 1_000_000_007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    public int[] productExceptSelf(int[] nums) {
        // Write your solution here
        return new int[0];
    }
}
