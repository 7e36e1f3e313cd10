"""Safe YAML reading for card data: the C parser when available, YAML 1.2 booleans, no duplicate keys.

* Safe only: the SafeLoader family builds plain dicts, lists, strings and numbers, never objects.
* Booleans are only true/false (YAML 1.1 would read the trigger verb `on:` as the boolean True).
* A key given twice in one mapping is an error (YAML would silently keep the last one).
* Any problem is one line with the file and line number.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

_BASE: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_BOOL_TAG = "tag:yaml.org,2002:bool"


class CardYamlLoader(_BASE):  # type: ignore[misc, valid-type]
    """SafeLoader (C parser if built) with YAML 1.2 booleans and duplicate-key detection."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=deep)
            if isinstance(key, list | dict):
                continue  # unhashable: the base class reports it
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key {key!r} in one mapping", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


CardYamlLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != _BOOL_TAG]
    for first, resolvers in _BASE.yaml_implicit_resolvers.items()
}
CardYamlLoader.add_implicit_resolver(
    _BOOL_TAG, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


class YamlProblem(Exception):
    """A file that is not valid YAML; `line` is 1-based (0 if unknown)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


def parse_yaml(text: str) -> Any:
    """Parse one YAML document safely; raises YamlProblem with a one-line message."""
    loader = CardYamlLoader(text)
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 0
        what = exc.problem or exc.context or "invalid YAML"
        raise YamlProblem(line, " ".join(str(what).split())) from None
    except yaml.YAMLError as exc:
        raise YamlProblem(0, " ".join(str(exc).split())) from None
    finally:
        loader.dispose()


def read_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise YamlProblem(0, f"cannot read file: {exc}") from None
    return parse_yaml(text)
