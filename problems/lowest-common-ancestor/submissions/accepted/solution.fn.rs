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
    pub fn lowest_common_ancestor(
        root: Option<Rc<RefCell<TreeNode>>>,
        p: i32,
        q: i32,
    ) -> Option<Rc<RefCell<TreeNode>>> {
        // Recursion is fine here: the program runs on a 64 MiB stack.
        let node = root?;
        let (left, right) = {
            let current = node.borrow();
            if current.val == p || current.val == q {
                return Some(Rc::clone(&node));
            }
            (
                Self::lowest_common_ancestor(current.left.clone(), p, q),
                Self::lowest_common_ancestor(current.right.clone(), p, q),
            )
        };
        // p and q on different sides: node is the deepest that holds both; else the side that found them.
        match (left, right) {
            (Some(_), Some(_)) => Some(node),
            (left, None) => left,
            (None, right) => right,
        }
    }
}
