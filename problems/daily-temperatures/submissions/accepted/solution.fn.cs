public class Solution {
    public int[] DailyTemperatures(int[] temperatures) {
        int n = temperatures.Length;
        int[] wait = new int[n];
        int[] waiting = new int[n];  // stack of days still without a warmer day; the coldest is on top
        int top = 0;
        for (int day = 0; day < n; day++) {
            while (top > 0 && temperatures[waiting[top - 1]] < temperatures[day]) {
                int earlier = waiting[--top];
                wait[earlier] = day - earlier;
            }
            waiting[top++] = day;
        }
        return wait;
    }
}
