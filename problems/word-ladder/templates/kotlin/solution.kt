class Solution {
    fun ladderLength(beginWord: String, endWord: String, wordList: Array<String>): Int {
        // Write your solution here
        return 0
    }
}
