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
        // Count the nodes, then step half way: each node has one owner, so there is no second pointer.
        let mut length = 0;
        let mut node = head.as_ref();
        while let Some(current) = node {
            length += 1;
            node = current.next.as_ref();
        }
        let mut middle = head;
        for _ in 0..length / 2 {
            middle = middle.unwrap().next;
        }
        middle
    }
}
