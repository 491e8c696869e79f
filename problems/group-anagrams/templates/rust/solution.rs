impl Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    pub fn group_anagrams(strs: Vec<String>) -> Vec<Vec<String>> {
        // Write your solution here
        vec![]
    }
}
