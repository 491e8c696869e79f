/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun reverseList(head: ListNode?): ListNode? {
        var rest = head
        var prev: ListNode? = null
        while (rest != null) {
            val next = rest.next
            rest.next = prev
            prev = rest
            rest = next
        }
        return prev
    }
}
