/**
 * Returns the shortest substring of s containing every character of t (with repeats);
 * the leftmost one on ties, or "" when there is none.
 */
function minWindow(s: string, t: string): string {
    const need = new Array<number>(128).fill(0);
    for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
    let missing = t.length;
    let start = 0;
    let bestStart = 0;
    let bestLength = Infinity;
    for (let end = 0; end < s.length; end++) {
        if (need[s.charCodeAt(end)]-- > 0) missing--;
        if (missing > 0) continue;
        // Drop characters from the left while the window still covers t.
        while (need[s.charCodeAt(start)] < 0) need[s.charCodeAt(start++)]++;
        if (end - start + 1 < bestLength) {
            bestLength = end - start + 1;
            bestStart = start;
        }
    }
    return bestLength === Infinity ? '' : s.slice(bestStart, bestStart + bestLength);
}
