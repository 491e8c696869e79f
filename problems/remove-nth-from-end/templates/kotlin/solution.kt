/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun removeNthFromEnd(head: ListNode?, n: Int): ListNode? {
        // Write your solution here
        return null
    }
}
