"""Writes the hidden tests of binary-tree-level-averages into data/secret (deterministic)."""
import glob
import json
import os
import random

rng = random.Random(4107)
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
LIMIT = 10**6


def values_in(lo, hi):
    return lambda: rng.randint(lo, hi)


def near_tie(total, count) -> bool:
    """True when total / count lies within 1% of a rounding tie at the 5th decimal place.

    The tests avoid such levels, so every correct floating-point computation prints the same digits.
    """
    remainder = abs(total) * 10**5 % count
    return abs(2 * remainder - count) * 100 < count


def fix_ties(tree: Tree) -> Tree:
    for level in tree.levels():
        while near_tie(sum(tree.val[node] for node in level), len(level)):
            node = rng.choice(level)
            tree.val[node] += 1 if tree.val[node] < LIMIT else -1
    return tree


def case(tree):
    tree = fix_ties(tree)
    averages = []
    for level in tree.levels():
        averages.append(f"{sum(tree.val[node] for node in level) / len(level):.5f}")
    return [encode(tree.level_order())], " ".join(averages)


def main() -> None:
    full = values_in(-LIMIT, LIMIT)
    write_tests([
        case(random_tree(1, full)),
        case(complete_tree(3, values_in(-9, 9))),
        case(path_tree(6, values_in(-LIMIT, -LIMIT + 5), "?")),
        case(random_tree(30, values_in(-100, 100))),
        case(complete_tree(127, full)),
        case(random_tree(3000, full)),
        case(complete_tree(1000, values_in(0, 1))),
        # 4096 values near 10^6 on the last level: the level sum overflows a 32-bit integer.
        case(complete_tree(8191, values_in(LIMIT - 10**5, LIMIT))),
        case(complete_tree(8191, values_in(-LIMIT, -LIMIT + 10**5))),
        case(path_tree(2000, full, "?")),
        # Maximum size: five-digit values keep the file small and still overflow 32 bits on the last level.
        case(complete_tree(MAX_N, values_in(90000, 99999))),
        # A 10^5-node chain with one-digit values: 10^5 levels of one node each.
        case(path_tree(MAX_N, values_in(0, 9), "LR")),
    ])


if __name__ == "__main__":
    main()
