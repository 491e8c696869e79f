class Solution {
public:
    long long largestRectangleArea(vector<int> heights) {
        // When a bar is popped, the bar below it and the bar that pops it are its nearest lower neighbours.
        int n = heights.size();
        long long best = 0;
        vector<int> rising;  // bar indices with increasing heights
        for (int i = 0; i <= n; ++i) {
            int h = i < n ? heights[i] : 0;  // a final zero-height bar empties the stack
            while (!rising.empty() && heights[rising.back()] >= h) {
                long long height = heights[rising.back()];
                rising.pop_back();
                int left = rising.empty() ? 0 : rising.back() + 1;
                best = max(best, height * (i - left));
            }
            rising.push_back(i);
        }
        return best;
    }
};
