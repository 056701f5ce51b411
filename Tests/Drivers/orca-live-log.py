"""Runs Debian's Orca with its debug log written line by line.

Orca opens its --debug-file with Python's default block buffering, so a test reading the log
while Orca runs would see nothing for a long time. This launcher opens that one file line
buffered and then runs /usr/bin/orca unchanged, with the same arguments.
Usage: python3 Tests/Drivers/orca-live-log.py --debug --debug-file FILE [orca options...]
"""
import builtins
import runpy
import sys

arguments = sys.argv[1:]
log = arguments[arguments.index("--debug-file") + 1]
_open = builtins.open


def _open_log_line_buffered(file, mode="r", buffering=-1, *rest, **options):
    if file == log and "w" in mode:
        buffering = 1
    return _open(file, mode, buffering, *rest, **options)


builtins.open = _open_log_line_buffered
sys.argv = ["/usr/bin/orca", *arguments]
runpy.run_path("/usr/bin/orca", run_name="__main__")
