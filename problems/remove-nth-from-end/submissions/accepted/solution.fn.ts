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
  const dummy = new ListNode(0, head);
  let lead: ListNode = dummy;
  let trail: ListNode = dummy;
  for (let i = 0; i < n; i++) lead = lead.next!; // n is at most the length
  while (lead.next) {
    lead = lead.next;
    trail = trail.next!;
  }
  trail.next = trail.next!.next;
  return dummy.next;
}
