#!/usr/bin/env python3
"""Writes templates/csharp/{prepend,solution,append}.cs for packages from their Java templates.

    python3 problems/tools/make-csharp-templates.py [--force] [slug ...]   (default: every package)

The C# harness follows the package's Java one: the visible part is templates/java/solution.java
translated to LeetCode's C# (PascalCase method names, `string`, `bool`), the prepend holds only
`using` lines, and the append declares LeetCode's ListNode and TreeNode where needed, parses the
same JSON-per-line arguments, makes the same call and prints the answer exactly as the Java append
does. The argument and answer encodings are read from the Java method's signature, so a new package
with the usual types needs no change here; a type this script does not know is reported and the
package is left alone. Existing C# templates are kept unless --force is given, so hand edits survive
a rerun.

The judge compiles C# with Mono's mcs (C# 7): no switch expressions, no target-typed `new()`, and
no digit separators (mcs 6.8 misreads `1_000_000_007`).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PREPEND_USINGS = """using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Numerics;
using System.Text;
"""

# LeetCode's own C# declarations, byte for byte in their members and constructors.
LIST_NODE = """public class ListNode {
    public int val;
    public ListNode next;
    public ListNode(int val=0, ListNode next=null) {
        this.val = val;
        this.next = next;
    }
}
"""

TREE_NODE = """public class TreeNode {
    public int val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}
"""

TYPES = {
    "int": "int",
    "long": "long",
    "boolean": "bool",
    "double[]": "double[]",
    "String": "string",
    "String[]": "string[]",
    "int[]": "int[]",
    "int[][]": "int[][]",
    "ListNode": "ListNode",
    "ListNode[]": "ListNode[]",
    "TreeNode": "TreeNode",
    "List<List<String>>": "IList<IList<string>>",
}

PLACEHOLDERS = {"return new ArrayList<>();": "return new List<IList<string>>();"}

HELPERS = {
    "ParseInt": """    static int ParseInt(string line) {
        return int.Parse(line.Trim(), CultureInfo.InvariantCulture);
    }
""",
    "ParseIntArray": """    // Reads a JSON array of integers such as [2,-7,11], digit by digit: int.Parse per item is slow for 10^5 items.
    static int[] ParseIntArray(string line) {
        List<int> values = new List<int>();
        for (int i = 0; i < line.Length; i++) {
            char c = line[i];
            if (c != '-' && (c < '0' || c > '9')) continue;
            bool negative = c == '-';
            if (negative) i++;
            long value = 0;
            while (i < line.Length && line[i] >= '0' && line[i] <= '9') value = value * 10 + (line[i++] - '0');
            values.Add((int) (negative ? -value : value));
        }
        return values.ToArray();
    }
""",
    "ParseIntMatrix": """    // Reads a JSON array of integer arrays such as [[1,4],[],[2]].
    static int[][] ParseIntMatrix(string line) {
        List<int[]> rows = new List<int[]>();
        List<int> row = new List<int>();
        int depth = 0;
        for (int i = 0; i < line.Length; i++) {
            char c = line[i];
            if (c == '[') {
                depth++;
                row.Clear();
            } else if (c == ']') {
                if (depth-- == 2) rows.Add(row.ToArray());
            } else if (c == '-' || (c >= '0' && c <= '9')) {
                bool negative = c == '-';
                if (negative) i++;
                long value = 0;
                while (i < line.Length && line[i] >= '0' && line[i] <= '9') value = value * 10 + (line[i++] - '0');
                i--;
                row.Add((int) (negative ? -value : value));
            }
        }
        return rows.ToArray();
    }
""",
    "ParseString": """    // Reads a JSON string such as "abc": its text lies between the first and the last quote (no escapes).
    static string ParseString(string line) {
        int open = line.IndexOf('"'), close = line.LastIndexOf('"');
        return line.Substring(open + 1, close - open - 1);
    }
""",
    "ParseStringArray": """    // Reads a JSON array of strings such as ["eat","tea"] (inputs never need escape sequences).
    static string[] ParseStringArray(string line) {
        List<string> items = new List<string>();
        int open = line.IndexOf('"');
        while (open >= 0) {
            int close = line.IndexOf('"', open + 1);
            items.Add(line.Substring(open + 1, close - open - 1));
            open = line.IndexOf('"', close + 1);
        }
        return items.ToArray();
    }
""",
    "BuildList": """    static ListNode BuildList(int[] values) {
        ListNode dummy = new ListNode(0), tail = dummy;
        foreach (int v in values) tail = tail.next = new ListNode(v);
        return dummy.next;
    }
""",
    "ListToJson": """    static string ListToJson(ListNode head) {
        StringBuilder output = new StringBuilder("[");
        for (ListNode node = head; node != null; node = node.next) {
            if (node != head) output.Append(',');
            output.Append(node.val);
        }
        return output.Append(']').ToString();
    }
""",
    "BuildTree": """    // Builds a tree from its level order, where "null" marks a missing child.
    static TreeNode BuildTree(string line) {
        string s = line.Trim();
        string[] items = s.Length <= 2 ? new string[0] : s.Substring(1, s.Length - 2).Split(',');
        if (items.Length == 0 || items[0] == "null") return null;
        TreeNode root = new TreeNode(int.Parse(items[0], CultureInfo.InvariantCulture));
        Queue<TreeNode> parents = new Queue<TreeNode>();
        parents.Enqueue(root);
        int i = 1;
        while (i < items.Length) {
            TreeNode parent = parents.Dequeue();
            if (items[i] != "null") parents.Enqueue(parent.left = new TreeNode(int.Parse(items[i], CultureInfo.InvariantCulture)));
            if (++i < items.Length && items[i] != "null") parents.Enqueue(parent.right = new TreeNode(int.Parse(items[i], CultureInfo.InvariantCulture)));
            i++;
        }
        return root;
    }
""",
    "IntArrayToJson": """    static string ToJson(int[] values) {
        StringBuilder output = new StringBuilder("[");
        for (int i = 0; i < values.Length; i++) {
            if (i > 0) output.Append(',');
            output.Append(values[i]);
        }
        return output.Append(']').ToString();
    }
""",
    "IntMatrixToJson": """    static string ToJson(int[][] rows) {
        StringBuilder output = new StringBuilder("[");
        for (int r = 0; r < rows.Length; r++) {
            if (r > 0) output.Append(',');
            output.Append('[');
            for (int i = 0; i < rows[r].Length; i++) {
                if (i > 0) output.Append(',');
                output.Append(rows[r][i]);
            }
            output.Append(']');
        }
        return output.Append(']').ToString();
    }
""",
    "GroupsToJson": """    static string ToJson(IList<IList<string>> groups) {
        StringBuilder output = new StringBuilder("[");
        for (int g = 0; g < groups.Count; g++) {
            if (g > 0) output.Append(',');
            output.Append('[');
            IList<string> group = groups[g];
            for (int i = 0; i < group.Count; i++) {
                if (i > 0) output.Append(',');
                output.Append('"').Append(group[i]).Append('"');
            }
            output.Append(']');
        }
        return output.Append(']').ToString();
    }
""",
    "FormatPairs": """    // Formats the pairs in the canonical order: each as [smaller, larger], sorted ascending.
    static string FormatPairs(int[][] pairs) {
        int[][] sorted = new int[pairs.Length][];
        for (int i = 0; i < pairs.Length; i++)
            sorted[i] = new int[] {Math.Min(pairs[i][0], pairs[i][1]), Math.Max(pairs[i][0], pairs[i][1])};
        Array.Sort(sorted, (a, b) => a[0] != b[0] ? a[0].CompareTo(b[0]) : a[1].CompareTo(b[1]));
        StringBuilder output = new StringBuilder("[");
        for (int i = 0; i < sorted.Length; i++) {
            if (i > 0) output.Append(',');
            output.Append('[').Append(sorted[i][0]).Append(',').Append(sorted[i][1]).Append(']');
        }
        return output.Append(']').ToString();
    }
""",
    "DecimalsToText": """    // Rounds each value to 5 decimals by hand, half up as the other languages do (Math.Round would round half to even).
    static string DecimalsToText(double[] values) {
        StringBuilder output = new StringBuilder();
        for (int i = 0; i < values.Length; i++) {
            long scaled = (long) Math.Floor(values[i] * 100000 + 0.5);
            if (i > 0) output.Append(' ');
            if (scaled < 0) output.Append('-');
            long magnitude = Math.Abs(scaled);
            output.Append(magnitude / 100000).Append('.').Append((magnitude % 100000).ToString("D5", CultureInfo.InvariantCulture));
        }
        return output.ToString();
    }
""",
}

# How each argument type is read from its line, and which helpers that needs.
READERS = {
    "int": ("ParseInt({line})", ["ParseInt"]),
    "int[]": ("ParseIntArray({line})", ["ParseIntArray"]),
    "int[][]": ("ParseIntMatrix({line})", ["ParseIntMatrix"]),
    "string": ("ParseString({line})", ["ParseString"]),
    "string[]": ("ParseStringArray({line})", ["ParseStringArray"]),
    "ListNode": ("BuildList(ParseIntArray({line}))", ["ParseIntArray", "BuildList"]),
    "TreeNode": ("BuildTree({line})", ["BuildTree"]),
}

# How each answer type is printed, and which helpers that needs.
WRITERS = {
    "int": ("{value}.ToString(CultureInfo.InvariantCulture)", []),
    "long": ("{value}.ToString(CultureInfo.InvariantCulture)", []),
    "bool": ('({value} ? "true" : "false")', []),
    "string": ('"\\"" + {value} + "\\""', []),
    "int[]": ("ToJson({value})", ["IntArrayToJson"]),
    "int[][]": ("ToJson({value})", ["IntMatrixToJson"]),
    "pairs": ("FormatPairs({value})", ["FormatPairs"]),
    "double[]": ("DecimalsToText({value})", ["DecimalsToText"]),
    "ListNode": ("ListToJson({value})", ["ListToJson"]),
    "TreeNode": ('({value} == null ? "null" : {value}.val.ToString(CultureInfo.InvariantCulture))', []),
    "IList<IList<string>>": ("ToJson({value})", ["GroupsToJson"]),
}

SIGNATURE = re.compile(r"^(\s+)(?:public )?(\S+(?:<.*>)?) (\w+)\((.*)\) \{$")


class Unsure(Exception):
    pass


def pascal(name: str) -> str:
    return name[0].upper() + name[1:]


def definitions_comment(types: str) -> str:
    body = "".join(f" * {line}".rstrip() + "\n" for line in types.splitlines())
    return "/**\n * Defined for you (do not redefine):\n" + body + " */\n"


def translate(java: str):
    """The visible C# part, the method's name, its (name, type) parameters and its return type."""
    lines = java.splitlines()
    # Drop the Java definitions comment: the C# one is written from LeetCode's declarations.
    if lines and lines[0].startswith("/**"):
        end = next(i for i, line in enumerate(lines) if line.startswith(" */"))
        lines = lines[end + 1 :]
    out, signature = [], None
    for line in lines:
        if line == "class Solution {":
            out.append("public class Solution {")
            continue
        match = SIGNATURE.match(line)
        if match and signature is None:
            indent, returns, name, params = match.groups()
            if returns not in TYPES:
                raise Unsure(f"return type {returns}")
            parsed = []
            for param in filter(None, (p.strip() for p in params.split(","))):
                ptype, pname = param.rsplit(" ", 1)
                if ptype not in TYPES:
                    raise Unsure(f"parameter type {ptype}")
                parsed.append((pname, TYPES[ptype]))
            signature = (pascal(name), parsed, TYPES[returns])
            args = ", ".join(f"{t} {n}" for n, t in parsed)
            out.append(f"{indent}public {TYPES[returns]} {pascal(name)}({args}) {{")
            continue
        constant = re.match(r"^(\s+)static final (\w+) (\w+) = (.+);$", line)
        if constant:
            indent, ctype, cname, value = constant.groups()
            out.append(f"{indent}const {TYPES[ctype]} {cname} = {value.replace('_', '')};")
            continue
        stripped = line.strip()
        if stripped in PLACEHOLDERS:
            line = line.replace(stripped, PLACEHOLDERS[stripped])
        elif stripped.startswith("return ") and not re.match(r"^return (0|null|false|\"\"|new (int|double)\[0\](\[\])?);$", stripped):
            raise Unsure(f"placeholder {stripped}")
        out.append(line)
    if signature is None:
        raise Unsure("no method signature")
    return "\n".join(out) + "\n", signature


def harness(java_append: str, signature, types: list[str]) -> str:
    method, params, returns = signature
    big_stack = "1 << 26" in java_append
    answer = "pairs" if "formatPairs" in java_append else returns
    needed: list[str] = []
    body = ["        string[] lines = ReadLines();"]
    for index, (name, ptype) in enumerate(params):
        if ptype == "ListNode[]":
            body.append(f"        int[][] rows = ParseIntMatrix(lines[{index}]);")
            body.append(f"        ListNode[] {name} = new ListNode[rows.Length];")
            body.append(f"        for (int i = 0; i < {name}.Length; i++) {name}[i] = BuildList(rows[i]);")
            needed += ["ParseIntMatrix", "BuildList"]
            continue
        if ptype not in READERS:
            raise Unsure(f"no reader for {ptype}")
        reader, helpers = READERS[ptype]
        body.append(f"        {ptype} {name} = {reader.format(line=f'lines[{index}]')};")
        needed += helpers
    if answer not in WRITERS:
        raise Unsure(f"no writer for {answer}")
    writer, helpers = WRITERS[answer]
    needed += helpers
    call = f"new Solution().{method}({', '.join(n for n, _ in params)})"
    body.append(f"        {returns} result = {call};")
    body.append(f"        Console.Out.Write({writer.format(value='result')} + \"\\n\");")
    body.append("        Console.Out.Flush();")

    # The node classes come after the user's part, not before it: C# wants every `using` ahead of the
    # first type, so a user who adds one at the top of the editor (as LeetCode allows) still compiles.
    parts = [""] + [line for t in types for line in (t + "\n").splitlines()] + [
        "public static class Program {",
        "    // ---------- Input/output helpers: you do not need to change anything below. ----------",
        "",
        "    // Reads the whole input at once; each line holds one argument as JSON.",
        "    static string[] ReadLines() {",
        "        using (StreamReader reader = new StreamReader(Console.OpenStandardInput(), Encoding.ASCII, false, 1 << 16))",
        "            return reader.ReadToEnd().Split('\\n');",
        "    }",
        "",
    ]
    order = list(HELPERS)
    for helper in sorted(set(needed), key=order.index):
        parts.append(HELPERS[helper])
    parts.append("    static void Run() {")
    parts += body
    parts.append("    }")
    parts.append("")
    if big_stack:
        parts += [
            "    // Runs the program on a thread with a 64 MiB stack, so deep recursion (a 10^5-node path) is safe.",
            "    public static void Main() {",
            "        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;",
            "        System.Threading.Thread thread = new System.Threading.Thread(() => {",
            "            try {",
            "                Run();",
            "            } catch (Exception e) {",
            "                Console.Error.WriteLine(e);",
            "                Environment.Exit(1);",
            "            }",
            "        }, 1 << 26);",
            "        thread.Start();",
            "        thread.Join();",
            "    }",
        ]
    else:
        parts += [
            "    public static void Main() {",
            "        CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;",
            "        Run();",
            "    }",
        ]
    parts.append("}")
    return "\n".join(parts) + "\n"


def make(slug: str, force: bool) -> str:
    package = ROOT / slug
    java = package / "templates" / "java"
    if not (java / "solution.java").is_file():
        raise Unsure("no templates/java/solution.java")
    target = package / "templates" / "csharp"
    if target.exists() and not force:
        return "kept"
    visible, signature = translate((java / "solution.java").read_text())
    types = [definition for name, definition in (("ListNode", LIST_NODE), ("TreeNode", TREE_NODE)) if re.search(rf"\b{name}\b", visible)]
    append = harness((java / "append.java").read_text(), signature, types)
    prepend = PREPEND_USINGS + "\n"
    if types:
        visible = definitions_comment("".join(types)) + visible
    target.mkdir(parents=True, exist_ok=True)
    (target / "prepend.cs").write_text(prepend)
    (target / "solution.cs").write_text(visible)
    (target / "append.cs").write_text(append)
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
