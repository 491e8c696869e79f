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
function isValidBST(root: TreeNode | null): boolean {
  // Every node must lie strictly between the bounds set by its ancestors.
  const within = (node: TreeNode | null, low: number, high: number): boolean =>
    node === null ||
    (low < node.val && node.val < high && within(node.left, low, node.val) && within(node.right, node.val, high));
  return within(root, -Infinity, Infinity);
}
