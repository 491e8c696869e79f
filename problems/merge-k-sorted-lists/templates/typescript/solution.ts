/**
 * Defined for you (do not redefine):
 * class ListNode {
 *   val: number;
 *   next: ListNode | null;
 *   constructor(val = 0, next: ListNode | null = null) {
 *     this.val = val;
 *     this.next = next;
 *   }
 * }
 */
function mergeKLists(lists: (ListNode | null)[]): ListNode | null {
  // Write your solution here
  return null;
}
