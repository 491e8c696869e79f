class Solution {
public:
    vector<int> maxSlidingWindow(vector<int> nums, int k) {
        // Write your solution here
        return {};
    }
};
