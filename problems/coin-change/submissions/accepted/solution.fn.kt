class Solution {
    fun coinChange(coins: IntArray, amount: Int): Int {
        // amount + 1 works as "impossible": no payment needs more than amount coins.
        val fewest = IntArray(amount + 1) { amount + 1 }
        fewest[0] = 0
        for (c in coins)
            for (a in c..amount)
                fewest[a] = Math.min(fewest[a], fewest[a - c] + 1)
        return if (fewest[amount] > amount) -1 else fewest[amount]
    }
}
