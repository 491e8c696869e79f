/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun reverseList(head: ListNode?): ListNode? {
        // Write your solution here
        return null
    }
}
