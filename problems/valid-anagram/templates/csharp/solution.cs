public class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    public bool IsAnagram(string s, string t) {
        // Write your solution here
        return false;
    }
}
