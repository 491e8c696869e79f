class Solution {
    public int minDistance(String word1, String word2) {
        // Write your solution here
        return 0;
    }
}
