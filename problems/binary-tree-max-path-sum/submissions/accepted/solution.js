class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode|null} root
 * @return {number}
 */
function maxPathSum(root) {
  let best = -Infinity;
  // Best sum of a path that starts at node and goes down; also tries the path that bends at node.
  // Recursion is fine here: main() runs on a 256 MiB stack.
  const downward = (node) => {
    if (!node) return 0;
    const left = Math.max(0, downward(node.left));
    const right = Math.max(0, downward(node.right));
    best = Math.max(best, node.val + left + right);
    return node.val + Math.max(left, right);
  };
  downward(root);
  return best;
}

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
  const result = maxPathSum(root);
  process.stdout.write(String(result) + '\n');
}

// Runs main() on a worker thread with a 256 MiB stack, so deep recursion (a 10^5-node path) is safe.
const { Worker, isMainThread } = require('worker_threads');
if (isMainThread) new Worker(__filename, { resourceLimits: { stackSizeMb: 256 } });
else main();
