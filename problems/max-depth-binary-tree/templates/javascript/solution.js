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
  // Write your solution here
  return 0;
}
