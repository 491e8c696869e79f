
// ---------- Input/output helpers: nothing to change below ----------
// Prints the pairs in the canonical order: each as [smaller, larger], sorted ascending.
const canonical = (pairs: number[][]): number[][] =>
  pairs.map(([u, v]) => (u < v ? [u, v] : [v, u])).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const lines = readFileSync(0, 'utf8').split('\n');
const n: number = JSON.parse(lines[0]);
const connections: number[][] = JSON.parse(lines[1]);
console.log(JSON.stringify(canonical(criticalConnections(n, connections))));
