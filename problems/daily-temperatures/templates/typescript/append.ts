
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const temperatures: number[] = JSON.parse(lines[0]);
  const result = dailyTemperatures(temperatures);
  process.stdout.write(JSON.stringify(result) + '\n');
}

main();
