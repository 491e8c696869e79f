function shortestPathBinaryMatrix(grid: number[][]): number {
  const n = grid.length;
  if (grid[0][0] !== 0 || grid[n - 1][n - 1] !== 0) return -1;
  const dist = new Int32Array(n * n);
  const queue = new Int32Array(n * n);
  let head = 0;
  let tail = 0;
  dist[0] = 1;
  queue[tail++] = 0;
  while (head < tail) {
    const cell = queue[head++];
    const r = Math.floor(cell / n);
    const c = cell - r * n;
    if (cell === n * n - 1) return dist[cell];
    for (let nr = Math.max(0, r - 1); nr <= Math.min(n - 1, r + 1); nr++) {
      for (let nc = Math.max(0, c - 1); nc <= Math.min(n - 1, c + 1); nc++) {
        const next = nr * n + nc;
        if (grid[nr][nc] !== 0 || dist[next] !== 0) continue;
        dist[next] = dist[cell] + 1;
        queue[tail++] = next;
      }
    }
  }
  return -1;
}
