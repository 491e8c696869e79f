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
 * @return {boolean}
 */
function isValidBST(root) {
  // Every node must lie strictly between the bounds set by its ancestors.
  const within = (node, low, high) =>
    node === null ||
    (low < node.val && node.val < high && within(node.left, low, node.val) && within(node.right, node.val, high));
  return within(root, -Infinity, Infinity);
}
