class Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    fun groupAnagrams(strs: Array<String>): List<List<String>> {
        // Write your solution here
        return listOf()
    }
}
