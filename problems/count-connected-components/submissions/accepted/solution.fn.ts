function countComponents(n: number, edges: number[][]): number {
  const neighbours = Array.from({ length: n }, (): number[] => []);
  for (const [u, v] of edges) {
    neighbours[u].push(v);
    neighbours[v].push(u);
  }
  // Breadth-first search from every node not reached yet: each search is one component.
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let components = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    components++;
    seen[start] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      for (const v of neighbours[queue[head++]]) {
        if (!seen[v]) {
          seen[v] = 1;
          queue[tail++] = v;
        }
      }
    }
  }
  return components;
}
