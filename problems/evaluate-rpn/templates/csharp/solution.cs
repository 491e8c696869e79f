public class Solution {
    public int EvalRPN(string[] tokens) {
        // Write your solution here
        return 0;
    }
}
