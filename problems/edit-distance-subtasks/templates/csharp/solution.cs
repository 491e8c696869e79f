public class Solution {
    public int MinDistance(string word1, string word2) {
        // Write your solution here
        return 0;
    }
}
