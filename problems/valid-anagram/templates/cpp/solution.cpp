class Solution {
public:
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    bool isAnagram(string s, string t) {
        // Write your solution here
        return false;
    }
};
