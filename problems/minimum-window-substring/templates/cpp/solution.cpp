class Solution {
public:
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    string minWindow(string s, string t) {
        // Write your solution here
        return "";
    }
};
