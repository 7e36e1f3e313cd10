"""Bounded, safe YAML reading for data files from the user's folders (card sets, scenarios, lessons, mods):
the C parser when available, YAML 1.2 booleans, no duplicate keys, and bounds that keep a hostile file from
hurting the program. Games name their kind of file through Limits.what / Limits.set_what.

* Safe only: the SafeLoader family builds plain dicts, lists, strings and numbers, never objects.
* Booleans are only true/false (YAML 1.1 would read a key such as `on:` as the boolean True).
* A key given twice in one mapping is an error (YAML would silently keep the last one).
* Bounded (Limits): the file is stat'ed before it is opened (a FIFO, a directory, a device or a dangling
  symlink named `*.yaml` is refused without reading it; a FIFO is never opened), its size is capped, and
  the node tree is composed here, from the parser's events, without recursion: nesting deeper than
  `max_depth` is refused before PyYAML's recursive C composer could overflow the stack (a segfault
  cannot be caught), aliases may not expand the document beyond `max_values` values ("billion laughs")
  or refer to the node they sit in, and a number may not be longer than `max_number` characters (Python's
  int() refuses more than 4,300 digits with a ValueError).
* Any problem is one line with the file's line number; a value is quoted only as a short excerpt (excerpt).
"""

from __future__ import annotations

import errno
import os
import re
import reprlib
import stat
from pathlib import Path
from typing import Any

import attrs
import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from tabletop.files import file_kind, read_opened


class _Excerpt(reprlib.Repr):
    """repr() that stops early: a few items per level, a few levels, short strings and numbers."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxdict, self.maxlist, self.maxtuple, self.maxset = 3, 4, 6, 6, 6
        self.maxstring, self.maxlong, self.maxother = 40, 24, 40

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 64:  # repr() of a long int is slow, and refused past 4,300 digits
            return f"<an integer of {x.bit_length():,} bits>"
        return repr(x)


_EXCERPT = _Excerpt()


def excerpt(value: Any, limit: int = 60) -> str:
    """A short one-line repr of any value, however big or nested (a data file may hold an alias bomb):
    never formats more than a few items, and never more than `limit` characters."""
    try:
        text = _EXCERPT.repr(value)
    except Exception:  # a value whose repr fails: say what it is
        text = f"<{type(value).__name__}>"
    return shorten(text, limit)


def described(value: Any, limit: int = 40) -> str:
    """What a wrong value is, for a one-line message: "a mapping", "a list", or a short excerpt of it."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return excerpt(value, limit)


def shorten(text: str, limit: int = 200) -> str:
    """`text` on one line, cut to `limit` characters with "..." (a bounded excerpt, never the whole);
    control and bidi characters (a terminal escape in a file or a name) show as "?"."""
    text = " ".join(text[: limit * 4].split()).translate(_CONTROLS)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# C0 and C1 controls, and the bidi / zero-width format characters that could reorder a terminal's line.
_CONTROLS = {c: "?" for c in (*range(0x20), *range(0x7F, 0xA0), 0x61C, *range(0x200B, 0x2010), *range(0x202A, 0x202F),
                              *range(0x2066, 0x206A), 0xFEFF)}


_BASE: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_BOOL_TAG = "tag:yaml.org,2002:bool"
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")


@attrs.frozen
class Limits:
    """How big a data file may be. `what` names the kind of file in messages ("too big for a data file: ..."),
    `set_what` a directory of them read under one Budget ("too big for a card set: ...")."""

    what: str = "data file"
    set_what: str = "file set"
    max_bytes: int = 1 << 20  # per file
    max_depth: int = 64  # nested sequences and mappings
    max_values: int = 20_000  # values in a file, every alias counted as the values it repeats
    max_number: int = 64  # characters of one number
    max_files: int = 64  # *.yaml files in a directory
    set_bytes: int = 2 << 20  # all the files of a directory together
    set_values: int = 30_000  # all the files of a directory together


LIMITS = Limits()


@attrs.define
class Budget:
    """What the rest of a directory's files may still hold together (see Limits.set_*)."""

    values: int
    bytes: int

    @classmethod
    def of(cls, limits: Limits = LIMITS) -> Budget:
        return cls(limits.set_values, limits.set_bytes)


class YamlProblem(Exception):
    """A file that cannot be used: `message` is one line starting with what is wrong ("YAML syntax error: ...",
    "too big for a data file: ...", "not a regular file: ...", "cannot read file: ..."); `line` is
    1-based (0 if unknown or the whole file)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


class TooBig(yaml.MarkedYAMLError):
    """A file beyond LIMITS (nesting, values, a number's length)."""


class TooBigSet(TooBig):
    """A file that takes its directory beyond LIMITS.set_values."""


@attrs.define
class _Open:
    """A collection being composed: its node, the key waiting for its value (mappings), its size so far."""

    node: SequenceNode | MappingNode
    anchor: str | None
    key: Node | None = None
    size: int = 1


class BoundedYamlLoader(_BASE):  # type: ignore[misc, valid-type]
    """SafeLoader (C parser if built) with YAML 1.2 booleans, duplicate-key detection and LIMITS."""

    limits: Limits = LIMITS
    values_cap: int = LIMITS.max_values  # the file's own limit, or less if the directory's budget is lower
    values: int = 0  # composed so far

    # ---- composing: the node tree from the parser's events, bounded, without recursion --------------------
    def get_single_node(self) -> Node | None:
        self.get_event()  # StreamStartEvent
        node: Node | None = None
        if not self.check_event(StreamEndEvent):
            node = self._compose_document()
        if not self.check_event(StreamEndEvent):
            raise ComposerError(None, None, "expected one document, found another", self.get_event().start_mark)
        self.get_event()
        return node

    def _compose_document(self) -> Node:
        self.get_event()  # DocumentStartEvent
        anchors: dict[str, Node] = {}
        sizes: dict[int, int] = {}  # id(anchored node) -> its size, every alias inside it expanded
        stack: list[_Open] = []
        total = 0  # values so far, every alias counted as the values it repeats
        cap, max_depth = self.values_cap, self.limits.max_depth
        get_event, resolve = self.get_event, self.resolve
        while True:
            event = get_event()
            kind = type(event)  # exact types: the parser makes these and no subclasses
            if kind is ScalarEvent:
                tag = event.tag if event.tag not in (None, "!") else resolve(ScalarNode, event.value, event.implicit)
                node, size = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style), 1
                total += 1
                if event.anchor is not None:
                    self._anchor(anchors, event.anchor, node, event.start_mark)
                    sizes[id(node)] = 1
            elif kind is SequenceStartEvent or kind is MappingStartEvent:
                if len(stack) >= max_depth:
                    raise TooBig(None, None, f"nested more than {max_depth} levels deep", event.start_mark)
                total += 1
                node_kind = SequenceNode if kind is SequenceStartEvent else MappingNode
                tag = event.tag if event.tag not in (None, "!") else resolve(node_kind, None, event.implicit)
                coll = node_kind(tag, [], event.start_mark, None, flow_style=event.flow_style)
                self._anchor(anchors, event.anchor, coll, event.start_mark)
                stack.append(_Open(coll, event.anchor))
                if total > cap:
                    self._too_many(total, event.start_mark)
                continue
            elif kind is SequenceEndEvent or kind is MappingEndEvent:
                done = stack.pop()
                done.node.end_mark = event.end_mark
                node, size = done.node, done.size
                if done.anchor is not None:
                    sizes[id(node)] = size
            elif kind is AliasEvent:
                node = anchors.get(event.anchor)  # type: ignore[arg-type]
                if node is None:
                    raise ComposerError(None, None, f"unknown alias {excerpt(event.anchor)}", event.start_mark)
                if id(node) not in sizes:
                    raise ComposerError(None, None, f"alias {excerpt(event.anchor)} is inside the value it "
                                        "names (a recursive structure)", event.start_mark)
                size = sizes[id(node)]
                total += size
            else:  # nothing else comes inside a document
                raise ComposerError(None, None, f"unexpected {kind.__name__}", event.start_mark)
            if total > cap:
                self._too_many(total, event.start_mark)
            if not stack:
                break
            parent = stack[-1]
            parent.size += size
            if parent.node.__class__ is SequenceNode:
                parent.node.value.append(node)
            elif parent.key is None:
                parent.key = node
            else:
                parent.node.value.append((parent.key, node))
                parent.key = None
        self.get_event()  # DocumentEndEvent
        self.values = total
        return node

    def _too_many(self, total: int, mark: Any) -> None:
        self.values = total
        if self.values_cap < self.limits.max_values:
            raise TooBigSet(None, None, f"the {self.limits.what}s hold more than {self.limits.set_values:,} values "
                            "together (an alias counts as the values it repeats)", mark)
        raise TooBig(None, None, f"more than {self.limits.max_values:,} values (an alias counts as "
                     "the values it repeats)", mark)

    @staticmethod
    def _anchor(anchors: dict[str, Node], name: str | None, node: Node, mark: Any) -> None:
        if name is None:
            return
        if name in anchors:
            raise ComposerError(None, None, f"anchor {excerpt(name)} defined twice", mark)
        anchors[name] = node

    # ---- constructing ------------------------------------------------------------------------------------
    def construct_checked_scalar(self, node: ScalarNode) -> Any:
        """A date, a number or base64 data, with its ValueError (e.g. 2020-02-31) as a YAML problem."""
        try:
            return _BASE.yaml_constructors[node.tag](self, node)
        except (ValueError, TypeError, OverflowError) as exc:
            raise ConstructorError(None, None, f"cannot read {excerpt(node.value)}: {shorten(str(exc), 80)}",
                                   node.start_mark) from None

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=deep)
            if isinstance(key, list | dict):
                continue  # unhashable: the base class reports it
            if key in seen:
                raise ConstructorError(None, None, f"duplicate key {excerpt(key)} in one mapping", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)

    def construct_bounded_number(self, node: ScalarNode) -> Any:
        value = str(node.value)
        if len(value) > self.limits.max_number:
            raise TooBig(None, None, f"a number too long ({len(value):,} characters; at most "
                                   f"{self.limits.max_number})", node.start_mark)
        return self.construct_checked_scalar(node)


BoundedYamlLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != _BOOL_TAG]
    for first, resolvers in _BASE.yaml_implicit_resolvers.items()
}
BoundedYamlLoader.add_implicit_resolver(
    _BOOL_TAG, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
for _tag in _NUMBER_TAGS:
    BoundedYamlLoader.add_constructor(_tag, BoundedYamlLoader.construct_bounded_number)
for _tag in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"):
    BoundedYamlLoader.add_constructor(_tag, BoundedYamlLoader.construct_checked_scalar)



def parse_yaml(text: str, limits: Limits = LIMITS, budget: Budget | None = None) -> Any:
    """Parse one YAML document safely within `limits` (and what is left of a directory's `budget`, which
    it uses up); raises YamlProblem with a one-line message."""
    loader = BoundedYamlLoader(text)
    loader.limits = limits
    loader.values_cap = limits.max_values if budget is None else min(limits.max_values, budget.values)
    try:
        doc = loader.get_single_data()
        if budget is not None:
            budget.values -= loader.values
        return doc
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 0
        if isinstance(exc, TooBigSet) and budget is not None:
            budget.values = 0  # the directory is over: no later file is read
        problem = str(exc.problem or exc.context or "invalid YAML")
        if "maximum nesting depth" in problem:  # libyaml 0.2.6+ (PyYAML 6.0.4) stops at 1,000 levels itself
            raise YamlProblem(line, f"too big for a {limits.what}: nested more than {limits.max_depth} levels deep") \
                from None
        label = (f"too big for a {limits.set_what}" if isinstance(exc, TooBigSet) else
                 f"too big for a {limits.what}" if isinstance(exc, TooBig) else "YAML syntax error")
        raise YamlProblem(line, f"{label}: {shorten(problem, 200)}") from None
    except yaml.YAMLError as exc:
        raise YamlProblem(0, f"YAML syntax error: {shorten(str(exc), 200)}") from None
    except RecursionError:  # not expected within max_depth; never a traceback all the same
        raise YamlProblem(0, f"too big for a {limits.what}: nested too deeply") from None
    except (ValueError, TypeError, OverflowError) as exc:  # not expected (see construct_checked_scalar)
        raise YamlProblem(0, f"YAML syntax error: cannot read a value: {shorten(str(exc), 80)}") from None
    finally:
        loader.dispose()


def read_yaml(path: Path, limits: Limits = LIMITS, budget: Budget | None = None) -> Any:
    """Parse the YAML file at `path` (see read_text for what is refused)."""
    if budget is None or budget.bytes >= limits.max_bytes:
        text = read_text(path, limits.max_bytes, limits.what)
    else:
        try:
            text = read_text(path, budget.bytes, limits.what)
        except YamlProblem as exc:
            if exc.message.startswith("too big"):
                budget.bytes = 0  # the directory is over: no later file is read
                raise YamlProblem(0, f"too big for a {limits.set_what}: the {limits.what}s hold more than "
                                  f"{limits.set_bytes:,} bytes together") from None
            raise
    if budget is not None:
        budget.bytes -= len(text.encode("utf-8"))
    return parse_yaml(text, limits, budget)


def read_text(path: Path, max_bytes: int, what: str = "data file") -> str:
    """The UTF-8 text of a regular file of at most `max_bytes`. It is stat'ed first: a FIFO (which would
    block a reader forever), a directory, a device, a socket or a dangling symlink is refused unopened;
    the file is opened non-blocking and checked again, in case it was swapped meanwhile."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        gone = "a dangling symlink (its target does not exist)" if os.path.islink(path) else "no such file"
        raise YamlProblem(0, f"cannot read file: {gone}") from None
    except OSError as exc:
        raise YamlProblem(0, f"cannot read file: {_reason(exc)}") from None
    _check_regular(st, max_bytes, what)
    try:
        data = read_opened(path, max_bytes + 1, lambda st: _check_regular(st, max_bytes, what))
    except OSError as exc:
        raise YamlProblem(0, f"cannot read file: {_reason(exc)}") from None
    if len(data) > max_bytes:
        raise YamlProblem(0, f"too big for a {what}: more than {max_bytes:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise YamlProblem(line, f"cannot read file: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
                                f"{exc.start:,})") from None


def _check_regular(st: os.stat_result, max_bytes: int, what: str) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise YamlProblem(0, f"not a regular file: {file_kind(st.st_mode)}")
    if st.st_size > max_bytes:
        raise YamlProblem(0, f"too big for a {what}: {st.st_size:,} bytes (at most {max_bytes:,})")


def _reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "a symlink loop"
    return exc.strerror or type(exc).__name__
