/**
 * Groups the words that are anagrams of each other. Each group is sorted ascending and
 * the groups are ordered by their first (smallest) word.
 * @param {string[]} strs
 * @return {string[][]}
 */
function groupAnagrams(strs) {
    // Write your solution here
    return [];
}

// ---------- Input/output: each input line holds one JSON value ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const strs = JSON.parse(lines[0]);
console.log(JSON.stringify(groupAnagrams(strs)));
