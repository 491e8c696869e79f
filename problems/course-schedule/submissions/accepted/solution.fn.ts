function canFinish(numCourses: number, prerequisites: number[][]): boolean {
  const unlocks = Array.from({ length: numCourses }, (): number[] => []);
  const missing = new Int32Array(numCourses);
  for (const [course, before] of prerequisites) {
    unlocks[before].push(course);
    missing[course]++;
  }
  const queue: number[] = [];
  for (let c = 0; c < numCourses; c++) if (missing[c] === 0) queue.push(c);
  for (let head = 0; head < queue.length; head++) {
    for (const next of unlocks[queue[head]]) {
      missing[next]--;
      if (missing[next] === 0) queue.push(next);
    }
  }
  return queue.length === numCourses;
}
