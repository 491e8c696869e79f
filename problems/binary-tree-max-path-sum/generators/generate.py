"""Writes the hidden tests of binary-tree-max-path-sum into data/secret (deterministic)."""
import glob
import json
import os
import random

rng = random.Random(4110)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "secret")


def encode(value) -> str:
    return json.dumps(value, separators=(",", ":"))


class Tree:
    """A binary tree kept as parallel arrays; node 0 is the root and -1 means no child."""

    def __init__(self):
        self.val, self.left, self.right = [], [], []

    def add(self, value) -> int:
        self.val.append(value)
        self.left.append(-1)
        self.right.append(-1)
        return len(self.val) - 1

    def attach(self, parent, side, value) -> int:
        child = self.add(value)
        (self.left if side == "L" else self.right)[parent] = child
        return child

    def level_order(self) -> list:
        """The library's encoding: level order, null for a missing child, trailing nulls trimmed."""
        if not self.val:
            return []
        items, queue, head = [], [0], 0
        while head < len(queue):
            node = queue[head]
            head += 1
            if node == -1:
                items.append(None)
                continue
            items.append(self.val[node])
            queue.append(self.left[node])
            queue.append(self.right[node])
        while items and items[-1] is None:
            items.pop()
        return items

    def levels(self) -> list:
        """Node indices grouped by depth, root level first."""
        result, level = [], ([0] if self.val else [])
        while level:
            result.append(level)
            level = [c for node in level for c in (self.left[node], self.right[node]) if c != -1]
        return result

    def postorder(self) -> list:
        """Node indices with every child before its parent (no recursion, safe for deep trees)."""
        order, stack = [], ([0] if self.val else [])
        while stack:
            node = stack.pop()
            order.append(node)
            stack.extend(c for c in (self.left[node], self.right[node]) if c != -1)
        return order[::-1]


def random_tree(n, value) -> Tree:
    """Attaches every new node to a uniformly chosen free child slot (expected depth O(log n))."""
    tree = Tree()
    if n == 0:
        return tree
    tree.add(value())
    slots = [(0, "L"), (0, "R")]
    for _ in range(n - 1):
        i = rng.randrange(len(slots))
        slots[i], slots[-1] = slots[-1], slots[i]
        parent, side = slots.pop()
        child = tree.attach(parent, side, value())
        slots += [(child, "L"), (child, "R")]
    return tree


def path_tree(n, value, sides="L") -> Tree:
    """A chain of n nodes; each step goes to the side given by `sides` (cycled), or a random side for "?"."""
    tree = Tree()
    node = tree.add(value())
    for i in range(n - 1):
        side = sides[i % len(sides)]
        node = tree.attach(node, rng.choice("LR") if side == "?" else side, value())
    return tree


def complete_tree(n, value) -> Tree:
    tree = Tree()
    for i in range(n):
        tree.add(value())
        if i > 0:
            (tree.left if i % 2 == 1 else tree.right)[(i - 1) // 2] = i
    return tree


def write_tests(cases) -> None:
    """cases: (input lines, answer text) pairs, written as 01.in/01.ans, 02.in/02.ans, ..."""
    os.makedirs(OUT, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, "*")):
        os.remove(old)
    for number, (lines, answer) in enumerate(cases, 1):
        with open(os.path.join(OUT, f"{number:02d}.in"), "w") as f:
            f.write("".join(line + "\n" for line in lines))
        with open(os.path.join(OUT, f"{number:02d}.ans"), "w") as f:
            f.write(answer + "\n")


MAX_N = 10**5


def values_in(lo, hi):
    return lambda: rng.randint(lo, hi)


def best_path(tree: Tree) -> int:
    down = [0] * len(tree.val)  # best sum of a path that starts at the node and goes down
    best = None
    for node in tree.postorder():
        left = max(0, down[tree.left[node]]) if tree.left[node] != -1 else 0
        right = max(0, down[tree.right[node]]) if tree.right[node] != -1 else 0
        down[node] = tree.val[node] + max(left, right)
        bend = tree.val[node] + left + right
        best = bend if best is None else max(best, bend)
    return best


def case(tree: Tree):
    return [encode(tree.level_order())], str(best_path(tree))


def main() -> None:
    write_tests([
        case(random_tree(1, values_in(-1000, -1000))),
        case(random_tree(1, values_in(1000, 1000))),
        case(complete_tree(3, values_in(-1000, -1))),
        case(complete_tree(7, values_in(-10, 10))),
        case(random_tree(25, values_in(-20, 20))),
        case(path_tree(500, values_in(1, 1000), "?")),
        case(random_tree(3000, values_in(-1000, 1000))),
        case(random_tree(3000, values_in(-1000, 100))),
        case(complete_tree(4095, values_in(-1000, -1))),
        case(complete_tree(4095, values_in(-300, 1000))),
        case(path_tree(5000, values_in(-1000, 1000), "LLR")),
        # Maximum size: a random tree, and a 10^5-node chain of short values whose best path is long.
        case(random_tree(MAX_N, values_in(-999, 999))),
        case(path_tree(MAX_N, values_in(-5, 9), "RL")),
    ])


if __name__ == "__main__":
    main()
