
// ---------- Input/output helpers: you do not need to change anything below. ----------

// Builds a tree from its level order, where null marks a missing child.
function buildTree(items) {
  if (items.length === 0 || items[0] === null) return null;
  const root = new TreeNode(items[0]);
  const parents = [root];
  let head = 0;
  let i = 1;
  while (i < items.length) {
    const parent = parents[head++];
    if (items[i] !== null) parents.push((parent.left = new TreeNode(items[i])));
    i++;
    if (i < items.length && items[i] !== null) parents.push((parent.right = new TreeNode(items[i])));
    i++;
  }
  return root;
}

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n');
  const root = buildTree(JSON.parse(lines[0]));
  const p = JSON.parse(lines[1]);
  const q = JSON.parse(lines[2]);
  const result = lowestCommonAncestor(root, p, q);
  process.stdout.write((result ? String(result.val) : 'null') + '\n');
}

// Runs main() on a worker thread with a 256 MiB stack, so deep recursion (a 10^5-node path) is safe.
const { Worker, isMainThread } = require('worker_threads');
if (isMainThread) new Worker(__filename, { resourceLimits: { stackSizeMb: 256 } });
else main();
