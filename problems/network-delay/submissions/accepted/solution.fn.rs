use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn network_delay_time(n: i32, times: Vec<Vec<i32>>, k: i32) -> i32 {
        let n = n as usize;
        let mut out = vec![Vec::new(); n];
        for t in &times {
            out[t[0] as usize].push((t[1] as usize, t[2] as i64));
        }
        let mut dist = vec![i64::MAX; n];
        // Min-heap of (arrival time, node); stale entries are skipped when popped.
        let mut heap = BinaryHeap::new();
        dist[k as usize] = 0;
        heap.push(Reverse((0, k as usize)));
        while let Some(Reverse((d, u))) = heap.pop() {
            if d > dist[u] {
                continue;
            }
            for &(v, w) in &out[u] {
                if d + w < dist[v] {
                    dist[v] = d + w;
                    heap.push(Reverse((dist[v], v)));
                }
            }
        }
        let slowest = *dist.iter().max().unwrap();
        if slowest == i64::MAX {
            -1
        } else {
            slowest as i32
        }
    }
}
