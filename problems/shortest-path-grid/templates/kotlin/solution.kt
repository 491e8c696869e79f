class Solution {
    fun shortestPathBinaryMatrix(grid: Array<IntArray>): Int {
        // Write your solution here
        return 0
    }
}
