public class Solution {
    public int[][] CriticalConnections(int n, int[][] connections) {
        // Write your solution here
        return new int[0][];
    }
}
