#!/usr/bin/env python3
"""Checks a language's function-only harness in every package, without the judge.

    python3 problems/tools/check-harness.py <language> [--compare <language>] [slug ...]
    python3 problems/tools/check-harness.py kotlin --compare java two-sum merge-intervals
    python3 problems/tools/check-harness.py typescript --batch          (one tsc run for every package)

For each package (default: every package with templates/<language>/): joins templates/<language>/prepend
+ submissions/accepted/solution.fn.<ext> + append the way the server does (each part on a line of its
own), compiles it with the judge's command line (LANGUAGES below, copied from packages/languages/src),
runs it on every data/sample and data/secret input (test groups included) and checks the output as the
package says: the default validator's token comparison (validator_flags honoured) or, with `validation:
custom`, output_validators/validator/validator.cpp built with g++ and called the Kattis way
(`validator input answer feedbackdir < output`, exit 42 accepts). It also compiles the template with its
unmodified solution part, which must compile (its answers may be wrong). Prints the CPU time (user +
system, from wait4) of the slowest test; with --compare, that language's accepted solution runs on the
same tests and its slowest time is printed beside it.

A program still running after 30 s is stopped and fails. Runs with an unlimited stack, as the judge runs
native programs, and at the lowest priority: the machine is shared.
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPO = ROOT.parent
TIMEOUT_S = 30

# The JVM flags of packages/languages/src/java.ts (without its class-data archive, which the judge builds).
JAVA_FAST_START = [
    "-XX:+UseG1GC", "-XX:ParallelGCThreads=1", "-XX:ConcGCThreads=1", "-XX:+UnlockExperimentalVMOptions",
    "-XX:G1NewSizePercent=30", "-XX:TieredStopAtLevel=1", "-XX:CompileThresholdScaling=0.5",
    "-XX:-UsePerfData", "-Xshare:auto",
]
JVM_QUIET = ["-Xlog:disable", "-Xlog:all=warning:stderr"]
# packages/languages/src/kotlin.ts: Debian's kotlinc 1.3.31, the compiler's class on a plain JVM.
KOTLIN_HOME = "/usr/share/kotlin/kotlinc"
KOTLIN_STDLIB = "/usr/share/java/kotlin-stdlib.jar"
KOTLIN_COMPILER_CLASSPATH = ":".join(
    f"{KOTLIN_HOME}/lib/{jar}"
    for jar in (
        "kotlin-compiler.jar", "trove4j.jar", "kotlin-stdlib.jar", "kotlin-reflect.jar",
        "kotlin-script-runtime.jar", "annotations-13.0.jar",
    )
)
KOTLIN_FAST_START = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xshare:auto"]
# packages/languages/src/typescript.ts names the image's type roots; outside the image, the repository's.
TS_TYPE_ROOTS = ",".join(
    str(root)
    for root in (Path("/usr/local/lib/node_modules/@types"), Path("/usr/lib/node_modules/@types"), REPO / "node_modules" / "@types")
    if (root / "node").is_dir()
)
TS_COMPILE = ["--strict", "--noEmitOnError", "--skipLibCheck", "--target", "es2022", "--module", "commonjs", "--types", "node"]
STACK_KB = 64 * 1024


def node_run(entry: str, memory_mb: int) -> list[str]:
    return ["node", f"--max-old-space-size={memory_mb}", f"--stack-size={STACK_KB - 8 * 1024}", entry]


# language id -> extension, the file the judge saves the program as, its compile and run argv (the run's
# given the package's memory limit in MiB). Copied from packages/languages/src/<language>.ts.
LANGUAGES = {
    "cpp": {
        "ext": "cpp",
        "source": "main.cpp",
        "compile": ["g++", "-O2", "-std=gnu++20", "-pipe", "-o", "main", "main.cpp"],
        "run": lambda mb: ["./main"],
    },
    "java": {
        "ext": "java",
        "source": "Main.java",  # every Java harness's public class is Main
        "compile": [
            "javac", "-J-Xmx512m", *(f"-J{flag}" for flag in JAVA_FAST_START), "-XDstringConcat=inline",
            "-encoding", "UTF-8", "-d", ".", "Main.java",
        ],
        "run": lambda mb: ["java", f"-Xmx{mb * 1024}k", f"-Xss{STACK_KB}k", *JAVA_FAST_START, *JVM_QUIET, "-cp", ".", "Main"],
    },
    "javascript": {
        "ext": "js",
        "source": "main.js",
        "compile": ["node", "--check", "main.js"],
        "run": lambda mb: node_run("main.js", mb),
    },
    "python": {
        "ext": "py",
        "source": "main.py",
        "compile": ["python3", "-m", "py_compile", "main.py"],
        "run": lambda mb: ["python3", "-B", "main.py"],
    },
    "typescript": {
        "ext": "ts",
        "source": "main.ts",
        "compile": ["tsc", *TS_COMPILE, "--typeRoots", TS_TYPE_ROOTS, "--pretty", "false", "main.ts"],
        "run": lambda mb: node_run("main.js", mb),
    },
    "rust": {
        "ext": "rs",
        "source": "main.rs",
        # Debian's rustc, as the judge image has it: not the rustup one that may come first on PATH.
        "compile": [
            "/usr/bin/rustc", "--edition", "2021", "-O", "-C", "codegen-units=1", "-C", "strip=debuginfo",
            "-o", "main", "main.rs",
        ],
        "run": lambda mb: ["./main"],
    },
    "csharp": {
        "ext": "cs",
        "source": "main.cs",
        "compile": ["mcs", "-optimize+", "-r:System.Numerics", "-out:main.exe", "main.cs"],
        "run": lambda mb: ["mono", f"--gc-params=max-heap-size={mb * 1024}k", "main.exe"],
    },
    "kotlin": {
        "ext": "kt",
        "source": "main.kt",
        "compile": [
            "java", "-Xmx512m", "-Xss32m", *KOTLIN_FAST_START, *JVM_QUIET, "-cp", KOTLIN_COMPILER_CLASSPATH,
            "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler", "-kotlin-home", KOTLIN_HOME, "-d", ".", "main.kt",
        ],
        "run": lambda mb: [
            "java", f"-Xmx{mb * 1024}k", f"-Xss{STACK_KB}k", *KOTLIN_FAST_START, *JVM_QUIET,
            "-cp", f"{KOTLIN_STDLIB}:.", "MainKt",
        ],
    },
}


def join(prepend: str, code: str, append: str) -> str:
    """packages/problem-package/src/harness.ts joinHarness: each part starts on a line of its own."""

    def with_newline(text: str) -> str:
        return text if text == "" or text.endswith("\n") else text + "\n"

    return with_newline(prepend) + with_newline(code) + append


def read(path: Path) -> str:
    return path.read_text() if path.is_file() else ""


def program(package: Path, lang_id: str, visible: Path) -> str:
    ext = LANGUAGES[lang_id]["ext"]
    templates = package / "templates" / lang_id
    return join(read(templates / f"prepend.{ext}"), read(visible), read(templates / f"append.{ext}"))


def unlimited_stack() -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_STACK)
    resource.setrlimit(resource.RLIMIT_STACK, (hard, hard))


def compile_program(lang_id: str, source: str, box: Path) -> str | None:
    """None when it compiled, else the compiler's output."""
    box.mkdir(parents=True, exist_ok=True)
    (box / LANGUAGES[lang_id]["source"]).write_text(source)
    done = subprocess.run(LANGUAGES[lang_id]["compile"], cwd=box, capture_output=True, text=True)
    return None if done.returncode == 0 else (done.stdout + done.stderr) or f"exit code {done.returncode}"


def run_measured(argv: list[str], box: Path, stdin_path: Path) -> tuple[int, float, bytes, str]:
    """Exit code, CPU seconds (user + system of the program and its threads, from wait4), stdout, stderr's end.

    `timeout` stops a hung program (exit 124); it waits for the program, so wait4's usage of `timeout`
    includes the program's own.
    """
    with open(stdin_path, "rb") as stdin, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(
            ["timeout", str(TIMEOUT_S), *argv], cwd=box, stdin=stdin, stdout=out, stderr=err, preexec_fn=unlimited_stack
        )
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return process.returncode, usage.ru_utime + usage.ru_stime, out.read(), err.read().decode(errors="replace")[-1500:]


def yaml_value(text: str, key: str) -> str:
    match = re.search(rf"^\s*{key}:\s*(\"[^\"]*\"|'[^']*'|[^#\n]*)", text, re.M)
    return match.group(1).strip().strip("\"'") if match else ""


def as_number(token: str) -> float | None:
    try:
        value = float(token)
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


def tokens_match(output: str, answer: str, flags: str) -> str | None:
    """The default validator: None when accepted, else the reason."""
    words = flags.split()
    case_sensitive = "case_sensitive" in words
    abs_tol = rel_tol = -1.0
    for i, word in enumerate(words[:-1]):
        if word == "float_tolerance":
            abs_tol = rel_tol = float(words[i + 1])
        elif word == "float_absolute_tolerance":
            abs_tol = float(words[i + 1])
        elif word == "float_relative_tolerance":
            rel_tol = float(words[i + 1])
    got, want = output.split(), answer.split()
    for i, (g, w) in enumerate(zip(got, want)):
        if (abs_tol >= 0 or rel_tol >= 0) and as_number(w) is not None:
            a, b = as_number(g), as_number(w)
            if a is None:
                return f"token {i + 1}: {g[:40]!r} is not a number"
            if abs(a - b) <= abs_tol or abs(a - b) <= rel_tol * abs(b):
                continue
            return f"token {i + 1}: {g[:40]} is not {w[:40]}"
        if (g if case_sensitive else g.lower()) != (w if case_sensitive else w.lower()):
            return f"token {i + 1}: {g[:40]!r} is not {w[:40]!r}"
    if len(got) != len(want):
        return f"{len(got)} tokens, the answer has {len(want)}"
    return None


def tests_of(package: Path) -> list[tuple[Path, Path]]:
    def natural(path: Path):
        return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", str(path))]

    found = []
    for folder in ("sample", "secret"):
        for test_in in sorted((package / "data" / folder).rglob("*.in"), key=natural):
            found.append((test_in, test_in.with_suffix(".ans")))
    return found


class Validator:
    """The package's verdict on one output: the default validator, or its custom one."""

    def __init__(self, package: Path, box: Path):
        problem = read(package / "problem.yaml")
        self.flags = yaml_value(problem, "validator_flags")
        self.binary = None
        if yaml_value(problem, "validation").startswith("custom"):
            source = package / "output_validators" / "validator" / "validator.cpp"
            self.binary = box / "validator"
            subprocess.run(["g++", "-O2", "-std=gnu++17", "-o", str(self.binary), str(source)], check=True)

    def reject(self, test_in: Path, test_ans: Path, output: bytes) -> str | None:
        if self.binary is None:
            return tokens_match(output.decode(errors="replace"), read(test_ans), self.flags)
        with tempfile.TemporaryDirectory() as feedback:
            done = subprocess.run(
                [str(self.binary), str(test_in), str(test_ans), feedback + "/"], input=output, capture_output=True
            )
            if done.returncode == 42:
                return None
            message = read(Path(feedback) / "judgemessage.txt").strip()
            return f"validator exit {done.returncode}: {message[:200]}"


def memory_mb(package: Path) -> int:
    match = re.search(r"^\s*memory:\s*(\d+)", read(package / "problem.yaml"), re.M)
    return int(match.group(1)) if match else 256


def judge(package: Path, lang_id: str, box: Path, validator: Validator) -> tuple[list[str], float, str]:
    """Runs the compiled program in box on every test: its failures, slowest CPU seconds and that test."""
    argv = LANGUAGES[lang_id]["run"](memory_mb(package))
    failures, slowest, slowest_test = [], 0.0, ""
    for test_in, test_ans in tests_of(package):
        name = str(test_in.relative_to(package / "data").with_suffix(""))
        code, cpu, out, err = run_measured(argv, box, test_in)
        if cpu > slowest:
            slowest, slowest_test = cpu, name
        if code != 0:
            failures.append(f"{name}: exit code {code}" + (" (stopped after 30 s)" if code == 124 else "") + f"\n{err}")
            continue
        reason = validator.reject(test_in, test_ans, out)
        if reason:
            failures.append(f"{name}: {reason}")
    return failures, slowest, slowest_test


def check_package(slug: str, lang_id: str, compare: str | None, box: Path, compiled: dict[Path, str | None]) -> bool:
    """compiled holds results of an earlier batch compile by folder; anything else compiles here."""
    package = ROOT / slug
    ext = LANGUAGES[lang_id]["ext"]
    accepted = package / "submissions" / "accepted" / f"solution.fn.{ext}"
    if not accepted.is_file():
        print(f"FAIL {slug}: no submissions/accepted/solution.fn.{ext}", flush=True)
        return False

    def built(folder: Path, source: str) -> str | None:
        return compiled[folder] if folder in compiled else compile_program(lang_id, source, folder)

    errors = built(box / "template", program(package, lang_id, package / "templates" / lang_id / f"solution.{ext}"))
    if errors:
        print(f"FAIL {slug}: the template does not compile\n{errors}", flush=True)
        return False
    errors = built(box / "solution", program(package, lang_id, accepted))
    if errors:
        print(f"FAIL {slug}: the accepted solution does not compile\n{errors}", flush=True)
        return False
    validator = Validator(package, box)
    failures, slowest, slowest_test = judge(package, lang_id, box / "solution", validator)
    beside = ""
    if compare:
        other_ext = LANGUAGES[compare]["ext"]
        other_accepted = package / "submissions" / "accepted" / f"solution.fn.{other_ext}"
        other_errors = compile_program(compare, program(package, compare, other_accepted), box / "other")
        if other_errors:
            beside = f"; {compare} does not compile"
        else:
            other_failures, other_slowest, other_test = judge(package, compare, box / "other", validator)
            beside = f"; {compare} {other_slowest:.3f} s ({other_test})" + (
                f", {compare} FAILS {len(other_failures)}" if other_failures else ""
            )
    count = len(tests_of(package))
    verdict = "FAIL" if failures else "ok  "
    print(f"{verdict} {slug}: {count} tests, slowest {slowest:.3f} s CPU ({slowest_test}){beside}", flush=True)
    for failure in failures[:5]:
        print("     " + failure.strip().replace("\n", "\n     "), flush=True)
    return not failures


def typescript_batch(slugs: list[str], tmp: Path) -> dict[Path, str | None]:
    """Writes every package's two TypeScript programs and type-checks them all in one tsc run.

    One run loads the standard library and @types/node once instead of once per program (seconds each on
    a busy machine). Every harness imports, so each main.ts is a module with its own scope, as when compiled
    alone. --noEmitOnError is left out only because one bad file would then stop every file's output: a
    folder with any diagnostic is never run, which is what --noEmitOnError means for a single program.
    """
    sources: dict[Path, str] = {}
    for slug in slugs:
        package = ROOT / slug
        sources[tmp / slug / "template"] = program(package, "typescript", package / "templates/typescript/solution.ts")
        sources[tmp / slug / "solution"] = program(package, "typescript", package / "submissions/accepted/solution.fn.ts")
    for folder, source in sources.items():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "main.ts").write_text(source)
    flags = [flag for flag in TS_COMPILE if flag != "--noEmitOnError"]
    files = [str((folder / "main.ts").relative_to(tmp)) for folder in sources]
    started = time.monotonic()
    done = subprocess.run(
        ["tsc", *flags, "--typeRoots", TS_TYPE_ROOTS, "--pretty", "false", *files], cwd=tmp, capture_output=True, text=True
    )
    print(f"tsc: {len(sources)} programs in {time.monotonic() - started:.1f} s wall", flush=True)
    results: dict[Path, str | None] = dict.fromkeys(sources)
    folder = next(iter(sources))  # a diagnostic without a file is blamed on the first, never dropped
    for line in (done.stdout + done.stderr).splitlines():
        match = re.match(r"(\S+)/main\.ts\(", line)
        if match and tmp / match.group(1) in sources:
            folder = tmp / match.group(1)
        results[folder] = (results[folder] or "") + line + "\n"
    if done.returncode != 0 and not any(results.values()):
        results[next(iter(sources))] = f"tsc exited {done.returncode} without a diagnostic"
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("language", choices=sorted(LANGUAGES))
    parser.add_argument("slugs", nargs="*")
    parser.add_argument("--compare", choices=sorted(LANGUAGES), help="also time this language's accepted solution")
    parser.add_argument(
        "--batch", action="store_true", help="typescript: type-check every program in one tsc run (much faster)"
    )
    args = parser.parse_intermixed_args()
    if args.batch and args.language != "typescript":
        parser.error("--batch is for typescript only")
    os.nice(19)  # a checking run must not starve the judge suites that share the machine
    slugs = args.slugs or sorted(p.name for p in ROOT.iterdir() if (p / "templates" / args.language).is_dir())
    with tempfile.TemporaryDirectory(prefix=f"check-{args.language}-") as workdir:
        tmp = Path(workdir)
        compiled = typescript_batch(slugs, tmp) if args.batch else {}
        failed = [slug for slug in slugs if not check_package(slug, args.language, args.compare, tmp / slug, compiled)]
    print(f"{len(slugs) - len(failed)}/{len(slugs)} packages pass" + (f"; failing: {' '.join(failed)}" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
