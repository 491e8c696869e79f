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
function lowestCommonAncestor(root: TreeNode | null, p: number, q: number): TreeNode | null {
  // A subtree reports p or q when it finds one; the node where two reports meet is the answer.
  // Recursion is fine here: main() runs on a 256 MiB stack.
  if (root === null || root.val === p || root.val === q) return root;
  const left = lowestCommonAncestor(root.left, p, q);
  const right = lowestCommonAncestor(root.right, p, q);
  if (left && right) return root;
  return left || right;
}
