function networkDelayTime(n: number, times: number[][], k: number): number {
  const out = Array.from({ length: n }, (): number[] => []);
  for (const [u, v, w] of times) out[u].push(v, w);
  const dist = new Array<number>(n).fill(Infinity);
  dist[k] = 0;
  // Binary min-heap of [time, node] pairs; stale entries are skipped when popped.
  const heap: number[][] = [[0, k]];
  const push = (item: number[]): void => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = (): number[] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (d > dist[u]) continue;
    const edges = out[u];
    for (let e = 0; e < edges.length; e += 2) {
      const v = edges[e];
      const nd = d + edges[e + 1];
      if (nd < dist[v]) {
        dist[v] = nd;
        push([nd, v]);
      }
    }
  }
  const slowest = Math.max(...dist);
  return slowest === Infinity ? -1 : slowest;
}
