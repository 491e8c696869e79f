class Solution {
public:
    int rob(vector<int>& nums) {
        // Write your solution here
        return 0;
    }
};
