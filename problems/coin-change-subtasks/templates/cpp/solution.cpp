class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        // Write your solution here
        return 0;
    }
};
