"""Reading YAML files safely, remembering where every value came from.

``load_yaml`` builds plain dicts and lists (with the safe loader: no object construction),
subclassed so that each mapping and sequence knows the line of each of its entries, and
wraps the root in a ``Node`` (``mtglogic.node``) so that every validation error reads
``FILE:LINE: PATH: what is wrong``. ``dump_json`` writes the project's deterministic JSON.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from mtglogic.errors import InputError
from mtglogic.node import LineDict, LineList, Node

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 64  # nesting of mappings and lists in one document


class _LineLoader(yaml.SafeLoader):
    """SafeLoader building LineDict/LineList; refuses duplicate keys and deep nesting."""

    _depth = 0

    def compose_node(self, parent, index):  # type: ignore[no-untyped-def]
        # Bounded here, before the composer and constructor recurse: deep documents would
        # otherwise end in a slow RecursionError (or a crash) instead of a clear message.
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(
                    None, None, f"nested more than {MAX_DEPTH} levels deep",
                    self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)) or key is None:
            raise yaml.constructor.ConstructorError(
                None, None, "mapping keys must be plain scalars", key_node.start_mark)
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def parse_yaml_text(text: str, file: str) -> Any:
    """Parse YAML (or JSON, a subset) text; syntax errors become one-line InputErrors."""
    try:
        return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - _LineLoader is a SafeLoader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "invalid YAML"
        if exc.context and problem.startswith("but "):  # "expected X" "but found Y"
            problem = f"{exc.context} {problem}"
        raise InputError(f"invalid YAML: {problem}", file, line) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow
        raise InputError(f"invalid YAML: {exc.reason} {exc.character!r} at character "
                         f"{exc.position}", file) from None
    except yaml.YAMLError as exc:
        raise InputError("invalid YAML: " + " ".join(str(exc).split()), file) from None
    except RecursionError:
        raise InputError("invalid YAML: nested too deeply", file) from None


def load_yaml(path: str | Path) -> "Node":
    """Read and parse a YAML file, bounded in size, and wrap its root in a Node."""
    path = Path(path)
    name = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", name) from None
    if path.is_dir():
        raise InputError("is a folder, expected a YAML file", name)
    if size > MAX_FILE_BYTES:
        raise InputError(f"file is {size} bytes, more than the limit of {MAX_FILE_BYTES}", name)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise InputError("file is not UTF-8 text", name) from None
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", name) from None
    return Node(parse_yaml_text(text, name), name, "", 1)


def dump_json(value: Any) -> str:
    """Deterministic JSON: sorted keys, two-space indent."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)
