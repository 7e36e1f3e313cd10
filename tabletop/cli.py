"""Command-line arguments that a user may get wrong in any way: each mistake is one line and exit code 2.

    p = OneLineParser(prog="python -m game.arena")
    p.add_argument("--games", type=whole(1, 1_000_000), default=10)

argparse's own error is the usage block and then the error; `OneLineParser` prints only
"<prog>: error: <what is wrong> (see --help)". `whole(low, high)` is an argparse type for a whole number in a range
(no 10**100 games, no negative job count), its refusal naming the range.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

MAX_DIGITS = 30  # a number argument longer than this is refused before int() reads it
# what a terminal could act on or reorder: C0/C1 controls, DEL, surrogates, bidi and zero-width format characters
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"
                     "\ufff9-\ufffb]")


def printable(text: str) -> str:
    """`text` as one line safe for a terminal: control and format characters (from a file name, an argument or a
    file's content) shown as escapes (`\\x1b`), whitespace runs as one space."""
    return " ".join(_UNSAFE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                                else f"\\u{ord(m.group()):04x}", text).split())


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr (exit 2), without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {printable(message)} (see --help)\n")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type`: a whole number from `low` to `high`."""

    def parse(text: str) -> int:
        words = f"expected a whole number from {low} to {high}"
        if len(text) > MAX_DIGITS:
            raise argparse.ArgumentTypeError(f"{words}, got {len(text)} characters")
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{words}, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{words}, got {value}")
        return value

    parse.__name__ = "whole number"
    return parse


def fail(prog: str, line: str, code: int = 2) -> int:
    """Print `<prog>: error: <line>` (one line) on stderr and give the exit code to return."""
    print(f"{prog}: error: {printable(line)}", file=sys.stderr)
    return code


def out_folder(prog: str, flag: str, path: Path) -> bool:
    """Make the output folder `path` (and its parents) for a tool; False after one line on stderr naming the flag
    and the problem (a file in the way, no permission, a full disk)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        print(f"{prog}: {flag} {path} is a file, not a folder", file=sys.stderr)
        return False
    except OSError as exc:
        print(f"{prog}: cannot make {flag} {path}: {exc.strerror or exc}", file=sys.stderr)
        return False
    return True


def window_size(low: tuple[int, int], high: int) -> Callable[[str], str]:
    """An argparse `type`: a window size "WxH" (a smaller side is raised to `low` later; a side over `high` pixels,
    or anything that is not two whole numbers, is refused). The text is kept as given."""

    def parse(text: str) -> str:
        words = f"expected WIDTHxHEIGHT, e.g. 1280x720, each side up to {high} pixels"
        parts = text.lower().split("x")
        if len(text) > 2 * MAX_DIGITS or len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise argparse.ArgumentTypeError(f"{words}, got {text[:40]!r}")
        if any(int(p) > high for p in parts):
            raise argparse.ArgumentTypeError(f"{words}, got {text}")
        return f"{max(low[0], int(parts[0]))}x{max(low[1], int(parts[1]))}"

    parse.__name__ = "window size"
    return parse
