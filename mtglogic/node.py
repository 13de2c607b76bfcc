"""The YAML node type: a value read from a document, with where it came from.

``Node`` wraps a value with its file, line and path, and has typed accessors that fail
with ``FILE:LINE: PATH: what is wrong``. ``LineDict`` and ``LineList`` are the mappings and
sequences the YAML loader builds (they remember the line of each entry). This module is the
ground floor: every layer of the package reads its data through it, and it reads no file.
"""
from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from typing import Any, NoReturn

from mtglogic.errors import ConsistencyError, InputError
from mtglogic.names import suggest

MAX_INT = 10**12  # bound on numbers written in input files
MAX_SHOWN = 12  # names listed in the message of an unknown reference
YAML11_BOOLEANS = ("yes", "no", "on", "off", "y", "n")  # strings under YAML 1.2's rules


class LineDict(dict[Any, Any]):
    """A mapping that knows the line of each key (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class LineList(list[Any]):
    """A sequence that knows the line of each item (1-based)."""

    line: int = 0
    item_lines: list[int]



_MISSING = object()


def _type_name(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


class Node:
    """A value read from a file, with its location, and typed accessors that fail clearly."""

    __slots__ = ("value", "file", "path", "line")

    def __init__(self, value: Any, file: str, path: str = "", line: int | None = None) -> None:
        self.value = value
        self.file = file
        self.path = path
        self.line = line if line is not None else getattr(value, "line", None)

    # -- errors -----------------------------------------------------------------
    def fail(self, message: str, error: type[InputError] = InputError) -> NoReturn:
        """Raise ``error`` (an ``InputError``, or a ``ConsistencyError`` for what no schema
        can check) located at this node."""
        raise error(message, self.file, self.line, self.path or "(top)")

    # -- navigation ---------------------------------------------------------------
    def _child(self, key: Any, value: Any, line: int | None) -> Node:
        if isinstance(key, int) and not isinstance(self.value, dict):
            path = f"{self.path}[{key}]"
        else:
            path = f"{self.path}.{key}" if self.path else str(key)
        own_line = getattr(value, "line", None)
        return Node(value, self.file, path, own_line or line or self.line)

    def is_map(self) -> bool:
        return isinstance(self.value, dict)

    def is_list(self) -> bool:
        return isinstance(self.value, list)

    def mapping(self, allowed: Sequence[str] | None = None,
                required: Sequence[str] = ()) -> Node:
        """Check this is a mapping with only ``allowed`` keys and all ``required`` ones."""
        if not isinstance(self.value, dict):
            self.fail(f"expected a mapping, got {_type_name(self.value)}")
        if allowed is not None:
            for key in self.value:
                if key not in allowed:
                    self._child(key, None, self._key_line(key)).fail(
                        f"unknown key {key!r}; expected one of: {', '.join(sorted(allowed))}"
                        f"{suggest(str(key), allowed)}")
        for key in required:
            if key not in self.value:
                self.fail(f"missing required key {key!r}")
        return self

    def _key_line(self, key: Any) -> int | None:
        return getattr(self.value, "key_lines", {}).get(key, self.line)

    def __contains__(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def __getitem__(self, key: str) -> Node:
        self.mapping()
        if key not in self.value:
            self.fail(f"missing required key {key!r}")
        return self._child(key, self.value[key], self._key_line(key))

    def get(self, key: str, default: Any = _MISSING) -> Node | None:
        """The child at ``key``; a Node wrapping ``default`` (or None) when absent."""
        self.mapping()
        if key not in self.value or (self.value[key] is None and default is not _MISSING):
            if default is _MISSING:
                return None
            return Node(default, self.file, f"{self.path}.{key}" if self.path else key, self.line)
        return self._child(key, self.value[key], self._key_line(key))

    def items(self) -> Iterator[tuple[str, Node]]:
        self.mapping()
        for key, value in self.value.items():
            yield key, self._child(key, value, self._key_line(key))

    def as_list(self, allow_single: bool = False, strict: bool = False) -> list[Node]:
        """The items of a sequence (a lone value counts as one item when ``allow_single``;
        nothing counts as an empty list unless ``strict``)."""
        if self.value is None and not strict:
            return []
        if not isinstance(self.value, list):
            if allow_single:
                return [self]
            self.fail(f"expected a list, got {_type_name(self.value)}")
        lines = getattr(self.value, "item_lines", [])
        return [self._child(i, v, lines[i] if i < len(lines) else None)
                for i, v in enumerate(self.value)]

    # -- scalars ----------------------------------------------------------------
    def _whole(self) -> int | None:
        """The value as a whole number (``2`` or ``2.0``, as JSON Schema's ``integer``)."""
        value = self.value
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        return None

    def as_str(self, choices: Sequence[str] | None = None) -> str:
        """A string, or a whole number read as its text; one of ``choices`` if given."""
        value = self.value
        if not isinstance(value, str):
            number = self._whole()
            if number is None:
                self.fail(f"expected a string, got {_type_name(value)}")
            value = number
        value = str(value)
        if choices is not None and value not in choices:
            self.fail(f"unknown value {value!r}; expected one of: {', '.join(choices)}")
        return value

    def as_int(self, minimum: int | None = None, maximum: int = MAX_INT) -> int:
        """A whole number within ``maximum`` in size, at least ``minimum`` if given."""
        value = self._whole()
        if value is None:
            self.fail(f"expected a whole number, got {_type_name(self.value)}")
        if minimum is not None and value < minimum:
            self.fail(f"must be at least {minimum}, got {value}")
        if value > maximum or value < -maximum:
            self.fail(f"number {value} is out of bounds (at most {maximum} in size)")
        return value

    def as_bool(self) -> bool:
        if not isinstance(self.value, bool):
            hint = ""
            if isinstance(self.value, str) and self.value.lower() in YAML11_BOOLEANS:
                hint = f" ({self.value!r} is a string: write true or false)"
            self.fail(f"expected true or false, got {_type_name(self.value)}{hint}")
        return self.value

    def as_str_list(self, choices: Sequence[str] | None = None) -> list[str]:
        """A list of strings; a single string is accepted as a list of one."""
        return [item.as_str(choices) for item in self.as_list(allow_single=True)]

    # -- references -------------------------------------------------------------
    def ref(self, names: Collection[str], what: str) -> str:
        """A name the document (or the card library, or a ruleset) must declare elsewhere:
        a string; one not among ``names`` is a ``ConsistencyError`` (no schema can see it)."""
        value = self.as_str()
        if value not in names:
            shown = sorted(map(str, names))
            known = f"; expected one of: {', '.join(shown)}" if 0 < len(shown) <= MAX_SHOWN \
                else ""
            self.fail(f"no {what} {value!r}{known}{suggest(value, map(str, names))}",
                      ConsistencyError)
        return value


def to_plain(value: Any) -> Any:
    """Strip the line-tracking subclasses (for hashing, freezing or JSON output)."""
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [to_plain(v) for v in value]
    return value
