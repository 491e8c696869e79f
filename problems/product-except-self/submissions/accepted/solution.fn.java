class Solution {
    static final int MOD = 1_000_000_007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    public int[] productExceptSelf(int[] nums) {
        int n = nums.length;
        int[] answer = new int[n];
        long prefix = 1;
        for (int i = 0; i < n; i++) {
            answer[i] = (int) prefix;
            prefix = prefix * nums[i] % MOD;
        }
        long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            answer[i] = (int) (answer[i] * suffix % MOD);
            suffix = suffix * nums[i] % MOD;
        }
        return answer;
    }
}
