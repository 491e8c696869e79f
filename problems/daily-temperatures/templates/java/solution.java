class Solution {
    int[] dailyTemperatures(int[] temperatures) {
        // Write your solution here
        return new int[0];
    }
}
