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
function averageOfLevels(root: TreeNode | null): number[] {
  const averages: number[] = [];
  let level = root ? [root] : [];
  while (level.length > 0) {
    const next: TreeNode[] = [];
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
