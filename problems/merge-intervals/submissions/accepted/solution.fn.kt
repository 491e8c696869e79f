class Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    fun merge(intervals: Array<IntArray>): Array<IntArray> {
        intervals.sortBy { it[0] }
        val merged = ArrayList<IntArray>()
        for (interval in intervals) {
            val last = if (merged.isEmpty()) null else merged[merged.size - 1]
            if (last != null && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1])
            else merged.add(intArrayOf(interval[0], interval[1]))
        }
        return merged.toTypedArray()
    }
}
