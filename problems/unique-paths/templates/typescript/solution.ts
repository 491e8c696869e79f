function uniquePathsWithObstacles(obstacleGrid: number[][]): number {
  // Write your solution here
  return 0;
}
