public class Solution {
    public int NetworkDelayTime(int n, int[][] times, int k) {
        // Write your solution here
        return 0;
    }
}
