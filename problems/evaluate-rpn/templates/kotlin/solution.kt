class Solution {
    fun evalRPN(tokens: Array<String>): Int {
        // Write your solution here
        return 0
    }
}
