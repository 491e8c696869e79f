/**
 * Returns true when t uses exactly the same letters as s, each the same number of times.
 */
function isAnagram(s: string, t: string): boolean {
    if (s.length !== t.length) return false;
    const balance = new Array<number>(26).fill(0);
    for (let i = 0; i < s.length; i++) balance[s.charCodeAt(i) - 97]++;
    for (let i = 0; i < t.length; i++) {
        if (--balance[t.charCodeAt(i) - 97] < 0) return false;
    }
    return true;
}
