class Solution {
    // Returns true when some value appears at least twice in nums.
    public boolean containsDuplicate(int[] nums) {
        // Write your solution here
        return false;
    }
}
