class Solution {
public:
    // Counts the non-empty contiguous subarrays of nums whose sum is exactly k (may exceed 32 bits).
    long long subarraySum(vector<int>& nums, int k) {
        unordered_map<long long, int> prefixCount;  // how often each prefix sum occurred so far
        prefixCount.reserve(nums.size() * 2 + 1);
        prefixCount[0] = 1;
        long long prefix = 0, count = 0;
        for (int value : nums) {
            prefix += value;
            auto hit = prefixCount.find(prefix - k);
            if (hit != prefixCount.end()) count += hit->second;
            prefixCount[prefix]++;
        }
        return count;
    }
};
