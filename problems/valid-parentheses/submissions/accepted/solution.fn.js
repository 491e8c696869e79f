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
