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
use std::collections::VecDeque;
use std::rc::Rc;

impl Solution {
    pub fn average_of_levels(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<f64> {
        let mut averages = Vec::new();
        let mut pending: VecDeque<Rc<RefCell<TreeNode>>> = root.into_iter().collect();
        while !pending.is_empty() {
            let count = pending.len();
            let mut sum: i64 = 0; // a level can hold 5 * 10^4 values of 10^6
            for _ in 0..count {
                let node = pending.pop_front().unwrap();
                let node = node.borrow();
                sum += node.val as i64;
                if let Some(left) = &node.left {
                    pending.push_back(Rc::clone(left));
                }
                if let Some(right) = &node.right {
                    pending.push_back(Rc::clone(right));
                }
            }
            averages.push(sum as f64 / count as f64);
        }
        averages
    }
}
