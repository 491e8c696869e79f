function dailyTemperatures(temperatures: number[]): number[] {
  // Write your solution here
  return [];
}
