impl Solution {
    pub fn rob(nums: Vec<i32>) -> i32 {
        // skip = best total so far without the last house, take = best total that may use it.
        let (mut skip, mut take) = (0, 0);
        for x in nums {
            let next = i32::max(take, skip + x);
            skip = take;
            take = next;
        }
        take
    }
}
