public class Solution {
    // Returns true when some value appears at least twice in nums.
    public bool ContainsDuplicate(int[] nums) {
        // Write your solution here
        return false;
    }
}
