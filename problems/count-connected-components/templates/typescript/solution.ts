function countComponents(n: number, edges: number[][]): number {
  // Write your solution here
  return 0;
}
