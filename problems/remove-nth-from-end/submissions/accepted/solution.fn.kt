/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun removeNthFromEnd(head: ListNode?, n: Int): ListNode? {
        val dummy = ListNode(0)
        dummy.next = head
        var lead: ListNode = dummy
        var trail: ListNode = dummy
        repeat(n) { lead = lead.next!! }
        while (lead.next != null) {
            lead = lead.next!!
            trail = trail.next!!
        }
        trail.next = trail.next?.next
        return dummy.next
    }
}
