/**
 * Returns the shortest substring of s containing every character of t (with repeats);
 * the leftmost one on ties, or "" when there is none.
 */
function minWindow(s: string, t: string): string {
    // Write your solution here
    return '';
}
