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
function maxDepth(root: TreeNode | null): number {
  // Recursion is fine here: main() runs on a 256 MiB stack.
  if (!root) return 0;
  return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
}
