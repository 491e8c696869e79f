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
        // Write your solution here
        None
    }
}
