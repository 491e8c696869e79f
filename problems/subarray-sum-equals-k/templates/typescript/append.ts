
// ---------- Input/output: each input line holds one JSON value ----------
const lines = readFileSync(0, 'utf8').split('\n');
const nums: number[] = JSON.parse(lines[0]);
const k: number = JSON.parse(lines[1]);
console.log(JSON.stringify(subarraySum(nums, k)));
