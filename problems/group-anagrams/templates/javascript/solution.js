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
