# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def max_depth(root: Optional[TreeNode]) -> int:
    # Breadth-first: count the levels one at a time.
    depth = 0
    level = [root] if root else []
    while level:
        depth += 1
        level = [child for node in level for child in (node.left, node.right) if child]
    return depth
