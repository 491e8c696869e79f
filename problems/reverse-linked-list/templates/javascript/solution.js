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
 * @return {ListNode|null}
 */
function reverseList(head) {
  // Write your solution here
  return null;
}
