function criticalConnections(n: number, connections: number[][]): number[][] {
  const neighbours = Array.from({ length: n }, (): number[] => []);
  connections.forEach(([u, v], e) => {
    neighbours[u].push(v, e);
    neighbours[v].push(u, e);
  });
  // Tarjan's low-link with an explicit stack instead of recursion.
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const next = new Int32Array(n);
  const bridges: number[][] = [];
  let clock = 0;
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    const stack = [root];
    order[root] = low[root] = clock++;
    while (stack.length > 0) {
      const u = stack[stack.length - 1];
      const list = neighbours[u];
      if (next[u] < list.length) {
        const v = list[next[u]];
        const e = list[next[u] + 1];
        next[u] += 2;
        if (e === parentEdge[u]) continue;
        if (order[v] === -1) {
          order[v] = low[v] = clock++;
          parentEdge[v] = e;
          stack.push(v);
        } else if (order[v] < low[u]) {
          low[u] = order[v];
        }
        continue;
      }
      stack.pop();
      if (stack.length === 0) continue;
      const p = stack[stack.length - 1];
      if (low[u] < low[p]) low[p] = low[u];
      if (low[u] > order[p]) bridges.push([p, u]);
    }
  }
  return bridges;
}
