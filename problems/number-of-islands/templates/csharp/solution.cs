public class Solution {
    public int NumIslands(string[] grid) {
        // Write your solution here
        return 0;
    }
}
