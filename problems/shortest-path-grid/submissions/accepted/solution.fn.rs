use std::collections::VecDeque;

impl Solution {
    pub fn shortest_path_binary_matrix(grid: Vec<Vec<i32>>) -> i32 {
        let n = grid.len();
        if grid[0][0] != 0 || grid[n - 1][n - 1] != 0 {
            return -1;
        }
        // dist[r][c] = cells on the shortest path ending at (r, c); 0 = not reached yet.
        let mut dist = vec![vec![0; n]; n];
        let mut frontier = VecDeque::new();
        dist[0][0] = 1;
        frontier.push_back((0, 0));
        while let Some((r, c)) = frontier.pop_front() {
            if r == n - 1 && c == n - 1 {
                return dist[r][c];
            }
            for nr in r.saturating_sub(1)..(r + 2).min(n) {
                for nc in c.saturating_sub(1)..(c + 2).min(n) {
                    if grid[nr][nc] != 0 || dist[nr][nc] != 0 {
                        continue;
                    }
                    dist[nr][nc] = dist[r][c] + 1;
                    frontier.push_back((nr, nc));
                }
            }
        }
        -1
    }
}
