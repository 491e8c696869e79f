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
    pub fn is_valid_bst(root: Option<Rc<RefCell<TreeNode>>>) -> bool {
        // In-order walk with an explicit stack: the values must come out strictly increasing.
        let mut pending: Vec<Rc<RefCell<TreeNode>>> = Vec::new();
        let mut node = root;
        let mut previous = i64::MIN; // smaller than every 32-bit value
        while node.is_some() || !pending.is_empty() {
            while let Some(current) = node {
                node = current.borrow().left.clone();
                pending.push(current);
            }
            let current = pending.pop().unwrap();
            let current = current.borrow();
            if current.val as i64 <= previous {
                return false;
            }
            previous = current.val as i64;
            node = current.right.clone();
        }
        true
    }
}
