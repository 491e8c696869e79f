public class Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    public IList<IList<string>> GroupAnagrams(string[] strs) {
        // Write your solution here
        return new List<IList<string>>();
    }
}
