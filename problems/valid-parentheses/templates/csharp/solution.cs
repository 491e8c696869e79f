public class Solution {
    public bool IsValid(string s) {
        // Write your solution here
        return false;
    }
}
