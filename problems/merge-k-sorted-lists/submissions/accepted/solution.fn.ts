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
function mergeTwo(a: ListNode | null, b: ListNode | null): ListNode | null {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a && b) {
    if (a.val <= b.val) {
      tail = tail.next = a;
      a = a.next;
    } else {
      tail = tail.next = b;
      b = b.next;
    }
  }
  tail.next = a || b;
  return dummy.next;
}

function mergeKLists(lists: (ListNode | null)[]): ListNode | null {
  // Merge neighbours pairwise, like merge sort: every round halves the number of lists.
  let round = lists.slice();
  if (round.length === 0) return null;
  while (round.length > 1) {
    const next: (ListNode | null)[] = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  return round[0];
}
