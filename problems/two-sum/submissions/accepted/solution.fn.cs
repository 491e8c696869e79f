public class Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    public int[] TwoSum(int[] nums, int target) {
        // The first index of every value seen so far; the complement is looked up in 64 bits.
        Dictionary<long, int> firstIndex = new Dictionary<long, int>(nums.Length);
        for (int j = 0; j < nums.Length; j++) {
            int i;
            if (firstIndex.TryGetValue((long) target - nums[j], out i)) return new int[] {i, j};
            if (!firstIndex.ContainsKey(nums[j])) firstIndex[nums[j]] = j;
        }
        return new int[0];
    }
}
