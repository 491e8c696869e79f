class Solution {
    public int networkDelayTime(int n, int[][] times, int k) {
        // Write your solution here
        return 0;
    }
}
