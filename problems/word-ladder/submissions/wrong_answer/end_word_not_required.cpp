#include <bits/stdc++.h>
using namespace std;

// Wrong: lets the sequence finish on endWord even when endWord is not in the list.
class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> unseen(wordList.begin(), wordList.end());
        unseen.insert(endWord);
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

// ---------- Input/output helpers: nothing to change below ----------
static string parseString(const string& s) {
    size_t first = s.find('"'), last = s.rfind('"');
    return s.substr(first + 1, last - first - 1);
}

static vector<string> parseStringArray(const string& s) {
    vector<string> out;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] != '"') continue;
        size_t j = s.find('"', i + 1);
        out.push_back(s.substr(i + 1, j - i - 1));
        i = j;
    }
    return out;
}

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    string beginWord = parseString(line);
    getline(cin, line);
    string endWord = parseString(line);
    getline(cin, line);
    vector<string> wordList = parseStringArray(line);
    cout << Solution().ladderLength(beginWord, endWord, wordList) << "\n";
}
