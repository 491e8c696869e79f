
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const numCourses: number = JSON.parse(lines[0]);
const prerequisites: number[][] = JSON.parse(lines[1]);
console.log(JSON.stringify(canFinish(numCourses, prerequisites)));
