impl Solution {
    pub fn climb_stairs(n: i32) -> i32 {
        const MOD: i32 = 1_000_000_007;
        // ways(i) = ways(i - 1) + ways(i - 2): the last move is a single or a double step.
        let (mut before, mut current) = (1, 1); // ways(0), ways(1)
        for _ in 2..=n {
            let next = (before + current) % MOD;
            before = current;
            current = next;
        }
        current
    }
}
