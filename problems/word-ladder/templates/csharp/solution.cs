public class Solution {
    public int LadderLength(string beginWord, string endWord, string[] wordList) {
        // Write your solution here
        return 0;
    }
}
