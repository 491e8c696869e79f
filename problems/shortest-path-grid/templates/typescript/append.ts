
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const grid: number[][] = JSON.parse(lines[0]);
console.log(JSON.stringify(shortestPathBinaryMatrix(grid)));
