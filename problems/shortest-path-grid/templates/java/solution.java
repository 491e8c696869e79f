class Solution {
    public int shortestPathBinaryMatrix(int[][] grid) {
        // Write your solution here
        return 0;
    }
}
