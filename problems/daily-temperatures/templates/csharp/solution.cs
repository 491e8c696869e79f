public class Solution {
    public int[] DailyTemperatures(int[] temperatures) {
        // Write your solution here
        return new int[0];
    }
}
