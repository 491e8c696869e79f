/**
 * Groups the words that are anagrams of each other. Each group is sorted ascending and
 * the groups are ordered by their first (smallest) word.
 */
function groupAnagrams(strs: string[]): string[][] {
    // Write your solution here
    return [];
}
