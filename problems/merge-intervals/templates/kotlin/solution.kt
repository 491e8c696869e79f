class Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    fun merge(intervals: Array<IntArray>): Array<IntArray> {
        // Write your solution here
        return arrayOf()
    }
}
