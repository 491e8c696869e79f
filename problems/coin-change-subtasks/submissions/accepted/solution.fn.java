class Solution {
    public int coinChange(int[] coins, int amount) {
        // amount + 1 works as "impossible": no payment needs more than amount coins.
        int[] fewest = new int[amount + 1];
        Arrays.fill(fewest, amount + 1);
        fewest[0] = 0;
        for (int c : coins)
            for (int a = c; a <= amount; a++)
                fewest[a] = Math.min(fewest[a], fewest[a - c] + 1);
        return fewest[amount] > amount ? -1 : fewest[amount];
    }
}
