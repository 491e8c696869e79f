// The user's functions live in `impl Solution`, as on LeetCode.
pub struct Solution;

// Rc and RefCell are spelt out, not imported: the user's part imports them itself, as on LeetCode,
// and a second `use` of the same name here would not compile.
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
  pub val: i32,
  pub left: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
  pub right: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
}

impl TreeNode {
  #[inline]
  pub fn new(val: i32) -> Self {
    TreeNode {
      val,
      left: None,
      right: None
    }
  }
}
