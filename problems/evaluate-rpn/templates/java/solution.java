class Solution {
    int evalRPN(String[] tokens) {
        // Write your solution here
        return 0;
    }
}
