#!/usr/bin/env python3
"""Writes problems/<slug>-subtasks: a scoring version of <slug> with two test groups.

Group 1-small holds the secret tests the package's time_limit_exceeded solution (a correct but slow
program) finishes within half the time limit, group 2-large the others, so the slow solution scores
exactly the small group and is kept as submissions/partially_accepted/. Run once, review, commit:
    python3 problems/tools/make-subtasks.py coin-change 40
(the second argument is the small group's score out of 100).
"""
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

LIBRARY = Path(__file__).resolve().parent.parent


def slow_solution(package: Path) -> Path:
    found = sorted((package / "submissions" / "time_limit_exceeded").glob("*.cpp"))
    if len(found) != 1:
        sys.exit(f"{package.name}: needs exactly one C++ time_limit_exceeded solution")
    return found[0]


def finishes(binary: Path, test: Path, seconds: float) -> bool:
    try:
        with test.open("rb") as stdin:
            done = subprocess.run([str(binary)], stdin=stdin, capture_output=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        return False
    expected = test.with_suffix(".ans").read_bytes().split()
    return done.returncode == 0 and done.stdout.split() == expected


def main() -> None:
    slug, small_score = sys.argv[1], int(sys.argv[2])
    source, target = LIBRARY / slug, LIBRARY / f"{slug}-subtasks"
    if target.exists():
        sys.exit(f"{target} exists")
    yaml = (source / "problem.yaml").read_text()
    limit = float(re.search(r"^\s+time_limit:\s*([\d.]+)", yaml, re.M).group(1))
    slow = slow_solution(source)
    with tempfile.TemporaryDirectory() as build:
        binary = Path(build) / "slow"
        subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(binary), str(slow)], check=True)
        tests = sorted((source / "data" / "secret").glob("*.in"))
        small = [t for t in tests if finishes(binary, t, limit / 2)]
    large = [t for t in tests if t not in small]
    if not small or not large:
        sys.exit(f"{slug}: the slow solution finishes {len(small)} of {len(tests)} tests; no split")
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("generators"))
    secret = target / "data" / "secret"
    for group, members, score in (("1-small", small, small_score), ("2-large", large, 100 - small_score)):
        (secret / group).mkdir()
        (secret / group / "testdata.yaml").write_text(f"score: {score}\naggregation: min\n")
        for test in members:
            for part in (".in", ".ans"):
                (secret / f"{test.stem}{part}").rename(secret / group / f"{test.stem}{part}")
    partial = target / "submissions" / "partially_accepted"
    (target / "submissions" / "time_limit_exceeded").rename(partial)
    name = re.search(r"^name:\s*(.+)$", yaml, re.M).group(1).strip()
    yaml = yaml.replace(f"name: {name}", f"name: {name} (Subtasks)\ntype: scoring", 1)
    (target / "problem.yaml").write_text(yaml)
    statement = target / "problem_statement" / "problem.en.md"
    statement.write_text(
        statement.read_text().rstrip("\n")
        + "\n\n## Scoring\n\n"
        + f"- Group 1 ({small_score} points): the smaller tests, where a correct but slow solution still fits.\n"
        + f"- Group 2 ({100 - small_score} points): the largest tests, which need the intended complexity.\n"
        + "\nA group scores only when every test in it is accepted.\n"
    )
    print(f"{target.name}: small {len(small)} tests, large {len(large)} tests")


if __name__ == "__main__":
    main()
