class Solution {
public:
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    int maxProfit(vector<int>& prices) {
        int cheapest = INT_MAX, best = 0;
        for (int price : prices) {
            cheapest = min(cheapest, price);
            best = max(best, price - cheapest);
        }
        return best;
    }
};
