public class Solution {
    public int Rob(int[] nums) {
        // best[i] = largest total from the first i houses.
        int[] best = new int[nums.Length + 1];
        best[1] = nums[0];
        for (int i = 2; i <= nums.Length; i++) best[i] = Math.Max(best[i - 1], best[i - 2] + nums[i - 1]);
        return best[nums.Length];
    }
}
