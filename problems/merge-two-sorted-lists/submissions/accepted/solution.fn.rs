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
    pub fn merge_two_lists(
        list1: Option<Box<ListNode>>,
        list2: Option<Box<ListNode>>,
    ) -> Option<Box<ListNode>> {
        let (mut list1, mut list2) = (list1, list2);
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy;
        while let (Some(a), Some(b)) = (&list1, &list2) {
            // Move the smaller head (list1's on ties) to the tail and go on in its list.
            let smaller = if a.val <= b.val {
                &mut list1
            } else {
                &mut list2
            };
            let mut node = smaller.take().unwrap();
            *smaller = node.next.take();
            tail = tail.next.insert(node);
        }
        tail.next = list1.or(list2);
        dummy.next
    }
}
