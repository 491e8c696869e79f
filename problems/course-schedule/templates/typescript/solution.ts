function canFinish(numCourses: number, prerequisites: number[][]): boolean {
  // Write your solution here
  return false;
}
