#!/usr/bin/env python3
"""Finds words a person would read that do not go through gettext.

Reads the Swift sources of the window (EntryDesk, EntrySettings, EntryWidgets, GtkKit, and the
AddressKit and AmountKit messages it shows) and reports every
string literal that looks like prose (a letter and a space, or a capitalised word) and is
neither the argument of tr/trc/trn nor one of what is never shown: logger and trace
messages, fatalError/precondition texts, or a line that says why with `// i18n: ...`, at its
end or on a comment line just above (a file
that is never shown, as the gallery's, says `// i18n: file never shown (reason)` once).
Exit status 1 with one line per literal (file:line: "text") when any is left.
Usage: scripts/check-translatable.py [DIR ...]
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ["Sources/EntryDesk", "Sources/EntrySettings", "Sources/EntryWidgets", "Sources/GtkKit", "Sources/AddressKit", "Sources/AmountKit"]
MARKS = {"tr", "trc", "trn"}
# Calls whose text is for developers, never for the person at the window.
NEVER_SHOWN = {"fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
               "mark", "debug", "info", "notice", "warning", "error", "critical", "trace"}
# Prose: two words, or one capitalised word ("Cancel", "Synced", not "GtkPopover"); markup and
# code (tags, key=value) are not prose.
PROSE = re.compile(r"[^\W\d_]{2,}[,.:;!?…]?\s+\(?[^\W\d_]|^_?[A-Z][a-z]+[.!?…:]?$")
CODE = re.compile(r"<[/?A-Za-z][^>]*>|^[\w.-]+=")
FILE_EXEMPT = "// i18n: file"


def literals(source):
    """Yields (line, text, enclosing call names, is_interpolated) for each string literal."""
    i, line, n = 0, 1, len(source)
    calls = []  # the name before each open parenthesis ("" when none)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif source.startswith("//", i):
            while i < n and source[i] != "\n":
                i += 1
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += source.count("\n", i, end)
            i = end
        elif c == "(":
            match = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*$", source[max(0, i - 60):i])
            calls.append(match.group(1) if match else "")
            i += 1
        elif c == ")":
            if calls:
                calls.pop()
            i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group(0))
            start = i + hashes
            multiline = source.startswith('"""', start)
            quote = '"""' if multiline else '"'
            j = start + len(quote)
            text, interpolated, first_line = [], False, line
            closing = quote + "#" * hashes
            while j < n and not source.startswith(closing, j):
                if source[j] == "\\" and source[j + 1:j + 1 + hashes] == "#" * hashes:
                    k = j + 1 + hashes
                    if k < n and source[k] == "(":
                        interpolated = True
                        depth, k = 1, k + 1
                        while k < n and depth:
                            if source[k] == "(":
                                depth += 1
                            elif source[k] == ")":
                                depth -= 1
                            elif source[k] == "\n":
                                line += 1
                            k += 1
                        text.append("{}")
                        j = k
                        continue
                    text.append(source[j:k + 1])
                    j = k + 1
                    continue
                if source[j] == "\n":
                    line += 1
                text.append(source[j])
                j += 1
            yield first_line, "".join(text), list(calls), interpolated
            i = j + len(closing)
        else:
            i += 1


def check(path):
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    lines = source.split("\n")
    problems = []
    if FILE_EXEMPT in source:
        return problems
    for line, text, calls, interpolated in literals(source):
        marked = any(call in MARKS for call in calls)
        if marked and interpolated:
            problems.append(f"{path}:{line}: interpolation inside a translatable string: \"{text}\"")
            continue
        if marked or not PROSE.search(text) or CODE.search(text):
            continue
        if calls and calls[-1] in NEVER_SHOWN:
            continue
        # On the string's line, or on a comment line of its own just above it (where a
        # formatter puts an end-of-line comment that would make the line too long).
        if "// i18n:" in lines[line - 1] or (line >= 2 and lines[line - 2].lstrip().startswith("// i18n:")):
            continue
        problems.append(f"{path}:{line}: \"{text}\"")
    return problems


def main(arguments):
    folders = arguments or [os.path.join(ROOT, folder) for folder in DEFAULT_DIRS]
    problems = []
    for folder in folders:
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    problems += check(os.path.join(directory, name))
    for problem in problems:
        print(os.path.relpath(problem, ROOT) if problem.startswith("/") else problem, flush=True)
    if problems:
        print(f"{len(problems)} strings a person may read are not marked for translation "
              "(wrap them in tr(...), or say why not with // i18n: on the line)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
