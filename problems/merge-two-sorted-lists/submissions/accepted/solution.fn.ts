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
function mergeTwoLists(list1: ListNode | null, list2: ListNode | null): ListNode | null {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (list1 && list2) {
    if (list1.val <= list2.val) {
      tail = tail.next = list1;
      list1 = list1.next;
    } else {
      tail = tail.next = list2;
      list2 = list2.next;
    }
  }
  tail.next = list1 || list2;
  return dummy.next;
}
