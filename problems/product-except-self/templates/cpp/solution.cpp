class Solution {
public:
    static const int MOD = 1'000'000'007;

    // answer[i] = product of all nums[j] with j != i, modulo MOD.
    vector<int> productExceptSelf(vector<int>& nums) {
        // Write your solution here
        return {};
    }
};
