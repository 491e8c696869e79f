class Solution {
public:
    int minDistance(string word1, string word2) {
        // Write your solution here
        return 0;
    }
};
