/**
 * Defined for you (do not redefine):
 * class ListNode {
 *   constructor(val, next = null) {
 *     this.val = val;
 *     this.next = next;
 *   }
 * }
 */
function mergeTwo(a, b) {
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

/**
 * @param {(ListNode|null)[]} lists
 * @return {ListNode|null}
 */
function mergeKLists(lists) {
  // Merge neighbours pairwise, like merge sort: every round halves the number of lists.
  let round = lists.slice();
  if (round.length === 0) return null;
  while (round.length > 1) {
    const next = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  return round[0];
}
