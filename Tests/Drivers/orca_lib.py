"""What Orca said: its debug log, read as a blind person hears the app.

Orca (started by the tests' `OrcaScreenReader` with `--debug --debug-file`) writes each
utterance as a `SPEECH OUTPUT: '...'` line, whether or not a speech synthesizer is there. The
log's path is in ENTRYDESK_ORCA_LOG. Tests take a `said_mark()` before an action and wait for
the words they expect after it: no fixed sleeps.
"""
import os
import re
import time

_UTTERANCE = re.compile(r"SPEECH OUTPUT: '(.*?)'\s*(?:\{|voice=|$)")
TIMEOUT = float(os.environ.get("ENTRYDESK_ORCA_TIMEOUT", "15"))


class NotSaid(Exception):
    pass


def said():
    """Every utterance so far, in order (key echo included)."""
    path = os.environ["ENTRYDESK_ORCA_LOG"]
    try:
        with open(path, encoding="utf-8", errors="replace") as log:
            lines = log.read().splitlines()
    except FileNotFoundError:
        # Orca the app starts writes its log once it runs: nothing said yet.
        return []
    return [m.group(1).strip() for m in (_UTTERANCE.search(line) for line in lines) if m]


def said_mark():
    """Where the log stands now: pass it to wait_said() to hear only what comes after."""
    return len(said())


def said_since(mark):
    return said()[mark:]


def wait_said(phrase, since=0, timeout=TIMEOUT):
    """Waits until Orca says something containing `phrase` (case-sensitive) after `since`;
    returns that utterance. On time-out, the error lists what was said instead."""
    deadline = time.monotonic() + timeout
    while True:
        for utterance in said_since(since):
            if phrase in utterance:
                return utterance
        if time.monotonic() > deadline:
            heard = " | ".join(said_since(since)) or "nothing"
            raise NotSaid(f"Orca never said {phrase!r}; it said: {heard}")
        time.sleep(0.05)


def wait_said_in_order(phrases, since=0, timeout=TIMEOUT):
    """Waits until Orca has said each phrase, one after the other (several may come in one
    utterance), after `since`; returns the position after the utterance with the last one."""
    deadline = time.monotonic() + timeout
    while True:
        utterances = said_since(since)
        text, ends = "", []
        for utterance in utterances:
            text += utterance + " | "
            ends.append(len(text))
        offset = 0
        for phrase in phrases:
            found = text.find(phrase, offset)
            if found < 0:
                break
            offset = found + len(phrase)
        else:
            return since + next(i for i, end in enumerate(ends) if end >= offset) + 1
        if time.monotonic() > deadline:
            raise NotSaid(f"Orca never said {phrases!r} in that order; it said: {text or 'nothing'}")
        time.sleep(0.05)


def wait_said_alone(word, since=0, timeout=TIMEOUT):
    """Waits until Orca says `word` on its own (a key's name, a count: "a" is in every sentence),
    with the full stop a message ends with or not; returns the position after it."""
    deadline = time.monotonic() + timeout
    while True:
        for position, utterance in enumerate(said_since(since)):
            if utterance.rstrip(". ") == word:
                return since + position + 1
        if time.monotonic() > deadline:
            heard = " | ".join(said_since(since)) or "nothing"
            raise NotSaid(f"Orca never said {word!r} alone; it said: {heard}")
        time.sleep(0.05)


def never_said(phrase, since=0):
    """Fails if Orca said `phrase` after `since` (call once what should have been said was)."""
    for utterance in said_since(since):
        if phrase in utterance:
            raise NotSaid(f"Orca said {phrase!r}, which it must not: {utterance!r}")
