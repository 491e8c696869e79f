import json
import sys
from collections import deque
from typing import List, Optional


class TreeNode:
    def __init__(self, val: int = 0, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val = val
        self.left = left
        self.right = right


def lowest_common_ancestor(root: Optional[TreeNode], p: int, q: int) -> Optional[TreeNode]:
    # Record every node's parent with an explicit stack, then climb from both nodes.
    parent = {root: None}
    found = {}
    stack = [root]
    while stack:
        node = stack.pop()
        found[node.val] = node
        for child in (node.left, node.right):
            if child:
                parent[child] = node
                stack.append(child)
    ancestors_of_p = set()
    node = found[p]
    while node:
        ancestors_of_p.add(node)
        node = parent[node]
    node = found[q]
    while node not in ancestors_of_p:
        node = parent[node]
    return node


# ---------- Input/output helpers: you do not need to change anything below. ----------

def build_tree(items: list) -> Optional[TreeNode]:
    """Builds a tree from its level order, where None (JSON null) marks a missing child."""
    if not items or items[0] is None:
        return None
    root = TreeNode(items[0])
    parents = deque([root])
    i = 1
    while i < len(items):
        parent = parents.popleft()
        if items[i] is not None:
            parent.left = TreeNode(items[i])
            parents.append(parent.left)
        i += 1
        if i < len(items) and items[i] is not None:
            parent.right = TreeNode(items[i])
            parents.append(parent.right)
        i += 1
    return root


def main() -> None:
    lines = sys.stdin.read().split("\n")
    root = build_tree(json.loads(lines[0]))
    p = json.loads(lines[1])
    q = json.loads(lines[2])
    result = lowest_common_ancestor(root, p, q)
    print("null" if result is None else str(result.val))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)  # deep recursion (a 10^5-node path) is safe
    main()
