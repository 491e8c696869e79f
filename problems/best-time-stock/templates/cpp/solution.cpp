class Solution {
public:
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    int maxProfit(vector<int>& prices) {
        // Write your solution here
        return 0;
    }
};
