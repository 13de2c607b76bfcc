"""Reading YAML files safely, remembering where every value came from.

``load_yaml`` builds plain dicts and lists (with the safe loader: no object construction),
subclassed so that each mapping and sequence knows the line of each of its entries, and
wraps the root in a ``Node`` (``mtglogic.node``) so that every validation error reads
``FILE:LINE: PATH: what is wrong``. ``dump_json`` writes the project's deterministic JSON.

What the loader refuses, each with a one-line located error: files that are not regular
files (FIFOs, devices: they could block or never end), files over ``MAX_FILE_BYTES``
(counted while reading), nesting deeper than ``MAX_DEPTH``, documents of more than
``MAX_NODES`` values once their aliases are expanded (``*a`` repeats all that ``&a``
marks, so a few hundred bytes could stand for billions of values that every later step
would walk), numbers written with more than ``MAX_DIGITS`` digits, and strings holding a
lone surrogate (not text: it cannot be printed). Booleans are YAML 1.2's, ``true`` and
``false`` only: ``on``, ``off``, ``yes``, ``no`` are plain strings (``on: it``).

Reading is part of the command's time: while ``reading_within(budget)`` holds (the CLI
sets it for the whole command), composing a document looks at the budget's clock every
``CLOCK_EVERY`` values, so a slow parse of a big file stops at ``--timeout`` (exit 3).
"""
from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import yaml

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.node import LineDict, LineList, Node

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 64  # nesting of mappings and lists in one document
MAX_NODES = 200_000  # values (keys included) of one document, its aliases expanded
MAX_DIGITS = 40  # characters of one number written in a document
READ_CHUNK = 1024 * 1024  # bytes read at a time from a file
CLOCK_EVERY = 1024  # values composed between two looks at the reading clock
# The budget whose clock reading is part of (the running command's); None: not timed.
READING_CLOCK: ContextVar[Budget | None] = ContextVar("mtglogic_reading_clock", default=None)


@contextmanager
def reading_within(budget: Budget) -> Iterator[None]:
    """Time every YAML document composed inside the block by ``budget``'s clock."""
    token = READING_CLOCK.set(budget)
    try:
        yield
    finally:
        READING_CLOCK.reset(token)
YAML_SUFFIXES = (".yaml", ".yml")  # the names of the files mtglogic reads from folders
BOOL_TAG = "tag:yaml.org,2002:bool"
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class _LineLoader(yaml.SafeLoader):
    """SafeLoader building LineDict/LineList; refuses duplicate keys, deep nesting and
    documents whose aliases expand past ``MAX_NODES`` values."""

    _depth = 0
    _values = 0  # values composed so far, each alias counted as all it repeats
    _sizes: dict[int, int]  # expanded size of each anchored node, by id

    def compose_document(self) -> yaml.Node | None:
        self._values, self._sizes = 0, {}
        return super().compose_document()

    def _grow(self, count: int, mark: Any) -> None:
        before = self._values
        self._values += count
        if self._values > MAX_NODES:
            raise yaml.composer.ComposerError(
                None, None, f"the document holds more than {MAX_NODES} values once its "
                f"aliases (*name) are expanded", mark)
        if self._values // CLOCK_EVERY != before // CLOCK_EVERY:
            clock = READING_CLOCK.get()
            if clock is not None:
                clock.check_time(f"reading YAML (line {mark.line + 1})")

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        # Bounded here, before the composer and constructor recurse: deep documents would
        # otherwise end in a slow RecursionError (or a crash) instead of a clear message.
        event = self.peek_event()  # type: ignore[no-untyped-call]  # untyped in types-PyYAML
        if isinstance(event, yaml.AliasEvent):
            node = super().compose_node(parent, index)
            self._grow(self._sizes.get(id(node), 1), event.start_mark)
            return node
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(
                    None, None, f"nested more than {MAX_DEPTH} levels deep", event.start_mark)
            before = self._values
            self._grow(1, event.start_mark)
            node = super().compose_node(parent, index)
            if event.anchor is not None:
                self._sizes[id(node)] = self._values - before
            return node
        finally:
            self._depth -= 1


# YAML 1.2's core schema for plain scalars (the version that reads what is written as
# text as text): booleans only true and false (1.1 also reads yes/no/on/off), integers in
# decimal, 0o octal or 0x hexadecimal (1.1 also reads 12:30 as 750, 0b binary and 1_000),
# floats with digits (1.1 also reads 1:30.5), and no timestamps (1.1 reads 2011-09-30 as a
# date). Anything else is a string.
INT_TAG, FLOAT_TAG = "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"
REPLACED_TAGS = (BOOL_TAG, INT_TAG, FLOAT_TAG, "tag:yaml.org,2002:timestamp")
CORE_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
CORE_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
_LineLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in REPLACED_TAGS]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
_LineLoader.add_implicit_resolver(BOOL_TAG, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                  list("tTfF"))
_LineLoader.add_implicit_resolver(INT_TAG, CORE_INT, list("-+0123456789"))
_LineLoader.add_implicit_resolver(FLOAT_TAG, CORE_FLOAT, list("-+.0123456789"))


def core_int(text: str) -> int:
    """An integer as YAML 1.2's core schema writes it: decimal, ``0o17`` or ``0x1F``."""
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def _construct_int(loader: Any, node: yaml.ScalarNode) -> int:
    text = loader.construct_scalar(node)
    if len(text) > MAX_DIGITS:
        raise yaml.constructor.ConstructorError(
            None, None, f"a number written with {len(text)} characters is out of bounds "
            f"(at most {MAX_DIGITS})", node.start_mark)
    return core_int(text)


def _construct_float(loader: Any, node: yaml.ScalarNode) -> float:
    text = loader.construct_scalar(node)
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if lowered == ".nan":
        return float("nan")
    return float(text)


def _construct_str(loader: _LineLoader, node: yaml.ScalarNode) -> str:
    text = loader.construct_scalar(node)
    found = LONE_SURROGATE.search(text)
    if found:
        raise yaml.constructor.ConstructorError(
            None, None, f"a string holds a lone surrogate ({ascii(found.group())[1:-1]}), "
            f"which is not a character", node.start_mark)
    return text


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
_LineLoader.add_constructor(INT_TAG, _construct_int)
_LineLoader.add_constructor(FLOAT_TAG, _construct_float)
_LineLoader.add_constructor("tag:yaml.org,2002:str", _construct_str)


def parse_yaml_text(text: str, file: str) -> Any:
    """Parse YAML (or JSON, a subset) text; syntax errors become one-line InputErrors."""
    try:
        return yaml.load(text, Loader=_LineLoader)  # _LineLoader is a SafeLoader
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


def read_text(path: str | Path) -> str:
    """The UTF-8 text of a regular file of at most ``MAX_FILE_BYTES`` bytes. A FIFO or a
    device is refused before it is read (opened without blocking), and the size is
    counted while reading, so that a file growing as it is read stops at the limit."""
    return utf8_text(read_regular_file(path, MAX_FILE_BYTES, "a YAML file"), str(path))


def utf8_text(data: bytes, where: str, what: str = "file") -> str:
    """``data`` decoded as UTF-8, else an ``InputError`` naming ``where`` (a file, or
    standard input), ``what`` it holds and the offset of the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{what} is not UTF-8 text: byte 0x{data[exc.start]:02x} at byte "
                         f"offset {exc.start}", where) from None


def read_regular_file(path: str | Path, limit: int, expected: str) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (``read_text``'s checks: a
    folder, a FIFO, a device or a socket refused before any read, without blocking; the
    size counted while reading); ``expected`` names the file a folder was given for."""
    name = str(path)
    chunks: list[bytes] = []
    size = 0
    with os.fdopen(open_regular(path, expected), "rb") as handle:
        try:
            while size <= limit:  # in pieces: no buffer of the limit's size for a small file
                chunk = handle.read(min(READ_CHUNK, limit + 1 - size))
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
        except OSError as exc:
            raise InputError(f"cannot read file: {exc.strerror or exc}", name) from None
    data = b"".join(chunks)
    if len(data) > limit:
        raise InputError(f"file is more than the limit of {limit} bytes", name)
    return data


def open_regular(path: str | Path, expected: str = "a YAML file") -> int:
    """A descriptor of the regular file at PATH, opened without blocking: a FIFO, a device
    or a folder is refused before anything is read."""
    name = str(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except IsADirectoryError:
        raise InputError(f"is a folder, expected {expected}", name) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise InputError(f"cannot read file: {getattr(exc, 'strerror', None) or exc}",
                         name) from None
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        if stat.S_ISDIR(mode):
            raise InputError(f"is a folder, expected {expected}", name)
        raise InputError(f"is a {_kind_of_file(mode)}, not a regular file", name)
    return descriptor


def _kind_of_file(mode: int) -> str:
    for test, kind in ((stat.S_ISFIFO, "FIFO (named pipe)"), (stat.S_ISCHR, "character device"),
                       (stat.S_ISBLK, "block device"), (stat.S_ISSOCK, "socket")):
        if test(mode):
            return kind
    return "special file"


def load_yaml(path: str | Path) -> Node:
    """Read and parse a YAML file, bounded in size, and wrap its root in a Node."""
    name = str(path)
    return Node(parse_yaml_text(read_text(path), name), name, "", 1)


def dump_json(value: Any) -> str:
    """Deterministic JSON: sorted keys, two-space indent."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)


_FastBase: Any = getattr(yaml, "CSafeLoader", None)


class _FastLoader(_FastBase or yaml.SafeLoader):  # type: ignore[misc]
    """libyaml's safe loader (the pure one where libyaml is missing) with YAML 1.2's core
    scalars, as ``_LineLoader`` reads them; it keeps no lines."""


_FastLoader.yaml_implicit_resolvers = _LineLoader.yaml_implicit_resolvers
_FastLoader.add_constructor(INT_TAG, _construct_int)
_FastLoader.add_constructor(FLOAT_TAG, _construct_float)


def load_yaml_fast(path: str | Path) -> Node:
    """A YAML file read without line numbers (libyaml's C loader: several times faster), for
    files that are known good. Anything wrong with the text is read again with ``load_yaml``,
    whose error says where."""
    name = str(path)
    text = read_text(path)
    try:
        return Node(yaml.load(text, Loader=_FastLoader), name, "", 1)
    except (yaml.YAMLError, RecursionError):
        return load_yaml(path)
