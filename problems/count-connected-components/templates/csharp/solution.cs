public class Solution {
    public int CountComponents(int n, int[][] edges) {
        // Write your solution here
        return 0;
    }
}
