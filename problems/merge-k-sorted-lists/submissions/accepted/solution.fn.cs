/**
 * Defined for you (do not redefine):
 * public class ListNode {
 *     public int val;
 *     public ListNode next;
 *     public ListNode(int val=0, ListNode next=null) {
 *         this.val = val;
 *         this.next = next;
 *     }
 * }
 */
public class Solution {
    public ListNode MergeKLists(ListNode[] lists) {
        if (lists.Length == 0) return null;
        // Merge neighbours pairwise, doubling the gap: every node takes part in log k merges.
        for (int gap = 1; gap < lists.Length; gap *= 2)
            for (int i = 0; i + gap < lists.Length; i += 2 * gap)
                lists[i] = MergeTwo(lists[i], lists[i + gap]);
        return lists[0];
    }

    private static ListNode MergeTwo(ListNode a, ListNode b) {
        ListNode dummy = new ListNode(0), tail = dummy;
        while (a != null && b != null) {
            if (a.val <= b.val) {
                tail = tail.next = a;
                a = a.next;
            } else {
                tail = tail.next = b;
                b = b.next;
            }
        }
        tail.next = a != null ? a : b;
        return dummy.next;
    }
}
