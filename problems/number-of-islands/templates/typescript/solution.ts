function numIslands(grid: string[]): number {
  // Write your solution here
  return 0;
}
