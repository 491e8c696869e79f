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
 * @return {number[]}
 */
function averageOfLevels(root) {
  const averages = [];
  let level = root ? [root] : [];
  while (level.length > 0) {
    const next = [];
    let sum = 0;
    for (const node of level) {
      sum += node.val;
      if (node.left) next.push(node.left);
      if (node.right) next.push(node.right);
    }
    averages.push(sum / level.length);
    level = next;
  }
  return averages;
}
