impl Solution {
    pub fn length_of_lis(nums: Vec<i32>) -> i32 {
        // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1.
        let mut tails: Vec<i32> = Vec::new();
        for x in nums {
            let at = tails.partition_point(|&tail| tail < x);
            if at == tails.len() {
                tails.push(x);
            } else {
                tails[at] = x;
            }
        }
        tails.len() as i32
    }
}
