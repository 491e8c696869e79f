/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *   val: number;
 *   left: TreeNode | null;
 *   right: TreeNode | null;
 *   constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
 *     this.val = val;
 *     this.left = left;
 *     this.right = right;
 *   }
 * }
 */
function maxPathSum(root: TreeNode | null): number {
  let best = -Infinity;
  // Best sum of a path that starts at node and goes down; also tries the path that bends at node.
  // Recursion is fine here: main() runs on a 256 MiB stack.
  const downward = (node: TreeNode | null): number => {
    if (!node) return 0;
    const left = Math.max(0, downward(node.left));
    const right = Math.max(0, downward(node.right));
    best = Math.max(best, node.val + left + right);
    return node.val + Math.max(left, right);
  };
  downward(root);
  return best;
}
