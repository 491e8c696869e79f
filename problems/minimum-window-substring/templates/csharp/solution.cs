public class Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    public string MinWindow(string s, string t) {
        // Write your solution here
        return "";
    }
}
