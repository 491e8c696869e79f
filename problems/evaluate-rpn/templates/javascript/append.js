
// ---------- Input/output helpers: you do not need to change anything below. ----------

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const tokens = JSON.parse(lines[0]);
  const result = evalRPN(tokens);
  process.stdout.write(String(result) + '\n');
}

main();
