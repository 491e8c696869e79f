class Solution {
public:
    // Returns how many units of water the bars hold after the rain (may exceed 32 bits).
    long long trap(vector<int>& height) {
        long long total = 0;
        vector<int> stack;  // indices of bars with non-increasing heights
        for (int i = 0; i < (int)height.size(); i++) {
            while (!stack.empty() && height[stack.back()] < height[i]) {
                int bottom = stack.back();
                stack.pop_back();
                if (stack.empty()) break;
                int left = stack.back();
                long long width = i - left - 1;
                long long depth = min(height[left], height[i]) - height[bottom];
                total += width * depth;
            }
            stack.push_back(i);
        }
        return total;
    }
};
