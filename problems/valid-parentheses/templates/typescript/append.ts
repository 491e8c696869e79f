
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const s: string = JSON.parse(lines[0]);
  const result = isValid(s);
  process.stdout.write(String(result) + '\n');
}

main();
