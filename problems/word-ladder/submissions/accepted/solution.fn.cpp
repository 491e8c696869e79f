class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        // Words not reached yet; a word is erased as soon as it is queued.
        unordered_set<string> unseen(wordList.begin(), wordList.end());
        if (!unseen.count(endWord)) return 0;
        unseen.erase(beginWord);
        queue<string> frontier;
        frontier.push(beginWord);
        for (int length = 1; !frontier.empty(); length++) {
            for (size_t level = frontier.size(); level > 0; level--) {
                string word = frontier.front();
                frontier.pop();
                if (word == endWord) return length;
                for (size_t i = 0; i < word.size(); i++) {
                    char original = word[i];
                    for (char c = 'a'; c <= 'z'; c++) {
                        if (c == original) continue;
                        word[i] = c;
                        auto it = unseen.find(word);
                        if (it != unseen.end()) {
                            unseen.erase(it);
                            frontier.push(word);
                        }
                    }
                    word[i] = original;
                }
            }
        }
        return 0;
    }
};
