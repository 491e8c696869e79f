class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    int maxSubArray(vector<int>& nums) {
        int best = nums[0], endingHere = nums[0];
        for (size_t i = 1; i < nums.size(); i++) {
            endingHere = max(nums[i], endingHere + nums[i]);
            best = max(best, endingHere);
        }
        return best;
    }
};
