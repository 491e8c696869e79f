class Solution {
    // Returns true when t uses exactly the same letters as s, each the same number of times.
    public boolean isAnagram(String s, String t) {
        // Write your solution here
        return false;
    }
}
