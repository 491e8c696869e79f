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
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Solution {
    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
        let mut heads = lists;
        // Min-heap of (value, list) over the current head of every list.
        let mut heap = BinaryHeap::new();
        for (i, head) in heads.iter().enumerate() {
            if let Some(node) = head {
                heap.push(Reverse((node.val, i)));
            }
        }
        let mut dummy = Box::new(ListNode::new(0));
        let mut tail = &mut dummy;
        while let Some(Reverse((_, i))) = heap.pop() {
            let mut node = heads[i].take().unwrap();
            heads[i] = node.next.take();
            if let Some(next) = &heads[i] {
                heap.push(Reverse((next.val, i)));
            }
            tail = tail.next.insert(node);
        }
        dummy.next
    }
}
