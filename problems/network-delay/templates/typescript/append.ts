
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const n: number = JSON.parse(lines[0]);
const times: number[][] = JSON.parse(lines[1]);
const k: number = JSON.parse(lines[2]);
console.log(JSON.stringify(networkDelayTime(n, times, k)));
