/**
 * Defined for you (do not redefine):
 * class ListNode {
 *   constructor(val, next = null) {
 *     this.val = val;
 *     this.next = next;
 *   }
 * }
 */
/**
 * @param {ListNode|null} head
 * @param {number} n
 * @return {ListNode|null}
 */
function removeNthFromEnd(head, n) {
  // Write your solution here
  return null;
}
