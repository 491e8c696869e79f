public class Solution {
    public int ShortestPathBinaryMatrix(int[][] grid) {
        // Write your solution here
        return 0;
    }
}
