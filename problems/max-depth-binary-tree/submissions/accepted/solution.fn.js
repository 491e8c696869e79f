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
function maxDepth(root) {
  // Recursion is fine here: main() runs on a 256 MiB stack.
  if (!root) return 0;
  return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
}
