"""The drafts shipped beside the built-in corpus: every corpus card drafted once, when the
corpus is built (``scripts/build_corpus.py``), so that naming any of them builds no parser.

A draft holds only while the code that drafted it is the code that runs. The file names
that code: the package's modules that were loaded while the whole corpus was drafted (the
drafter and what it calls), the ruleset files it reads its words from, and lark's own
module (another version of the parser could read a sentence otherwise), with the
signature of their content. The drafts are used only when those files hold the same
content here; a change to a module the drafter never loads (the layer engine, the command
line) leaves them in force.

The build also reads and checks every section of each built-in ruleset with that code
(``mtglogic.loading.ruleset_sections``), and the file says which bytes of which ruleset
file passed (``checked``): a first command with an empty cache folder loads those rulesets
without checking them again, so without loading every engine's section reader.

The file is read, never decoded whole: a first line of JSON (its format, the signature,
the signed files, the rulesets checked, and for each block of drafts its first key and
where it ends), then blocks of zlib-compressed lines ``KEY DRAFT-JSON``, sorted by key (a
record's key holds its bytes and the signature, ``mtglogic.loading.kept_drafts.record_key``).
Finding a card decompresses one block.
"""
from __future__ import annotations

import bisect
import hashlib
import json
import os
import zlib
from collections.abc import Callable, Sequence
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from mtglogic.loading.cache_folder import kept_signature
from mtglogic.loading.paths import PACKAGE, data_root

FORMAT = "corpus-drafts-3"
SIGNATURE_KIND = f"{FORMAT}-signature"  # the cache entry of the signed files' signature
BLOCK = 64  # drafts per block: one block is what a lookup decompresses
HEADER_LIMIT = 1 << 20  # the longest first line read


def _package_root() -> Path:
    return PACKAGE


def _lark_root() -> Path:
    spec = find_spec("lark")
    if spec is None or spec.origin is None:
        raise OSError("lark is not installed")
    return Path(spec.origin).parent


# Where each prefix of a signed name stands
PREFIXES: dict[str, Callable[[], Path]] = {"package": _package_root, "rulesets": data_root,
                                           "lark": _lark_root}


def located(name: str, roots: dict[str, str]) -> str:
    """The file of a signed name (``package/drafting/grammar.py``,
    ``rulesets/cr-2026/ruleset.yaml``, ``lark/__init__.py``) under its prefix's root (found
    once, in ``roots``); a name that steps up or aside (``..``) is none."""
    prefix, _, rest = name.partition("/")
    if prefix not in PREFIXES or any(part in ("", ".", "..") for part in rest.split("/")):
        raise OSError(f"no signed file {name!r}")
    if prefix not in roots:
        roots[prefix] = str(PREFIXES[prefix]())
    return os.path.join(roots[prefix], rest)


def signed_name(path: Path) -> str | None:
    """The signed name of a file of the package or of its rulesets, or None for another
    file (and for compiled bytecode, which follows its source)."""
    resolved = path.resolve()
    if "__pycache__" in resolved.parts:
        return None
    for prefix in ("package", "rulesets"):
        try:
            return f"{prefix}/{resolved.relative_to(PREFIXES[prefix]().resolve()).as_posix()}"
        except ValueError:
            continue
    return None


def files_signature(names: Sequence[str]) -> str | None:
    """The signature of the content of these files (None when a name is none of the
    signed ones), kept in the cache folder under their sizes and modification times."""
    roots: dict[str, str] = {}
    try:
        paths = [located(name, roots) for name in names]
    except OSError:
        return None
    return kept_signature(SIGNATURE_KIND, "signed", list(zip(names, paths)))


def checked_digest(text: bytes) -> str:
    """How the file says which bytes of a ruleset file were checked."""
    return hashlib.sha256(text).hexdigest()


def shipped_bytes(rows: dict[str, str], names: Sequence[str], signature: str,
                  checked: dict[str, str] | None = None) -> bytes:
    """The file of these drafts (``key -> draft JSON``), made by the code of ``names``,
    which also checked the ruleset files of ``checked`` (name -> ``checked_digest``)."""
    keys = sorted(rows)
    blocks = [zlib.compress("".join(f"{key} {rows[key]}\n" for key in keys[at:at + BLOCK])
                            .encode("utf-8"), 9) for at in range(0, len(keys), BLOCK)]
    ends = [sum(len(b) for b in blocks[:i + 1]) for i in range(len(blocks))]
    header = {"format": FORMAT, "signature": signature, "signed": list(names),
              "checked": dict(checked or {}), "keys": keys[::BLOCK], "ends": ends}
    return json.dumps(header, separators=(",", ":")).encode() + b"\n" + b"".join(blocks)


class ShippedDrafts:
    """The shipped drafts of one file, read a block at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._header: dict[str, Any] | None = None
        self._start = 0
        self._blocks: dict[int, dict[str, bytes]] = {}
        self._checked = False
        self._signature: str | None = None

    def header(self) -> dict[str, Any] | None:
        """The file's first line, when it is one of this format."""
        if self._header is None:
            try:
                with open(self.path, "rb") as handle:
                    line = handle.readline(HEADER_LIMIT)
                found = json.loads(line)
            except (OSError, ValueError, RecursionError):
                return None
            if _well_formed(found):
                self._header, self._start = found, len(line)
        return self._header

    def signature(self) -> str | None:
        """The signature the drafts were made under, when the code here is that code."""
        if not self._checked:
            self._checked = True
            header = self.header()
            if header is not None and files_signature(header["signed"]) == header["signature"]:
                self._signature = str(header["signature"])
        return self._signature

    def checked(self, name: str, text: bytes) -> bool:
        """Whether the ruleset file ``name`` (``cr-2026/ruleset.yaml``), whose bytes are
        ``text``, was read and checked by the code here when the package was built."""
        header = self.header()
        return header is not None and self.signature() is not None \
            and header["checked"].get(name) == checked_digest(text)

    def row(self, key: str) -> bytes | None:
        """The draft JSON of ``key``, or None."""
        header = self.header()
        if header is None:
            return None
        block = bisect.bisect_right(header["keys"], key) - 1
        if block < 0:
            return None
        if block not in self._blocks:
            start = header["ends"][block - 1] if block else 0
            try:
                with open(self.path, "rb") as handle:
                    handle.seek(self._start + start)
                    data = zlib.decompress(handle.read(header["ends"][block] - start))
            except (OSError, zlib.error):
                return None
            self._blocks[block] = {line[:40].decode("ascii", "replace"): line[41:]
                                   for line in data.split(b"\n") if len(line) > 41}
        return self._blocks[block].get(key)


def _well_formed(header: Any) -> bool:
    checks: list[Callable[[dict[str, Any]], bool]] = [
        lambda h: h.get("format") == FORMAT and isinstance(h.get("signature"), str),
        lambda h: isinstance(h.get("signed"), list)
        and all(isinstance(n, str) for n in h["signed"]),
        lambda h: isinstance(h.get("checked"), dict)
        and all(isinstance(d, str) for d in h["checked"].values()),
        lambda h: isinstance(h.get("keys"), list) and isinstance(h.get("ends"), list)
        and len(h["keys"]) == len(h["ends"]) and all(isinstance(k, str) for k in h["keys"])
        and all(isinstance(e, int) for e in h["ends"]) and h["ends"] == sorted(h["ends"])]
    return isinstance(header, dict) and all(check(header) for check in checks)
