use std::collections::{HashSet, VecDeque};

impl Solution {
    pub fn ladder_length(begin_word: String, end_word: String, word_list: Vec<String>) -> i32 {
        // Words not reached yet; a word is removed as soon as it is queued.
        let mut unseen: HashSet<Vec<u8>> = word_list.into_iter().map(String::into_bytes).collect();
        let end = end_word.into_bytes();
        if !unseen.contains(&end) {
            return 0;
        }
        let begin = begin_word.into_bytes();
        unseen.remove(&begin);
        let mut frontier = VecDeque::new();
        frontier.push_back(begin);
        let mut length = 1;
        while !frontier.is_empty() {
            for _ in 0..frontier.len() {
                let mut word = frontier.pop_front().unwrap();
                if word == end {
                    return length;
                }
                for i in 0..word.len() {
                    let original = word[i];
                    for c in b'a'..=b'z' {
                        if c == original {
                            continue;
                        }
                        word[i] = c;
                        if unseen.remove(&word) {
                            frontier.push_back(word.clone());
                        }
                    }
                    word[i] = original;
                }
            }
            length += 1;
        }
        0
    }
}
