public class Solution {
    public int[] MaxSlidingWindow(int[] nums, int k) {
        int n = nums.Length;
        int[] maxima = new int[n - k + 1];
        int[] window = new int[n];  // deque of indices with decreasing values: window[head..tail)
        int head = 0, tail = 0;
        for (int i = 0; i < n; i++) {
            while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
            window[tail++] = i;
            if (window[head] <= i - k) head++;
            if (i >= k - 1) maxima[i - k + 1] = nums[window[head]];
        }
        return maxima;
    }
}
