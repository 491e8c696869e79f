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
function removeNthFromEnd(head: ListNode | null, n: number): ListNode | null {
  // Write your solution here
  return null;
}
