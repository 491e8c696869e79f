
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const n: number = JSON.parse(lines[0]);
const edges: number[][] = JSON.parse(lines[1]);
console.log(JSON.stringify(countComponents(n, edges)));
