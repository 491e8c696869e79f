function criticalConnections(n: number, connections: number[][]): number[][] {
  // Write your solution here
  return [];
}
