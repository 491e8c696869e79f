public class Solution {
    // Returns true when some value appears at least twice in nums.
    public bool ContainsDuplicate(int[] nums) {
        int[] sorted = (int[]) nums.Clone();
        Array.Sort(sorted);
        for (int i = 1; i < sorted.Length; i++)
            if (sorted[i] == sorted[i - 1]) return true;
        return false;
    }
}
