impl Solution {
    pub fn unique_paths_with_obstacles(obstacle_grid: Vec<Vec<i32>>) -> i32 {
        const MOD: i32 = 1_000_000_007;
        let cols = obstacle_grid[0].len();
        // ways[c] = paths to cell (r, c) of the current row r; a cell is reached from above or from the left.
        let mut ways = vec![0; cols];
        ways[0] = 1;
        for row in &obstacle_grid {
            for c in 0..cols {
                if row[c] == 1 {
                    ways[c] = 0;
                } else if c > 0 {
                    ways[c] = (ways[c] + ways[c - 1]) % MOD;
                }
            }
        }
        ways[cols - 1]
    }
}
