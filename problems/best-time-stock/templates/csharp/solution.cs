public class Solution {
    // Returns the best profit from buying on one day and selling on a later day (0 if none).
    public int MaxProfit(int[] prices) {
        // Write your solution here
        return 0;
    }
}
