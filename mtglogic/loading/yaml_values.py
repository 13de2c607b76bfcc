"""The values of one YAML document, built from its parser's events.

Either parser feeds it: libyaml's (C, PyYAML's ``CParser``) where PyYAML was built with it,
else PyYAML's pure-Python one; both give the same events, and ``build_document`` makes the
same values of them. It builds plain values (no object construction): ``LineDict`` and
``LineList`` (``mtglogic.node``), which know the line of each of their entries, strings,
numbers, booleans and None.

Plain scalars are read by YAML 1.2's core schema, the version that reads what is written as
text as text: booleans only ``true`` and ``false`` (1.1 also reads yes/no/on/off),
integers in decimal, ``0o`` octal or ``0x`` hexadecimal (1.1 also reads ``12:30`` as 750,
``0b`` binary and ``1_000``), floats with digits (1.1 also reads ``1:30.5``), null as
``~``, ``null`` or nothing, and no timestamps (1.1 reads ``2011-09-30`` as a date).
Anything else is a string. A tag may name one of the core schema's kinds (``!!str``,
``!!int``, ``!!float``, ``!!bool``, ``!!null``, ``!!seq``, ``!!map``; the value must be
written as that kind is); any other tag is refused. A ``<<`` key merges the mapping (or
the list of mappings) it is given into its own mapping, under the keys the mapping itself
writes (YAML's merge key: the first mapping listed wins).

What it refuses, each located at its line (``DocumentError``): nesting deeper than
``MAX_DEPTH``, documents of more than ``MAX_NODES`` values once their aliases are expanded
(``*a`` repeats all that ``&a`` marks, so a few hundred bytes could stand for billions of
values that every later step would walk), numbers written with more than ``MAX_DIGITS``
characters, strings holding a lone surrogate (not text: it cannot be printed), keys that
are not plain scalars or are given twice, an alias inside the node it names, an anchor
given twice, a second document.

Reading is part of the command's time: while ``reading_within(budget)`` holds (the CLI
sets it for the whole command), building a document looks at the budget's clock every
``CLOCK_EVERY`` values, so a slow read of a big file stops at ``--timeout`` (exit 3).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Protocol

from yaml.events import (
    AliasEvent,
    CollectionStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    StreamEndEvent,
)

from mtglogic.budget import Budget
from mtglogic.node import LineDict, LineList

MAX_DEPTH = 64  # nesting of mappings and lists in one document
MAX_NODES = 200_000  # values (keys included) of one document, its aliases expanded
MAX_DIGITS = 40  # characters of one number written in a document
CLOCK_EVERY = 1024  # values built between two looks at the reading clock
# The budget whose clock reading is part of (the running command's); None: not timed.
READING_CLOCK: ContextVar[Budget | None] = ContextVar("mtglogic_reading_clock", default=None)
LONE_SURROGATE = re.compile("[\ud800-\udfff]")

CORE = "tag:yaml.org,2002:"
CORE_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
CORE_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
CORE_BOOL = {"true": True, "True": True, "TRUE": True,
             "false": False, "False": False, "FALSE": False}
CORE_NULL = frozenset(("", "~", "null", "Null", "NULL"))
NUMBER_START = frozenset("-+.0123456789")
MERGE = "<<"  # the merge key, when written plain


@contextmanager
def reading_within(budget: Budget) -> Iterator[None]:
    """Time every YAML document built inside the block by ``budget``'s clock."""
    token = READING_CLOCK.set(budget)
    try:
        yield
    finally:
        READING_CLOCK.reset(token)


Mark = Any  # where an event starts: PyYAML's Mark or libyaml's, whose ``line`` is 0-based


class Events(Protocol):
    """A YAML parser (PyYAML's pure one, or libyaml's ``CParser``)."""

    def get_event(self) -> Any: ...

    def check_event(self, *choices: type) -> bool: ...


class DocumentError(Exception):
    """What a document holds that mtglogic does not read, with the line it is at (1-based)."""

    def __init__(self, problem: str, mark: Mark) -> None:
        super().__init__(problem)
        self.problem = problem
        self.line = mark.line + 1


def core_int(text: str) -> int:
    """An integer as YAML 1.2's core schema writes it: decimal, ``0o17`` or ``0x1F``."""
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def _int(text: str, mark: Mark) -> int:
    if len(text) > MAX_DIGITS:
        raise DocumentError(f"a number written with {len(text)} characters is out of bounds "
                            f"(at most {MAX_DIGITS})", mark)
    return core_int(text)


def _float(text: str) -> float:
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if lowered == ".nan":
        return float("nan")
    return float(text)


def _string(text: str, mark: Mark) -> str:
    if text.isascii():
        return text
    found = LONE_SURROGATE.search(text)
    if found:
        raise DocumentError(f"a string holds a lone surrogate ({ascii(found.group())[1:-1]}), "
                            f"which is not a character", mark)
    return text


def plain_scalar(text: str, mark: Mark) -> Any:
    """The value of a plain (unquoted, untagged) scalar under the core schema."""
    if text in CORE_NULL:
        return None
    if text[0] in NUMBER_START:
        if CORE_INT.match(text):
            return _int(text, mark)
        if CORE_FLOAT.match(text):
            return _float(text)
    elif text in CORE_BOOL:
        return CORE_BOOL[text]
    return _string(text, mark)


def _shown(tag: str) -> str:
    return "!!" + tag[len(CORE):] if tag.startswith(CORE) else tag


def tagged_scalar(tag: str, text: str, mark: Mark) -> Any:
    """The value of a scalar with a tag: one of the core schema's, written as it reads."""
    kind = tag[len(CORE):] if tag.startswith(CORE) else None
    if kind == "str" or tag == "!":
        return _string(text, mark)
    if kind == "int" and CORE_INT.match(text):
        return _int(text, mark)
    if kind == "float" and (CORE_FLOAT.match(text) or CORE_INT.match(text)):
        return _float(text)
    if kind == "bool" and text in CORE_BOOL:
        return CORE_BOOL[text]
    if kind == "null" and text in CORE_NULL:
        return None
    if kind in ("int", "float", "bool", "null"):
        raise DocumentError(f"{text!r} is not written as a YAML 1.2 {kind} (!!{kind})", mark)
    raise DocumentError(f"the tag {_shown(tag)} is not read (a scalar may be tagged !!str, "
                        f"!!int, !!float, !!bool or !!null)", mark)


_NO_KEY = object()  # a mapping waits for a key
_MERGE_KEY = object()  # the key << written plain: what follows is merged
_OPEN = object()  # an anchor whose node is still being built


class _Open:
    """A mapping or a list being built, with what its next entry needs."""

    __slots__ = ("value", "mark", "anchor", "before", "key", "key_line", "merges")

    def __init__(self, value: LineDict | LineList, mark: Mark, anchor: str | None,
                 before: int) -> None:
        self.value = value
        self.mark = mark  # where it begins
        self.anchor = anchor  # its &name, if any
        self.before = before  # values counted before it began
        self.key: Any = _NO_KEY  # in a mapping: the key waiting for its value
        self.key_line = 0
        self.merges: list[LineDict] = []  # mappings given to <<

    def wants_key(self) -> bool:
        return self.key is _NO_KEY and isinstance(self.value, LineDict)


class _Document:
    """One document's values, built from its events (``build_document``)."""

    def __init__(self) -> None:
        self.values = 0  # values built so far, each alias counted as all it repeats
        self.look_at = 0  # the count at which the limit and the clock are next looked at
        self.anchors: dict[str, tuple[Any, int, Mark]] = {}  # name: value, size, where
        self.clock = READING_CLOCK.get()
        self.look(None)

    def look(self, mark: Mark) -> None:
        """Past ``MAX_NODES`` values, refuse the document; past each ``CLOCK_EVERY``th,
        look at the clock; then say when to look again."""
        if self.values > MAX_NODES:
            raise DocumentError(f"the document holds more than {MAX_NODES} values once its "
                                f"aliases (*name) are expanded", mark)
        if self.clock is not None and mark is not None:
            self.clock.check_time(f"reading YAML (line {mark.line + 1})")
        self.look_at = min(MAX_NODES + 1, (self.values // CLOCK_EVERY + 1) * CLOCK_EVERY)

    def anchor(self, name: str | None, value: Any, size: int, mark: Mark) -> None:
        if name is None:
            return
        if name in self.anchors:
            first = self.anchors[name][2].line + 1
            raise DocumentError(f"the anchor &{name} is given twice (first on line {first})",
                                mark)
        self.anchors[name] = (value, size, mark)

    def alias(self, event: AliasEvent) -> Any:
        name = event.anchor
        if name not in self.anchors:
            raise DocumentError(f"found undefined alias {name!r}", event.start_mark)
        value, size, _ = self.anchors[name]
        if value is _OPEN:
            raise DocumentError(f"the alias *{name} is inside the node &{name} it names, "
                                f"which would never end", event.start_mark)
        self.values += size
        if self.values >= self.look_at:
            self.look(event.start_mark)
        return value

    def scalar(self, event: ScalarEvent, mark: Mark) -> Any:
        tag, text = event.tag, event.value
        if tag is None:
            value = plain_scalar(text, mark) if event.implicit[0] else _string(text, mark)
        elif tag == "!":
            value = _string(text, mark)
        else:
            value = tagged_scalar(tag, text, mark)
        if event.anchor is not None:
            self.anchor(event.anchor, value, 1, mark)
        return value

    def start(self, event: CollectionStartEvent, mark: Mark) -> _Open:
        mapping = isinstance(event, MappingStartEvent)
        tag = event.tag
        if tag is not None and tag != "!" and tag != CORE + ("map" if mapping else "seq"):
            raise DocumentError(f"the tag {_shown(tag)} is not read (a mapping may be tagged "
                                f"!!map, a list !!seq)", mark)
        value: LineDict | LineList
        if mapping:
            value = LineDict()
            value.key_lines = {}
        else:
            value = LineList()
            value.item_lines = []
        value.line = mark.line + 1
        self.anchor(event.anchor, _OPEN, 0, mark)
        return _Open(value, mark, event.anchor, self.values - 1)

    def end(self, opened: _Open) -> Any:
        value = opened.value
        if isinstance(value, LineDict) and opened.merges:
            value = _merged(value, opened.merges)
        if opened.anchor is not None:
            name = opened.anchor
            self.anchors[name] = (value, self.values - opened.before, self.anchors[name][2])
        return value

    def build(self, events: Events) -> Any:
        """The values of the events up to the document's end (the common cases inline: it
        runs once for every value of every file read)."""
        stack: list[_Open] = []
        get_event = events.get_event
        while True:
            event = get_event()
            kind = type(event)
            mark = event.start_mark
            if kind is AliasEvent:
                value = self.alias(event)
            elif kind is SequenceEndEvent or kind is MappingEndEvent:
                opened = stack.pop()
                mark = opened.mark
                value = self.end(opened)
            else:  # a scalar, or the start of a mapping or a list: one more value
                if len(stack) >= MAX_DEPTH:
                    raise DocumentError(f"nested more than {MAX_DEPTH} levels deep", mark)
                self.values += 1
                if self.values >= self.look_at:
                    self.look(mark)
                if kind is ScalarEvent:
                    value = self.scalar(event, mark)
                    if value == MERGE and event.tag is None and event.implicit[0] and \
                            stack and stack[-1].wants_key():
                        value = _MERGE_KEY
                else:
                    if stack and stack[-1].wants_key():
                        raise DocumentError("mapping keys must be plain scalars", mark)
                    stack.append(self.start(event, mark))
                    continue
            if not stack:
                return value
            parent = stack[-1]
            container = parent.value
            if isinstance(container, LineList):
                container.append(value)
                container.item_lines.append(mark.line + 1)
            else:
                _add_to_mapping(parent, container, value, mark)


def _add_to_mapping(parent: _Open, mapping: LineDict, value: Any, mark: Mark) -> None:
    """Put a finished key, or the value of the key before it, into a mapping being built."""
    key = parent.key
    if key is _NO_KEY:
        if value is not _MERGE_KEY and not isinstance(value, (str, int, float)):
            raise DocumentError("mapping keys must be plain scalars", mark)
        if value in mapping:
            raise DocumentError(f"duplicate key {value!r}", mark)
        parent.key, parent.key_line = value, mark.line + 1
        return
    parent.key = _NO_KEY
    if key is _MERGE_KEY:
        parent.merges.extend(_to_merge(value, mark))
        return
    mapping[key] = value
    mapping.key_lines[key] = parent.key_line


def _to_merge(value: Any, mark: Mark) -> list[LineDict]:
    items = value if isinstance(value, LineList) else [value]
    if not items or not all(isinstance(item, LineDict) for item in items):
        raise DocumentError("<< merges a mapping or a list of mappings", mark)
    return list(items)


def _merged(own: LineDict, merges: list[LineDict]) -> LineDict:
    """``own`` with the keys of the mappings given to ``<<`` it does not write itself, those
    first (as the YAML merge key reads: the first mapping listed wins)."""
    result = LineDict()
    result.line, result.key_lines = own.line, {}
    for mapping in merges:
        for key, value in mapping.items():
            if key not in own and key not in result:
                result[key] = value
                result.key_lines[key] = mapping.key_lines[key]
    for key, value in own.items():
        result[key] = value
        result.key_lines[key] = own.key_lines[key]
    return result


def build_document(events: Events) -> Any:
    """The values of the single document of a stream (None for an empty stream); a second
    document is refused."""
    events.get_event()  # the stream's start
    if events.check_event(StreamEndEvent):
        return None
    events.get_event()  # the document's start
    value = _Document().build(events)
    events.get_event()  # the document's end
    if not events.check_event(StreamEndEvent):
        raise DocumentError("expected a single document in the stream but found another "
                            "document", events.get_event().start_mark)
    return value
