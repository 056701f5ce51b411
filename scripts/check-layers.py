#!/usr/bin/env python3
"""Fails when a module that must work without a display reaches GTK.

Only the window's modules (GTK_MODULES) may depend on GTK. Every other library target (the
commands of `entrydesk` in EntryCommands, the settings in EntrySettings, the pure modules under
them) must reach none of them, neither through its dependencies in Package.swift, followed
transitively, nor through an `import` in one of its source files: SwiftPM compiles an import
it was not told of whenever the module happens to be built first, so the manifest alone proves
nothing. A new module that uses GTK is added to GTK_MODULES on purpose, or this check fails.

Reads the manifest as `swift package dump-package` prints it (or the JSON file given).
Exit status 1 with one line per problem. Usage: scripts/check-layers.py [PACKAGE_JSON]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The window's modules, and the test support that starts GTK.
GTK_MODULES = {"CGtk", "CGtkObjects", "GtkKit", "EntryWidgets", "EntryDesk", "CBenchProbe", "GtkTestSupport"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)",
                    re.MULTILINE)


def manifest(arguments):
    if arguments:
        with open(arguments[0], encoding="utf-8") as handle:
            return json.load(handle)
    # A scratch folder of its own: the manifest is read without waiting for a build's lock.
    with tempfile.TemporaryDirectory() as scratch:
        output = subprocess.run(["swift", "package", "--scratch-path", scratch, "dump-package"], cwd=ROOT,
                                check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def target_dependencies(target):
    """The package's own targets `target` depends on (products of other packages left out)."""
    names = []
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def path_to_gtk(name, targets, seen):
    """A chain of dependencies from `name` to a GTK module, or None."""
    if name in GTK_MODULES:
        return [name]
    if name in seen or name not in targets:
        return None
    seen.add(name)
    for dependency in target_dependencies(targets[name]):
        chain = path_to_gtk(dependency, targets, seen)
        if chain:
            return [name] + chain
    return None


def gtk_imports(target):
    folder = os.path.join(ROOT, target.get("path") or os.path.join("Sources", target["name"]))
    for directory, _, files in sorted(os.walk(folder)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            for match in IMPORT.finditer(source):
                if match.group(1) in GTK_MODULES:
                    line = source.count("\n", 0, match.start()) + 1
                    yield f"{os.path.relpath(path, ROOT)}:{line}: imports {match.group(1)}"


def main(arguments):
    package = manifest(arguments)
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    for name, target in sorted(targets.items()):
        if target["type"] not in ("regular", "system") or name in GTK_MODULES:
            continue
        chain = path_to_gtk(name, targets, set())
        if chain:
            problems.append(f"Package.swift: {name} must not depend on GTK, but " + " -> ".join(chain))
        problems += [f"{problem} ({name} must not use GTK)" for problem in gtk_imports(target)]
    for problem in problems:
        print(problem)
    if problems:
        print(f"GTK reached {len(problems)} times where it must not be: only {', '.join(sorted(GTK_MODULES))} may use it",
              file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
