public class Solution {
    public int LengthOfLIS(int[] nums) {
        // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1.
        int[] tails = new int[nums.Length];
        int size = 0;
        foreach (int x in nums) {
            int lo = 0, hi = size;  // first index with tails[index] >= x
            while (lo < hi) {
                int mid = (lo + hi) >> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == size) size++;
        }
        return size;
    }
}
