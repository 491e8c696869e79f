use std::collections::VecDeque;

impl Solution {
    pub fn num_islands(grid: Vec<String>) -> i32 {
        let mut grid: Vec<Vec<u8>> = grid.into_iter().map(String::into_bytes).collect();
        let (rows, cols) = (grid.len(), grid[0].len());
        let mut islands = 0;
        let mut frontier = VecDeque::new();
        for r in 0..rows {
            for c in 0..cols {
                if grid[r][c] != b'1' {
                    continue;
                }
                islands += 1;
                grid[r][c] = b'0'; // sink the land as soon as it is queued so it is counted once
                frontier.push_back((r, c));
                while let Some((cr, cc)) = frontier.pop_front() {
                    // Above row 0 or left of column 0 wraps to usize::MAX, which the bounds check refuses.
                    let neighbours = [
                        (cr + 1, cc),
                        (cr.wrapping_sub(1), cc),
                        (cr, cc + 1),
                        (cr, cc.wrapping_sub(1)),
                    ];
                    for (nr, nc) in neighbours {
                        if nr >= rows || nc >= cols || grid[nr][nc] != b'1' {
                            continue;
                        }
                        grid[nr][nc] = b'0';
                        frontier.push_back((nr, nc));
                    }
                }
            }
        }
        islands
    }
}
