class Solution {
public:
    long long largestRectangleArea(vector<int> heights) {
        // Write your solution here
        return 0;
    }
};
