class Solution {
    // Returns the indices [i, j] (i < j) of two numbers that add up to target.
    public int[] twoSum(int[] nums, int target) {
        Map<Long, Integer> firstIndex = new HashMap<>(nums.length * 2);
        for (int j = 0; j < nums.length; j++) {
            Integer i = firstIndex.get((long) target - nums[j]);
            if (i != null) return new int[] {i, j};
            firstIndex.putIfAbsent((long) nums[j], j);
        }
        return new int[0];
    }
}
