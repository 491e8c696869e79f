class Solution {
public:
    vector<int> maxSlidingWindow(vector<int> nums, int k) {
        vector<int> maxima;
        deque<int> window;  // indices with decreasing values; the front is the current maximum
        for (int i = 0; i < (int)nums.size(); ++i) {
            while (!window.empty() && nums[window.back()] <= nums[i]) window.pop_back();
            window.push_back(i);
            if (window.front() <= i - k) window.pop_front();  // slid out on the left
            if (i >= k - 1) maxima.push_back(nums[window.front()]);
        }
        return maxima;
    }
};
