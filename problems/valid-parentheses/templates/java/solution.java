class Solution {
    boolean isValid(String s) {
        // Write your solution here
        return false;
    }
}
