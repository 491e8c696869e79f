public class Solution {
    public int CoinChange(int[] coins, int amount) {
        // Write your solution here
        return 0;
    }
}
