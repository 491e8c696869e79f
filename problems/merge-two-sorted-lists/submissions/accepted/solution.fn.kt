/**
 * Defined for you (do not redefine):
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    fun mergeTwoLists(list1: ListNode?, list2: ListNode?): ListNode? {
        var a = list1
        var b = list2
        val dummy = ListNode(0)
        var tail = dummy
        while (a != null && b != null) {
            if (a.`val` <= b.`val`) {
                tail.next = a
                tail = a
                a = a.next
            } else {
                tail.next = b
                tail = b
                b = b.next
            }
        }
        tail.next = a ?: b
        return dummy.next
    }
}
