/**
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  const partner = { ')': '(', ']': '[', '}': '{' };
  const open = []; // brackets still waiting for their partner, innermost last
  for (const c of s) {
    if (!(c in partner)) open.push(c);
    else if (open.pop() !== partner[c]) return false;
  }
  return open.length === 0;
}

// ---------- Input/output helpers: you do not need to change anything below. ----------

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const s = JSON.parse(lines[0]);
  const result = isValid(s);
  process.stdout.write(String(result) + '\n');
}

main();
