/**
 * Returns true when t uses exactly the same letters as s, each the same number of times.
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
function isAnagram(s, t) {
    if (s.length !== t.length) return false;
    const balance = new Array(26).fill(0);
    for (let i = 0; i < s.length; i++) balance[s.charCodeAt(i) - 97]++;
    for (let i = 0; i < t.length; i++) {
        if (--balance[t.charCodeAt(i) - 97] < 0) return false;
    }
    return true;
}
