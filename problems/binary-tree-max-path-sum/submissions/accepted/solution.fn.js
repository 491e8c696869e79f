/**
 * Defined for you (do not redefine):
 * class TreeNode {
 *   constructor(val, left = null, right = null) {
 *     this.val = val;
 *     this.left = left;
 *     this.right = right;
 *   }
 * }
 */
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
