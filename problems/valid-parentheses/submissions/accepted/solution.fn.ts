function isValid(s: string): boolean {
  const partner: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: string[] = []; // brackets still waiting for their partner, innermost last
  for (const c of s) {
    if (!(c in partner)) open.push(c);
    else if (open.pop() !== partner[c]) return false;
  }
  return open.length === 0;
}
