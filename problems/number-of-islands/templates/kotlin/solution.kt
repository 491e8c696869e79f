class Solution {
    fun numIslands(grid: Array<String>): Int {
        // Write your solution here
        return 0
    }
}
