public class Solution {
    public int CoinChange(int[] coins, int amount) {
        // amount + 1 works as "impossible": no payment needs more than amount coins.
        int[] fewest = new int[amount + 1];
        for (int a = 1; a <= amount; a++) fewest[a] = amount + 1;
        foreach (int c in coins)
            for (int a = c; a <= amount; a++)
                fewest[a] = Math.Min(fewest[a], fewest[a - c] + 1);
        return fewest[amount] > amount ? -1 : fewest[amount];
    }
}
