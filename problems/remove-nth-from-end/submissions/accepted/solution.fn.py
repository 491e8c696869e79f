# Defined for you (do not redefine):
# class ListNode:
#     def __init__(self, val: int = 0, next: "Optional[ListNode]" = None):
#         self.val = val
#         self.next = next


def remove_nth_from_end(head: Optional[ListNode], n: int) -> Optional[ListNode]:
    dummy = ListNode(0, head)
    lead = trail = dummy
    for _ in range(n):
        lead = lead.next
    while lead.next:
        lead, trail = lead.next, trail.next
    trail.next = trail.next.next
    return dummy.next
