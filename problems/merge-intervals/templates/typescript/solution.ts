/**
 * Merges all overlapping (or touching) intervals; returns them sorted by start.
 */
function merge(intervals: number[][]): number[][] {
    // Write your solution here
    return [];
}
