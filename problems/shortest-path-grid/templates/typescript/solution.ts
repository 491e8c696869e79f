function shortestPathBinaryMatrix(grid: number[][]): number {
  // Write your solution here
  return 0;
}
