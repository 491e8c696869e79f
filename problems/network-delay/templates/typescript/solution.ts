function networkDelayTime(n: number, times: number[][], k: number): number {
  // Write your solution here
  return 0;
}
