public class Solution {
    const int MOD = 1000000007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    public int[] ProductExceptSelf(int[] nums) {
        int n = nums.Length;
        int[] answer = new int[n];
        long prefix = 1;  // product of nums[0..i), modulo MOD
        for (int i = 0; i < n; i++) {
            answer[i] = (int) prefix;
            prefix = prefix * nums[i] % MOD;
        }
        long suffix = 1;  // product of nums(i..n), modulo MOD
        for (int i = n - 1; i >= 0; i--) {
            answer[i] = (int) (answer[i] * suffix % MOD);
            suffix = suffix * nums[i] % MOD;
        }
        return answer;
    }
}
