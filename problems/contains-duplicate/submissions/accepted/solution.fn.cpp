class Solution {
public:
    // Returns true when some value appears at least twice in nums.
    bool containsDuplicate(vector<int>& nums) {
        unordered_set<int> seen;
        seen.reserve(nums.size() * 2);
        for (int value : nums)
            if (!seen.insert(value).second) return true;
        return false;
    }
};
