public class Solution {
    const int MOD = 1000000007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    public int[] ProductExceptSelf(int[] nums) {
        // Write your solution here
        return new int[0];
    }
}
