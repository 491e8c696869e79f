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
 * @param {number} p
 * @param {number} q
 * @return {TreeNode|null}
 */
function lowestCommonAncestor(root, p, q) {
  // Write your solution here
  return null;
}
