"""Writes the hidden tests of lowest-common-ancestor into data/secret (deterministic)."""
import glob
import json
import os
import random

rng = random.Random(4109)
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
LIMIT = 10**9


def distinct_values(tree: Tree, lo, hi) -> Tree:
    for node, value in enumerate(rng.sample(range(lo, hi + 1), len(tree.val))):
        tree.val[node] = value
    return tree


def parents(tree: Tree) -> dict:
    up = {}
    for node in range(len(tree.val)):
        for child in (tree.left[node], tree.right[node]):
            if child != -1:
                up[child] = node
    return up


def lca(tree: Tree, a: int, b: int) -> int:
    up = parents(tree)
    seen = {a}
    while a in up:
        a = up[a]
        seen.add(a)
    while b not in seen:
        b = up[b]
    return b


def deepest(tree: Tree, count: int) -> list:
    return [node for level in tree.levels()[::-1] for node in level][:count]


def case(tree: Tree, a: int, b: int):
    lines = [encode(tree.level_order()), str(tree.val[a]), str(tree.val[b])]
    return lines, str(tree.val[lca(tree, a, b)])


def random_pair(tree: Tree):
    return rng.sample(range(len(tree.val)), 2)


def zero():
    return 0


def main() -> None:
    small = distinct_values(random_tree(15, zero), -50, 50)
    mid = distinct_values(random_tree(3000, zero), -LIMIT, LIMIT)
    chain = distinct_values(path_tree(4000, zero, "?"), -LIMIT, LIMIT)
    bushy = distinct_values(complete_tree(MAX_N, zero), 0, MAX_N - 1)
    deep = distinct_values(path_tree(MAX_N, zero, "RRL"), 0, MAX_N - 1)
    cases = [
        case(distinct_values(complete_tree(2, zero), -LIMIT, LIMIT), 0, 1),
        case(distinct_values(complete_tree(3, zero), -LIMIT, LIMIT), 2, 1),
        case(small, *random_pair(small)),
        case(small, *random_pair(small)),
        case(mid, *random_pair(mid)),
        case(mid, *deepest(mid, 2)),
        case(chain, 3999, 1500),
        case(chain, 0, 2500),
        case(distinct_values(complete_tree(4095, zero), -LIMIT, LIMIT), 2047, 4094),
        case(distinct_values(complete_tree(4095, zero), -LIMIT, LIMIT), 3000, 3001),
        # Maximum size with short values: a complete tree and a 10^5-node chain.
        case(bushy, MAX_N - 1, MAX_N // 2),
        case(deep, MAX_N - 1, MAX_N - 2),
    ]
    write_tests(cases)


if __name__ == "__main__":
    main()
