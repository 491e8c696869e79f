class Solution {
    // Returns the shortest substring of s containing every character of t (with repeats);
    // the leftmost one on ties, or "" when there is none.
    public String minWindow(String s, String t) {
        // Write your solution here
        return "";
    }
}
