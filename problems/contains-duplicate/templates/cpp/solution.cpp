class Solution {
public:
    // Returns true when some value appears at least twice in nums.
    bool containsDuplicate(vector<int>& nums) {
        // Write your solution here
        return false;
    }
};
