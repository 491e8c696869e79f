class Solution {
public:
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        unordered_map<string, vector<string>> byLetters;
        for (const string& word : strs) {
            string key = word;
            sort(key.begin(), key.end());
            byLetters[key].push_back(word);
        }
        vector<vector<string>> groups;
        for (auto& entry : byLetters) {
            sort(entry.second.begin(), entry.second.end());
            groups.push_back(move(entry.second));
        }
        sort(groups.begin(), groups.end(), [](const vector<string>& a, const vector<string>& b) { return a[0] < b[0]; });
        return groups;
    }
};
