class Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : intervals) {
            int[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
            else merged.add(new int[] {interval[0], interval[1]});
        }
        return merged.toArray(new int[0][]);
    }
}
