class Solution {
    public int numIslands(String[] grid) {
        // Write your solution here
        return 0;
    }
}
