class Solution {
    public int ladderLength(String beginWord, String endWord, String[] wordList) {
        // Write your solution here
        return 0;
    }
}
