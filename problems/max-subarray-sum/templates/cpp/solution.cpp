class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray of nums.
    int maxSubArray(vector<int>& nums) {
        // Write your solution here
        return 0;
    }
};
