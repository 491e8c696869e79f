# Defined for you (do not redefine):
# class TreeNode:
#     def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
#         self.val = val
#         self.left = left
#         self.right = right


def average_of_levels(root: Optional[TreeNode]) -> List[float]:
    averages = []
    level = [root] if root else []
    while level:
        averages.append(sum(node.val for node in level) / len(level))
        level = [child for node in level for child in (node.left, node.right) if child]
    return averages
