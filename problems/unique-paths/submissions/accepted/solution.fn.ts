function uniquePathsWithObstacles(obstacleGrid: number[][]): number {
  const MOD = 1000000007;
  const cols = obstacleGrid[0].length;
  const ways = new Array<number>(cols).fill(0);
  ways[0] = 1;
  for (const row of obstacleGrid) {
    for (let c = 0; c < cols; c++) {
      if (row[c] === 1) ways[c] = 0;
      else if (c > 0) ways[c] = (ways[c] + ways[c - 1]) % MOD;
    }
  }
  return ways[cols - 1];
}
