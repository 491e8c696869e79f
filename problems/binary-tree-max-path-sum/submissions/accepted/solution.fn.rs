/**
 * Defined for you (do not redefine):
 * #[derive(Debug, PartialEq, Eq)]
 * pub struct TreeNode {
 *   pub val: i32,
 *   pub left: Option<Rc<RefCell<TreeNode>>>,
 *   pub right: Option<Rc<RefCell<TreeNode>>>,
 * }
 *
 * impl TreeNode {
 *   #[inline]
 *   pub fn new(val: i32) -> Self {
 *     TreeNode {
 *       val,
 *       left: None,
 *       right: None
 *     }
 *   }
 * }
 */
use std::cell::RefCell;
use std::rc::Rc;

impl Solution {
    // Best sum of a path that starts at node and goes down; also tries the path that bends at node.
    // Recursion is fine here: the program runs on a 64 MiB stack.
    fn downward(node: &Option<Rc<RefCell<TreeNode>>>, best: &mut i32) -> i32 {
        match node {
            None => 0,
            Some(node) => {
                let node = node.borrow();
                let left = Self::downward(&node.left, best).max(0);
                let right = Self::downward(&node.right, best).max(0);
                *best = (*best).max(node.val + left + right);
                node.val + left.max(right)
            }
        }
    }

    pub fn max_path_sum(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        let mut best = i32::MIN;
        Self::downward(&root, &mut best);
        best
    }
}
