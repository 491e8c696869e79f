class Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    fun maxProfit(prices: IntArray): Int {
        // Write your solution here
        return 0
    }
}
