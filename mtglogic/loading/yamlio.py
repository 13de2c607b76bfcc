"""Reading YAML files safely, remembering where every value came from.

``load_yaml`` reads a file, parses it with libyaml's C parser (PyYAML's pure-Python one
where PyYAML was built without libyaml: ``YAML_READER``) and builds plain dicts and lists
of its events (``mtglogic.loading.yaml_values``: YAML 1.2's core schema, no object
construction), which know the line of each of their entries; it wraps the root in a
``Node`` (``mtglogic.node``) so that every validation error reads ``FILE:LINE: PATH: what
is wrong``. ``dump_json`` writes the project's deterministic JSON.

What the loader refuses, each with a one-line located error: files that are not regular
files (FIFOs, devices: they could block or never end), files over ``MAX_FILE_BYTES``
(counted while reading), text that is not YAML (as its parser words it), and what
``yaml_values`` refuses: nesting deeper than ``MAX_DEPTH``, documents of more than
``MAX_NODES`` values once their aliases are expanded, numbers written with more than
``MAX_DIGITS`` digits, strings holding a lone surrogate. Booleans are YAML 1.2's, ``true``
and ``false`` only: ``on``, ``off``, ``yes``, ``no`` are plain strings (``on: it``).
Reading looks at the command's clock (``reading_within``, ``CLOCK_EVERY``).
"""
from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
import yaml.parser
import yaml.reader
import yaml.scanner

from mtglogic.errors import InputError
from mtglogic.loading.yaml_values import CLOCK_EVERY as CLOCK_EVERY
from mtglogic.loading.yaml_values import LONE_SURROGATE as LONE_SURROGATE
from mtglogic.loading.yaml_values import MAX_DEPTH as MAX_DEPTH
from mtglogic.loading.yaml_values import MAX_DIGITS as MAX_DIGITS
from mtglogic.loading.yaml_values import MAX_NODES as MAX_NODES
from mtglogic.loading.yaml_values import READING_CLOCK as READING_CLOCK
from mtglogic.loading.yaml_values import DocumentError, Events, build_document
from mtglogic.loading.yaml_values import reading_within as reading_within
from mtglogic.node import Node

MAX_FILE_BYTES = 4 * 1024 * 1024
READ_CHUNK = 1024 * 1024  # bytes read at a time from a file
YAML_SUFFIXES = (".yaml", ".yml")  # the names of the files mtglogic reads from folders


class PythonParser(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser):
    """PyYAML's pure-Python parser: the events of a text, for ``build_document``."""

    def __init__(self, text: str) -> None:
        yaml.reader.Reader.__init__(self, text)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)


# The parsers, by name: libyaml's where PyYAML was built with it (its wheels are), always
# the pure-Python one. YAML_READER names the one in use.
PARSERS: dict[str, Callable[[str], Events]] = {"python": PythonParser}
try:
    from yaml._yaml import CParser
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    pass
else:
    PARSERS["libyaml"] = CParser
YAML_READER = "libyaml" if "libyaml" in PARSERS else "python"


def parse_yaml_text(text: str, file: str) -> Any:
    """Parse YAML (or JSON, a subset) text; syntax errors become one-line InputErrors."""
    try:
        return build_document(_parser(text, file))
    except DocumentError as exc:
        raise InputError(f"invalid YAML: {exc.problem}", file, exc.line) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "invalid YAML"
        raise InputError(f"invalid YAML: {problem}", file, line) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow
        index = exc.position
        if YAML_READER == "libyaml":  # libyaml counts bytes of the UTF-8 text
            index = len(text.encode("utf-8")[:index].decode("utf-8", "ignore"))
        raise _character_error(text, index, file) from None
    except yaml.YAMLError as exc:  # pragma: no cover - the parsers raise only the above
        raise InputError("invalid YAML: " + " ".join(str(exc).split()), file) from None


def _parser(text: str, file: str) -> Events:
    """The events of ``text`` by ``YAML_READER``'s parser. libyaml reads UTF-8: a lone
    surrogate (from a command line argument that was not UTF-8) cannot be encoded, and is
    refused as PyYAML's reader refuses it."""
    if YAML_READER == "libyaml" and not text.isascii():
        found = LONE_SURROGATE.search(text)
        if found:
            raise _character_error(text, found.start(), file)
    return PARSERS[YAML_READER](text)


def _character_error(text: str, index: int, file: str) -> InputError:
    """The character at ``index``, which YAML does not allow, named with its line and
    column, in the same words whichever parser found it."""
    line_start = text.rfind("\n", 0, index) + 1
    return InputError(f"invalid YAML: {text[index]!r} at column {index - line_start + 1} is "
                      f"a character YAML does not allow", file, text.count("\n", 0, index) + 1)


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


def load_yaml_fast(path: str | Path) -> Node:
    """``load_yaml``, under the name its callers knew when it was the faster of two
    loaders (the one that kept no lines); both now read with libyaml's parser."""
    return load_yaml(path)
