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
    pub fn remove_nth_from_end(head: Option<Box<ListNode>>, n: i32) -> Option<Box<ListNode>> {
        // Count the nodes, then unlink the one that has length - n nodes before it.
        let mut length = 0;
        let mut node = head.as_ref();
        while let Some(current) = node {
            length += 1;
            node = current.next.as_ref();
        }
        let mut dummy = Box::new(ListNode { val: 0, next: head });
        let mut before = &mut dummy;
        for _ in 0..length - n {
            before = before.next.as_mut().unwrap();
        }
        let removed = before.next.take().unwrap();
        before.next = removed.next;
        dummy.next
    }
}
