class Solution {
public:
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<long long, int> firstIndex;
        firstIndex.reserve(nums.size() * 2);
        for (int j = 0; j < (int)nums.size(); j++) {
            auto hit = firstIndex.find((long long)target - nums[j]);
            if (hit != firstIndex.end()) return {hit->second, j};
            firstIndex.emplace(nums[j], j);
        }
        return {};
    }
};
