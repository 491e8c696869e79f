impl Solution {
    // Merges all overlapping (or touching) intervals; returns them sorted by start.
    pub fn merge(mut intervals: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        intervals.sort_unstable();
        let mut merged: Vec<Vec<i32>> = Vec::new();
        for interval in intervals {
            if let Some(last) = merged.last_mut() {
                if interval[0] <= last[1] {
                    last[1] = last[1].max(interval[1]);
                    continue;
                }
            }
            merged.push(interval);
        }
        merged
    }
}
