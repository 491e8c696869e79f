/**
 * Defined for you (do not redefine):
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int val) { this.val = val; }
 * }
 */
class Solution {
    ListNode removeNthFromEnd(ListNode head, int n) {
        // Write your solution here
        return null;
    }
}
