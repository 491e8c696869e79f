class Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    fun maxProfit(prices: IntArray): Int {
        var cheapest = Int.MAX_VALUE
        var best = 0
        for (price in prices) {
            cheapest = Math.min(cheapest, price)
            best = Math.max(best, price - cheapest)
        }
        return best
    }
}
