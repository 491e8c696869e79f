class Solution {
public:
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    vector<int> twoSum(vector<int>& nums, int target) {
        // Write your solution here
        return {};
    }
};
