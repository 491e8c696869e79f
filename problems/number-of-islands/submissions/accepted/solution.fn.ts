function numIslands(grid: string[]): number {
  const rows = grid.length;
  const cols = grid[0].length;
  const land = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) land[r * cols + c] = grid[r][c] === '1' ? 1 : 0;
  }
  // A flat typed array used as a queue: every cell enters it at most once.
  const queue = new Int32Array(rows * cols);
  let islands = 0;
  for (let start = 0; start < rows * cols; start++) {
    if (!land[start]) continue;
    islands++;
    land[start] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const cell = queue[head++];
      const r = Math.floor(cell / cols);
      const c = cell - r * cols;
      const next: number[] = [];
      if (r > 0) next.push(cell - cols);
      if (r + 1 < rows) next.push(cell + cols);
      if (c > 0) next.push(cell - 1);
      if (c + 1 < cols) next.push(cell + 1);
      for (const n of next) {
        if (land[n]) {
          land[n] = 0;
          queue[tail++] = n;
        }
      }
    }
  }
  return islands;
}
