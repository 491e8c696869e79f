# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def max_path_sum(root: Optional[TreeNode]) -> int:
    # Write your solution here
    return 0
