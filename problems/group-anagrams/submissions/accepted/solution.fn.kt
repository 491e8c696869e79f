class Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    fun groupAnagrams(strs: Array<String>): List<List<String>> {
        val byLetters = HashMap<String, MutableList<String>>()
        for (word in strs) {
            val letters = word.toCharArray()
            letters.sort()
            byLetters.getOrPut(String(letters)) { ArrayList() }.add(word)
        }
        val groups = byLetters.values.map { it.sorted() }
        return groups.sortedBy { it[0] }
    }
}
