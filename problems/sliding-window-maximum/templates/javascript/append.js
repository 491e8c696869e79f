
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const nums = JSON.parse(lines[0]);
  const k = JSON.parse(lines[1]);
  const result = maxSlidingWindow(nums, k);
  process.stdout.write(JSON.stringify(result) + '\n');
}

main();
