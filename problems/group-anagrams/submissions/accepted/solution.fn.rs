use std::collections::HashMap;

impl Solution {
    // Groups the words that are anagrams of each other. Each group is sorted ascending and
    // the groups are ordered by their first (smallest) word.
    pub fn group_anagrams(strs: Vec<String>) -> Vec<Vec<String>> {
        let mut by_letters: HashMap<Vec<u8>, Vec<String>> = HashMap::new();
        for word in strs {
            let mut key = word.clone().into_bytes();
            key.sort_unstable();
            by_letters.entry(key).or_default().push(word);
        }
        let mut groups: Vec<Vec<String>> = by_letters
            .into_values()
            .map(|mut group| {
                group.sort();
                group
            })
            .collect();
        groups.sort_by(|a, b| a[0].cmp(&b[0]));
        groups
    }
}
