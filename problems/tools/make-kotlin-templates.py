#!/usr/bin/env python3
"""Writes templates/kotlin/{prepend,solution,append}.kt for packages from their Java templates.

    python3 problems/tools/make-kotlin-templates.py [--force] [slug ...]   (default: every package)

The Kotlin harness follows the package's Java one line by line: the visible part is
templates/java/solution.java in LeetCode's Kotlin (`fun twoSum(nums: IntArray, target: Int): IntArray`),
the append keeps the Java append's comments and order, with each Java helper replaced by its Kotlin
translation below (same parsing, same output) and `main` reading through System.in.bufferedReader().
A Java helper or statement this script does not know is reported and the package left alone. Existing
Kotlin templates are kept unless --force is given, so hand edits survive a rerun.

The judge compiles Kotlin with Debian's kotlinc 1.3.31: no readln(), Char.code, uppercase(), and
kotlin.collections.ArrayDeque does not exist yet (java.util's is meant).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PREPEND = "import java.io.*\nimport java.util.*\n\n"

# LeetCode's own Kotlin declarations.
LIST_NODE = """class ListNode(var `val`: Int) {
    var next: ListNode? = null
}
"""
TREE_NODE = """class TreeNode(var `val`: Int) {
    var left: TreeNode? = null
    var right: TreeNode? = null
}
"""

TYPES = {
    "int": "Int",
    "long": "Long",
    "boolean": "Boolean",
    "double[]": "DoubleArray",
    "String": "String",
    "String[]": "Array<String>",
    "int[]": "IntArray",
    "int[][]": "Array<IntArray>",
    "ListNode": "ListNode?",
    "ListNode[]": "Array<ListNode?>",
    "TreeNode": "TreeNode?",
    "List<List<String>>": "List<List<String>>",
}

PLACEHOLDERS = {
    "return 0;": "return 0",
    "return null;": "return null",
    "return false;": "return false",
    'return "";': 'return ""',
    "return new int[0];": "return intArrayOf()",
    "return new int[0][];": "return arrayOf()",
    "return new double[0];": "return doubleArrayOf()",
    "return new ArrayList<>();": "return listOf()",
}

# Each Java helper variant, told apart by a line of its body, and its Kotlin translation.
HELPERS = [
    ("parseIntArray", "body.split", """fun parseIntArray(line: String): IntArray {
    var body = line.trim()
    body = body.substring(1, body.length - 1).trim()
    if (body.isEmpty()) return IntArray(0)
    val parts = body.split(",")
    val values = IntArray(parts.size)
    for (i in parts.indices) values[i] = parts[i].trim().toInt()
    return values
}
"""),
    ("parseIntArray", "Arrays.copyOf(out, len)", """fun parseIntArray(s: String): IntArray {
    var out = IntArray(8)
    var len = 0
    var i = 0
    while (i < s.length) {
        val c = s[i]
        if (c == '-' || Character.isDigit(c)) {
            val neg = c == '-'
            var v = 0L
            if (neg) i++
            while (i < s.length && Character.isDigit(s[i])) v = v * 10 + (s[i++] - '0')
            if (len == out.size) out = out.copyOf(len * 2)
            out[len++] = (if (neg) -v else v).toInt()
        }
        i++
    }
    return out.copyOf(len)
}
"""),
    ("splitArray", "", """fun splitArray(line: String): List<String> {
    val s = line.trim()
    return if (s.length <= 2) emptyList() else s.substring(1, s.length - 1).split(",")
}
"""),
    ("buildTree", "", """fun buildTree(line: String): TreeNode? {
    val items = splitArray(line)
    if (items.isEmpty() || items[0] == "null") return null
    val root = TreeNode(items[0].toInt())
    val parents = java.util.ArrayDeque<TreeNode>()
    parents.add(root)
    var i = 1
    while (i < items.size) {
        val parent = parents.poll()
        if (items[i] != "null") {
            val left = TreeNode(items[i].toInt())
            parent.left = left
            parents.add(left)
        }
        if (++i < items.size && items[i] != "null") {
            val right = TreeNode(items[i].toInt())
            parent.right = right
            parents.add(right)
        }
        i++
    }
    return root
}
"""),
    ("decimalsToText", "", """fun decimalsToText(values: DoubleArray): String {
    val out = StringBuilder()
    for (i in values.indices) {
        val scaled = Math.round(values[i] * 100000)
        if (i > 0) out.append(' ')
        if (scaled < 0) out.append('-')
        val fraction = (Math.abs(scaled) % 100000).toString()
        out.append(Math.abs(scaled) / 100000).append('.').append("0".repeat(5 - fraction.length)).append(fraction)
    }
    return out.toString()
}
"""),
    ("parseIntMatrix", "depth-- == 2", """fun parseIntMatrix(s: String): Array<IntArray> {
    val rows = ArrayList<IntArray>()
    var row = IntArray(8)
    var len = 0
    var depth = 0
    var i = 0
    while (i < s.length) {
        val c = s[i]
        if (c == '[') {
            depth++
            len = 0
        } else if (c == ']') {
            if (depth-- == 2) rows.add(row.copyOf(len))
        } else if (c == '-' || Character.isDigit(c)) {
            val neg = c == '-'
            var v = 0L
            if (neg) i++
            while (i < s.length && Character.isDigit(s[i])) v = v * 10 + (s[i++] - '0')
            i--
            if (len == row.size) row = row.copyOf(len * 2)
            row[len++] = (if (neg) -v else v).toInt()
        }
        i++
    }
    return rows.toTypedArray()
}
"""),
    ("parseIntMatrix", "rows.add(parseIntArray(", """fun parseIntMatrix(line: String): Array<IntArray> {
    val rows = ArrayList<IntArray>()
    var open = line.indexOf('[', line.indexOf('[') + 1)
    while (open >= 0) {
        val close = line.indexOf(']', open)
        rows.add(parseIntArray(line.substring(open, close + 1)))
        open = line.indexOf('[', close)
    }
    return rows.toTypedArray()
}
"""),
    ("parseIntMatrix", "rows.add(parseInts(", """fun parseIntMatrix(line: String): List<IntArray> {
    val s = line.trim()
    val rows = ArrayList<IntArray>()
    var i = 1
    while (i + 1 < s.length) {
        if (s[i] == '[') {
            val end = s.indexOf(']', i)
            rows.add(parseInts(s.substring(i, end + 1)))
            i = end
        }
        i++
    }
    return rows
}
"""),
    ("formatPairs", "", """fun formatPairs(pairs: Array<IntArray>): String {
    val sorted = Array(pairs.size) { intArrayOf(Math.min(pairs[it][0], pairs[it][1]), Math.max(pairs[it][0], pairs[it][1])) }
    sorted.sortWith(Comparator { a, b -> if (a[0] != b[0]) Integer.compare(a[0], b[0]) else Integer.compare(a[1], b[1]) })
    val out = StringBuilder("[")
    for (i in sorted.indices) {
        if (i > 0) out.append(',')
        out.append('[').append(sorted[i][0]).append(',').append(sorted[i][1]).append(']')
    }
    return out.append(']').toString()
}
"""),
    ("parseInts", "", """fun parseInts(line: String): IntArray {
    val items = splitArray(line)
    val values = IntArray(items.size)
    for (i in items.indices) values[i] = items[i].toInt()
    return values
}
"""),
    ("arrayToJson", "", """fun arrayToJson(values: IntArray): String {
    val out = StringBuilder("[")
    for (i in values.indices) out.append(if (i > 0) "," else "").append(values[i])
    return out.append(']').toString()
}
"""),
    ("parseString", "s.substring(s.indexOf", """fun parseString(s: String): String {
    return s.substring(s.indexOf('"') + 1, s.lastIndexOf('"'))
}
"""),
    ("parseString", "line.substring(line.indexOf", """fun parseString(line: String): String {
    return line.substring(line.indexOf('"') + 1, line.lastIndexOf('"'))
}
"""),
    ("parseString", "s.length() - 1", """fun parseString(line: String): String {
    val s = line.trim()
    return s.substring(1, s.length - 1)
}
"""),
    ("parseStrings", "", """fun parseStrings(line: String): Array<String> {
    val items = splitArray(line)
    return Array(items.size) { items[it].substring(1, items[it].length - 1) }
}
"""),
    ("parseStringArray", "int open", """fun parseStringArray(line: String): Array<String> {
    val items = ArrayList<String>()
    var open = line.indexOf('"')
    while (open >= 0) {
        val close = line.indexOf('"', open + 1)
        items.add(line.substring(open + 1, close))
        open = line.indexOf('"', close + 1)
    }
    return items.toTypedArray()
}
"""),
    ("parseStringArray", "int j = s.indexOf", """fun parseStringArray(s: String): Array<String> {
    val out = ArrayList<String>()
    var i = 0
    while (i < s.length) {
        if (s[i] == '"') {
            val j = s.indexOf('"', i + 1)
            out.add(s.substring(i + 1, j))
            i = j
        }
        i++
    }
    return out.toTypedArray()
}
"""),
    ("toJson", "List<List<String>> groups", """fun toJson(groups: List<List<String>>): String {
    val out = StringBuilder("[")
    for (g in groups.indices) {
        if (g > 0) out.append(',')
        out.append('[')
        val group = groups[g]
        for (i in group.indices) {
            if (i > 0) out.append(',')
            out.append('"').append(group[i]).append('"')
        }
        out.append(']')
    }
    return out.append(']').toString()
}
"""),
    ("toJson", "String text", """fun toJson(text: String): String {
    return "\\"" + text + "\\""
}
"""),
    ("toJson", "int[][] rows", """fun toJson(rows: Array<IntArray>): String {
    val out = StringBuilder("[")
    for (r in rows.indices) {
        if (r > 0) out.append(',')
        out.append('[')
        for (i in rows[r].indices) {
            if (i > 0) out.append(',')
            out.append(rows[r][i])
        }
        out.append(']')
    }
    return out.append(']').toString()
}
"""),
    ("toJson", "int[] values", """fun toJson(values: IntArray): String {
    val out = StringBuilder("[")
    for (i in values.indices) {
        if (i > 0) out.append(',')
        out.append(values[i])
    }
    return out.append(']').toString()
}
"""),
    ("buildList", "", """fun buildList(values: IntArray): ListNode? {
    val dummy = ListNode(0)
    var tail = dummy
    for (v in values) {
        val node = ListNode(v)
        tail.next = node
        tail = node
    }
    return dummy.next
}
"""),
    ("listToJson", "", """fun listToJson(head: ListNode?): String {
    val out = StringBuilder("[")
    var node = head
    while (node != null) {
        if (node !== head) out.append(',')
        out.append(node.`val`)
        node = node.next
    }
    return out.append(']').toString()
}
"""),
]

BIG_STACK_MAIN = """// Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.
fun main() {
    val thread = Thread(null, {
        try {
            run()
        } catch (e: Throwable) {
            e.printStackTrace()
            System.exit(1)
        }
    }, "main", 1L shl 26)
    thread.start()
    thread.join()
}
"""

SIGNATURE = re.compile(r"^(\s+)(?:public )?(\S+(?:<.*>)?) (\w+)\((.*)\) \{$")


class Unsure(Exception):
    pass


def definitions_comment(types: str) -> str:
    body = "".join(f" * {line}".rstrip() + "\n" for line in types.splitlines())
    return "/**\n * Defined for you (do not redefine):\n" + body + " */\n"


def translate_visible(java: str) -> str:
    lines = java.splitlines()
    # Drop the Java definitions comment: the Kotlin one is written from LeetCode's declarations.
    if lines and lines[0].startswith("/**"):
        end = next(i for i, line in enumerate(lines) if line.startswith(" */"))
        lines = lines[end + 1 :]
    out, seen = [], False
    for line in lines:
        match = SIGNATURE.match(line)
        if match and not seen:
            seen = True
            indent, returns, name, params = match.groups()
            if returns not in TYPES:
                raise Unsure(f"return type {returns}")
            parsed = []
            for param in filter(None, (p.strip() for p in params.split(","))):
                ptype, pname = param.rsplit(" ", 1)
                if ptype not in TYPES:
                    raise Unsure(f"parameter type {ptype}")
                parsed.append(f"{pname}: {TYPES[ptype]}")
            out.append(f"{indent}fun {name}({', '.join(parsed)}): {TYPES[returns]} {{")
            continue
        constant = re.match(r"^(\s+)static final (\w+) (\w+) = (.+);$", line)
        if constant:
            indent, _, cname, value = constant.groups()
            out.append(f"{indent}private val {cname} = {value}")
            continue
        stripped = line.strip()
        if stripped.startswith("return "):
            if stripped not in PLACEHOLDERS:
                raise Unsure(f"placeholder {stripped}")
            line = line.replace(stripped, PLACEHOLDERS[stripped])
        out.append(line)
    if not seen:
        raise Unsure("no method signature")
    return "\n".join(out) + "\n"


def expression(java: str) -> str:
    text = java.replace("in.readLine()", "input.readLine()").replace("new Solution()", "Solution()")
    text = re.sub(r"Integer\.parseInt\((.+?)\.trim\(\)\)", r"\1.trim().toInt()", text)
    text = text.replace('(result == null ? "null" : String.valueOf(result.val))', '(if (result == null) "null" else result.`val`.toString())')
    text = re.sub(r"String\.valueOf\((\w+)\)", r"\1.toString()", text)
    if re.search(r"\bnew\b|\?|\.get\(|\.length\b|\.size\(\)", text):
        raise Unsure(f"expression {java}")
    return text


def translate_body(lines: list[str]) -> list[str]:
    out = []
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if line == "BufferedReader in = new BufferedReader(new InputStreamReader(System.in));":
            out.append("    val input = System.`in`.bufferedReader()")
        elif line == 'String[] lines = new String(System.in.readAllBytes()).split("\\n");':
            out.append('    val lines = System.`in`.bufferedReader().readText().split("\\n")')
        elif line == "run();":
            out.append("    run()")
        elif line == "ListNode[] lists = new ListNode[rows.size()];":
            follow = lines[i].strip() if i < len(lines) else ""
            if follow != "for (int i = 0; i < lists.length; i++) lists[i] = buildList(rows.get(i));":
                raise Unsure(f"statement {follow}")
            i += 1
            out.append("    val lists = Array(rows.size) { buildList(rows[it]) }")
        elif (match := re.match(r"^System\.out\.println\((.*)\);$", line)):
            printed = expression(match.group(1))
            printed = re.sub(r"^\((if .*)\)$", r"\1", printed)
            printed = re.sub(r"^(\w+)\.toString\(\)$", r"\1", printed)
            out.append(f"    println({printed})")
        elif (match := re.match(r"^[\w<>\[\], ]+? (\w+) = (.*);$", line)):
            out.append(f"    val {match.group(1)} = {expression(match.group(2))}")
        else:
            raise Unsure(f"statement {line}")
    return out


def translate_append(java: str, node_types: list[str]) -> str:
    lines = java.splitlines()
    start = lines.index("public class Main {")
    body = lines[start + 1 :]
    while body and body[-1].strip() == "":
        body.pop()
    if body[-1] != "}":
        raise Unsure("Main does not end its file")
    body.pop()
    out = [""] + [line for t in node_types for line in (t + "\n").splitlines()]
    i = 0
    big_stack = False
    while i < len(body):
        line = body[i]
        if line.strip() == "" or line.strip().startswith("//"):
            comment = line[4:] if line.startswith("    ") else line.strip()
            if "Runs the program on a thread with a 64 MiB stack" in comment:
                i += 1
                continue
            out.append(comment)
            i += 1
            continue
        header = re.match(r"^    (?:public )?static (.+?) (\w+)\((.*)\)(?: throws [\w, ]+)? \{$", line)
        if not header:
            raise Unsure(f"line {line.strip()}")
        end = body.index("    }", i)
        block = body[i : end + 1]
        name = header.group(2)
        i = end + 1
        if name == "main" and "1 << 26" in "\n".join(block):
            big_stack = True
            out.extend(BIG_STACK_MAIN.rstrip("\n").splitlines())
            continue
        if name in ("main", "run"):
            out.append("fun main() {" if name == "main" else "fun run() {")
            out.extend(translate_body(block[1:-1]))
            out.append("}")
            continue
        text = "\n".join(block)
        for helper, marker, kotlin in HELPERS:
            if helper == name and marker in text:
                out.extend(kotlin.rstrip("\n").splitlines())
                break
        else:
            raise Unsure(f"helper {name}")
    if big_stack and "fun run() {" not in out:
        raise Unsure("a big-stack main without run()")
    return "\n".join(out) + "\n"


def make(slug: str, force: bool) -> str:
    package = ROOT / slug
    java = package / "templates" / "java"
    if not (java / "solution.java").is_file():
        raise Unsure("no templates/java/solution.java")
    target = package / "templates" / "kotlin"
    if target.exists() and not force:
        return "kept"
    visible = translate_visible((java / "solution.java").read_text())
    types = [
        definition
        for name, definition in (("ListNode", LIST_NODE), ("TreeNode", TREE_NODE))
        if re.search(rf"\b{name}\b", visible)
    ]
    # The node classes follow the user's part, as in C#: Kotlin wants every import ahead of the first
    # declaration, so a user who adds one at the top of the editor still compiles.
    append = translate_append((java / "append.java").read_text(), types)
    if types:
        visible = definitions_comment("".join(types)) + visible
    target.mkdir(parents=True, exist_ok=True)
    (target / "prepend.kt").write_text(PREPEND)
    (target / "solution.kt").write_text(visible)
    (target / "append.kt").write_text(append)
    return "written"


def main() -> None:
    args = sys.argv[1:]
    force = "--force" in args
    slugs = [a for a in args if a != "--force"] or sorted(
        p.name for p in ROOT.iterdir() if (p / "problem.yaml").is_file()
    )
    failed = False
    for slug in slugs:
        try:
            print(f"{slug}: {make(slug, force)}")
        except Unsure as reason:
            failed = True
            print(f"{slug}: left alone ({reason})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
