#!/usr/bin/env python3
"""Splits whole-program templates into the function-only layout (see problems/README.md, "Templates").

    python3 problems/tools/split-templates.py [slug ...]      (default: every package)

For each language, templates/solution.<ext> becomes templates/<lang>/prepend.<ext> (imports and the
types the user's code needs), templates/<lang>/solution.<ext> (what the editor shows: the user's class
or function, under a comment that shows the types defined in the prepend) and templates/<lang>/append.<ext>
(the input/output code). submissions/accepted/solution.<ext>, which is the template with the function
filled in, becomes submissions/accepted/solution.fn.<ext> when its append is the template's byte for
byte and its prepend differs at most by imports (those move into the visible part). Anything the script
cannot split with certainty is reported and left as it is.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = {"cpp": "cpp", "java": "java", "js": "javascript", "py": "python"}
MARKER = "---------- Input/output"
SOLUTION_START = {
    "cpp": re.compile(r"^class Solution\b"),
    "java": re.compile(r"^    static class Solution\b"),
    "js": re.compile(r"^(function \w+\s*\(|(var|const|let) \w+ = function)"),
    "py": re.compile(r"^(class Solution\b|def \w+\()"),
}
IMPORT = {
    "cpp": re.compile(r"^(#include|using namespace)"),
    "java": re.compile(r"^import "),
    "js": re.compile(r"^(const \w+ = require\(|'use strict')"),
    "py": re.compile(r"^(import |from \S+ import )"),
}
COMMENT = re.compile(r"^\s*(//|/\*|\*|#)")


class Unsure(Exception):
    pass


def lines_of(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def strip_blank_edges(lines: list[str]) -> list[str]:
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def definitions_comment(ext: str, definitions: list[str]) -> list[str]:
    """The prepend's types as a comment above the user's code, the way LeetCode shows them."""
    body = [line.rstrip("\n") for line in strip_blank_edges(definitions)]
    if not body:
        return []
    if ext == "py":
        return ["# Defined for you (do not redefine):\n"] + [f"# {line}".rstrip() + "\n" for line in body] + ["\n\n"]
    return (
        ["/**\n", " * Defined for you (do not redefine):\n"]
        + [f" * {line}".rstrip() + "\n" for line in body]
        + [" */\n"]
    )


def split(ext: str, text: str) -> tuple[str, str, str]:
    """(prepend, visible part, append) of one whole program in the library's template layout."""
    lines = lines_of(text)
    marks = [i for i, line in enumerate(lines) if MARKER in line]
    if len(marks) != 1:
        raise Unsure(f"{len(marks)} input/output markers")
    mark = marks[0]
    starts = [i for i in range(mark) if SOLUTION_START[ext].match(lines[i])]
    if not starts:
        raise Unsure("no solution start")
    start = starts[0]
    while start > 0 and COMMENT.match(lines[start - 1]):
        start -= 1
    head, visible, append = lines[:start], lines[start:mark], lines[mark:]
    if ext == "java":
        return split_java(head, visible, append)
    imports = [i for i, line in enumerate(head) if IMPORT[ext].match(line)]
    last_import = imports[-1] if imports else -1
    definitions = head[last_import + 1 :]
    visible = definitions_comment(ext, definitions) + strip_blank_edges(visible)
    # Blank lines between the user's part and the harness stay with the harness, so the visible part
    # ends with exactly one newline.
    gap = ["\n", "\n"] if ext == "py" else ["\n"]
    prepend = head if not head or not head[-1].strip() else head + ["\n"]
    return "".join(prepend), "".join(visible), "".join(gap + append)


def dedent_java(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        if line.strip() and not line.startswith("    "):
            raise Unsure(f"cannot dedent {line!r}")
        out.append(line[4:] if line.strip() else "\n")
    return [re.sub(r"^static (class|interface|record|enum) ", r"\1 ", line) for line in out]


def split_java(head: list[str], visible: list[str], append: list[str]) -> tuple[str, str, str]:
    opens = [i for i, line in enumerate(head) if line.startswith("public class Main")]
    if len(opens) != 1 or not append[-1].startswith("}"):
        raise Unsure("no public class Main around the solution")
    main = opens[0]
    definitions = dedent_java(strip_blank_edges(head[main + 1 :]))
    imports = strip_blank_edges(head[:main])
    prepend = imports + ["\n"] + (definitions + ["\n"] if definitions else [])
    shown = definitions_comment("java", definitions) + dedent_java(strip_blank_edges(visible))
    rest = head[main : main + 1] + append
    return "".join(prepend), "".join(shown), "\n" + "".join(rest)


def extra_imports(ext: str, solved: str, template: str) -> str | None:
    """The import lines the solution's prepend has beyond the template's; None if it differs otherwise."""
    kept = [line for line in lines_of(solved) if line not in lines_of(template)]
    if [line for line in lines_of(template) if line not in lines_of(solved)]:
        return None
    if any(not IMPORT[ext].match(line) for line in kept):
        return None
    return "".join(kept) + ("\n\n" if ext == "py" else "\n") if kept else ""


def convert(slug: str) -> list[str]:
    problem = ROOT / slug
    notes = []
    for ext, lang in LANGS.items():
        template = problem / "templates" / f"solution.{ext}"
        if not template.exists():
            continue
        try:
            prepend, visible, append = split(ext, template.read_text())
        except Unsure as why:
            notes.append(f"{slug} {lang} template: {why}")
            continue
        accepted = problem / "submissions" / "accepted" / f"solution.{ext}"
        solved = None
        if accepted.exists():
            try:
                a_prepend, a_visible, a_append = split(ext, accepted.read_text())
                extra = extra_imports(ext, a_prepend, prepend)
                if a_append != append or extra is None:
                    raise Unsure("its harness differs from the template's")
                # Imports only the solution needs (a deque, a heap) move into its visible part.
                solved = extra + a_visible
            except Unsure as why:
                notes.append(f"{slug} {lang} accepted: {why}")
        out = problem / "templates" / lang
        out.mkdir(exist_ok=True)
        (out / f"prepend.{ext}").write_text(prepend)
        (out / f"solution.{ext}").write_text(visible)
        (out / f"append.{ext}").write_text(append)
        template.unlink()
        if solved is not None:
            (accepted.parent / f"solution.fn.{ext}").write_text(solved)
            accepted.unlink()
    return notes


def main() -> None:
    slugs = sys.argv[1:] or sorted(p.name for p in ROOT.iterdir() if (p / "problem.yaml").exists())
    notes = [note for slug in slugs for note in convert(slug)]
    print("\n".join(notes) if notes else f"converted {len(slugs)} packages")
    sys.exit(1 if notes else 0)


if __name__ == "__main__":
    main()
