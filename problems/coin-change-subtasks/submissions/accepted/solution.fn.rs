impl Solution {
    pub fn coin_change(coins: Vec<i32>, amount: i32) -> i32 {
        const NONE: i32 = i32::MAX;
        let amount = amount as usize;
        // fewest[a] = fewest coins that sum to a, NONE when a cannot be paid exactly.
        let mut fewest = vec![NONE; amount + 1];
        fewest[0] = 0;
        for a in 1..=amount {
            for &coin in &coins {
                let coin = coin as usize;
                if coin <= a && fewest[a - coin] != NONE {
                    fewest[a] = fewest[a].min(fewest[a - coin] + 1);
                }
            }
        }
        if fewest[amount] == NONE {
            -1
        } else {
            fewest[amount]
        }
    }
}
