/**
 * Defined for you (do not redefine):
 * #[derive(PartialEq, Eq, Clone, Debug)]
 * pub struct ListNode {
 *   pub val: i32,
 *   pub next: Option<Box<ListNode>>
 * }
 *
 * impl ListNode {
 *   #[inline]
 *   fn new(val: i32) -> Self {
 *     ListNode {
 *       next: None,
 *       val
 *     }
 *   }
 * }
 */
impl Solution {
    pub fn middle_node(head: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
        // Write your solution here
        None
    }
}
