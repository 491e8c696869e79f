class Solution {
public:
    static const int MOD = 1'000'000'007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    vector<int> productExceptSelf(vector<int>& nums) {
        int n = nums.size();
        vector<int> answer(n);
        long long prefix = 1;
        for (int i = 0; i < n; i++) {
            answer[i] = (int)prefix;
            prefix = prefix * nums[i] % MOD;
        }
        long long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            answer[i] = (int)(answer[i] * suffix % MOD);
            suffix = suffix * nums[i] % MOD;
        }
        return answer;
    }
};
