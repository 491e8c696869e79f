class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        const int NONE = INT_MAX;
        // fewest[a] = fewest coins that sum to a, NONE when a cannot be paid exactly.
        vector<int> fewest(amount + 1, NONE);
        fewest[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a && fewest[a - c] != NONE) fewest[a] = min(fewest[a], fewest[a - c] + 1);
        return fewest[amount] == NONE ? -1 : fewest[amount];
    }
};
