
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const nums: number[] = JSON.parse(lines[0]);
  const k: number = JSON.parse(lines[1]);
  const result = maxSlidingWindow(nums, k);
  process.stdout.write(JSON.stringify(result) + '\n');
}

main();
