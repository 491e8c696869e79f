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
  let prev = null;
  while (head) {
    const next = head.next;
    head.next = prev;
    prev = head;
    head = next;
  }
  return prev;
}
