/**
 * Defined for you (do not redefine):
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int val) { this.val = val; }
 * }
 */
class Solution {
    ListNode mergeKLists(ListNode[] lists) {
        // Write your solution here
        return null;
    }
}
