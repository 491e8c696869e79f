/**
 * Merges all overlapping (or touching) intervals; returns them sorted by start.
 * @param {number[][]} intervals
 * @return {number[][]}
 */
function merge(intervals) {
    // Write your solution here
    return [];
}
