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
 * @param {(ListNode|null)[]} lists
 * @return {ListNode|null}
 */
function mergeKLists(lists) {
  // Write your solution here
  return null;
}
