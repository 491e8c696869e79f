impl Solution {
    pub fn critical_connections(n: i32, connections: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let n = n as usize;
        let m = connections.len();
        // Adjacency in compressed arrays; each entry remembers its edge id so the walk back
        // along the tree edge to the parent can be recognised.
        let mut first = vec![0; n + 1];
        for c in &connections {
            first[c[0] as usize + 1] += 1;
            first[c[1] as usize + 1] += 1;
        }
        for u in 0..n {
            first[u + 1] += first[u];
        }
        let (mut to, mut id) = (vec![0; 2 * m], vec![0; 2 * m]);
        let mut fill = first[..n].to_vec();
        for (e, c) in connections.iter().enumerate() {
            let (u, v) = (c[0] as usize, c[1] as usize);
            to[fill[u]] = v;
            id[fill[u]] = e;
            fill[u] += 1;
            to[fill[v]] = u;
            id[fill[v]] = e;
            fill[v] += 1;
        }
        // Tarjan's low-link with an explicit stack: the graph can be a path of n nodes.
        const NONE: usize = usize::MAX;
        let (mut order, mut low, mut parent_edge) = (vec![NONE; n], vec![0; n], vec![NONE; n]);
        let mut next = first[..n].to_vec();
        let mut bridges = Vec::new();
        let mut clock = 0;
        for root in 0..n {
            if order[root] != NONE {
                continue;
            }
            let mut stack = vec![root];
            order[root] = clock;
            low[root] = clock;
            clock += 1;
            while let Some(&u) = stack.last() {
                if next[u] < first[u + 1] {
                    let k = next[u];
                    next[u] += 1;
                    let v = to[k];
                    if id[k] == parent_edge[u] {
                        continue;
                    }
                    if order[v] == NONE {
                        order[v] = clock;
                        low[v] = clock;
                        clock += 1;
                        parent_edge[v] = id[k];
                        stack.push(v);
                    } else {
                        low[u] = low[u].min(order[v]);
                    }
                    continue;
                }
                stack.pop();
                if let Some(&p) = stack.last() {
                    low[p] = low[p].min(low[u]);
                    // No edge from u's subtree climbs above u, so the tree edge p-u is the only link.
                    if low[u] > order[p] {
                        bridges.push(vec![p as i32, u as i32]);
                    }
                }
            }
        }
        bridges
    }
}
