public class Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    public int[][] Merge(int[][] intervals) {
        int[][] sorted = (int[][]) intervals.Clone();
        Array.Sort(sorted, (a, b) => a[0].CompareTo(b[0]));
        List<int[]> merged = new List<int[]>();
        foreach (int[] interval in sorted) {
            int[] last = merged.Count == 0 ? null : merged[merged.Count - 1];
            if (last != null && interval[0] <= last[1]) last[1] = Math.Max(last[1], interval[1]);
            else merged.Add(new int[] {interval[0], interval[1]});
        }
        return merged.ToArray();
    }
}
