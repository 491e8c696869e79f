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
  // Write your solution here
  return 0;
}
