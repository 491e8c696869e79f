public class Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    public int MaxProfit(int[] prices) {
        int cheapest = int.MaxValue, best = 0;
        foreach (int price in prices) {
            cheapest = Math.Min(cheapest, price);
            best = Math.Max(best, price - cheapest);
        }
        return best;
    }
}
