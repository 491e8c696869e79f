public class Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    public int[][] Merge(int[][] intervals) {
        // Write your solution here
        return new int[0][];
    }
}
