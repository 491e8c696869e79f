class Solution {
    public int[][] criticalConnections(int n, int[][] connections) {
        // Write your solution here
        return new int[0][];
    }
}
