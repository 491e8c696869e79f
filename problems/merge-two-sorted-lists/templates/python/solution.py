# Defined for you (do not redefine):
# class ListNode:
#     def __init__(self, val: int = 0, next: "Optional[ListNode]" = None):
#         self.val = val
#         self.next = next


def merge_two_lists(list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
    # Write your solution here
    return None
