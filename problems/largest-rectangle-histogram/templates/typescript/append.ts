
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const heights: number[] = JSON.parse(lines[0]);
  const result = largestRectangleArea(heights);
  process.stdout.write(String(result) + '\n');
}

main();
