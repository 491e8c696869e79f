class Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    public int maxProfit(int[] prices) {
        int cheapest = Integer.MAX_VALUE, best = 0;
        for (int price : prices) {
            cheapest = Math.min(cheapest, price);
            best = Math.max(best, price - cheapest);
        }
        return best;
    }
}
