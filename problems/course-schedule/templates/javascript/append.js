
// ---------- Input/output helpers: nothing to change below ----------
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const numCourses = JSON.parse(lines[0]);
const prerequisites = JSON.parse(lines[1]);
console.log(JSON.stringify(canFinish(numCourses, prerequisites)));
