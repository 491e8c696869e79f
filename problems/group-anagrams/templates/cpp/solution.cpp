class Solution {
public:
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        // Write your solution here
        return {};
    }
};
