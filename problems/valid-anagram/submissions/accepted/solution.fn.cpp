class Solution {
public:
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    bool isAnagram(string s, string t) {
        if (s.size() != t.size()) return false;
        array<int, 26> balance{};
        for (char c : s) balance[c - 'a']++;
        for (char c : t)
            if (--balance[c - 'a'] < 0) return false;
        return true;
    }
};
