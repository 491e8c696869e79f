
// ---------- Input/output helpers: you do not need to change anything below. ----------

// Builds a tree from its level order, where null marks a missing child.
function buildTree(items: (number | null)[]): TreeNode | null {
  if (items.length === 0 || items[0] === null) return null;
  const root = new TreeNode(items[0]);
  const parents = [root];
  let head = 0;
  let i = 1;
  while (i < items.length) {
    const parent = parents[head++];
    const left = items[i];
    if (left !== null) parents.push((parent.left = new TreeNode(left)));
    i++;
    const right = items[i];
    if (i < items.length && right !== null) parents.push((parent.right = new TreeNode(right)));
    i++;
  }
  return root;
}

function main(): void {
  const lines = readFileSync(0, 'utf8').split('\n');
  const root = buildTree(JSON.parse(lines[0]));
  const p: number = JSON.parse(lines[1]);
  const q: number = JSON.parse(lines[2]);
  const result = lowestCommonAncestor(root, p, q);
  process.stdout.write((result ? String(result.val) : 'null') + '\n');
}

// Runs main() on a worker thread with a 256 MiB stack, so deep recursion (a 10^5-node path) is safe.
if (isMainThread) new Worker(__filename, { resourceLimits: { stackSizeMb: 256 } });
else main();
