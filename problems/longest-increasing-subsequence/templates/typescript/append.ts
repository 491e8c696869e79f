
// ---------- Input/output helpers: nothing to change below ----------
const lines = readFileSync(0, 'utf8').split('\n');
const nums: number[] = JSON.parse(lines[0]);
console.log(JSON.stringify(lengthOfLIS(nums)));
