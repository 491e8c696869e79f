/**
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // Bug: only counts each kind of bracket, so the closing order is never checked.
  const depth = { '(': 0, '[': 0, '{': 0 };
  const partner = { ')': '(', ']': '[', '}': '{' };
  for (const c of s) {
    if (c in partner) {
      if (--depth[partner[c]] < 0) return false;
    } else depth[c]++;
  }
  return Object.values(depth).every((d) => d === 0);
}

// ---------- Input/output helpers: you do not need to change anything below. ----------

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const s = JSON.parse(lines[0]);
  const result = isValid(s);
  process.stdout.write(String(result) + '\n');
}

main();
