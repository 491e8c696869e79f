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
 * @param {ListNode|null} list1
 * @param {ListNode|null} list2
 * @return {ListNode|null}
 */
function mergeTwoLists(list1, list2) {
  // Write your solution here
  return null;
}
