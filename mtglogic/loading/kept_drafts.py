"""Drafts kept: a card is drafted from its Oracle text once per text and code version.

Drafting a card builds the Oracle grammar's parser, which takes far longer than the rest of
a query. So a card's draft (its card file, the sentences left as text, whether any was read)
is kept under a key made of the record's bytes and the signature of the code that drafts:
the content of the package's modules below the command line (``mtglogic/`` but ``cli``,
``atlas``, ``verify``, ``outputs``) and of the ruleset files the drafter reads its words
from. A record or a module that changes gets a new key, so the card is drafted again.

Drafts are found in two places, first that first:

- the drafts shipped beside the built-in corpus (``mtglogic/data/oracle-drafts.blocks``,
  made with the corpus by ``scripts/build_corpus.py``, ``mtglogic.loading.shipped_drafts``):
  used while the modules that drafted them are unchanged, so an installed package names
  any corpus card without drafting it, even on its first run;
- the cache folder (``drafts/``), written and checked through
  ``mtglogic.loading.cache_folder`` (an entry changed, cut short or moved is not used).

A kept draft is still read by the card loader like any draft; where the cache cannot be
written, the card is drafted at each use.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from mtglogic.loading.cache_folder import (
    Origin,
    keep_cached_text,
    kept_signature,
    read_cached_text,
)
from mtglogic.loading.paths import PACKAGE, data_root
from mtglogic.loading.shipped_drafts import ShippedDrafts

FORMAT = "kept-draft-1"  # changes when what is kept changes
DRAFT_KIND = f"{FORMAT}-draft"  # the cache entry of one kept draft
SIGNATURE_KIND = f"{FORMAT}-code"  # the cache entry of the code's signature
# The floors above the drafter: what they do never changes a draft
UNSIGNED = ("cli", "atlas", "verify", "outputs", "__pycache__")
RULESET_FILES = ("cr-2026/ruleset.yaml", "cr-2011/ruleset.yaml")
Record = dict[str, Any]


@dataclass
class CardDraft:
    """The card file drafted from a record, the sentences left as text (and what of the
    card was not read), and whether any sentence was read."""

    file: dict[str, Any]
    ignored: list[str] = field(default_factory=list)
    known: bool = False

    def data(self) -> dict[str, Any]:
        return {"file": self.file, "ignored": self.ignored, "known": self.known}


def _signed_files() -> list[Path]:
    found: list[Path] = []
    for folder, subfolders, files in os.walk(PACKAGE):
        subfolders[:] = sorted(d for d in subfolders if d not in UNSIGNED)
        found += [Path(folder, name) for name in sorted(files) if name.endswith(".py")]
    return found + [data_root() / name for name in RULESET_FILES]


@cache
def code_signature() -> str:
    """A hash of the content of the code that drafts (and of the rulesets it reads),
    itself kept in the cache under the files' sizes and modification times."""
    files = [(str(path.relative_to(PACKAGE if path.is_relative_to(PACKAGE) else data_root())
                  .as_posix()), str(path)) for path in _signed_files()]
    return kept_signature(SIGNATURE_KIND, "code", files)


def record_key(record: Record, signature: str | None = None) -> str:
    """The key of a record's draft: its bytes and the code's signature."""
    text = json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256((signature or code_signature()).encode())
    digest.update(text.encode("utf-8"))
    return digest.hexdigest()[:40]


def _draft_of(data: Any) -> CardDraft | None:
    if not isinstance(data, dict) or not isinstance(data.get("file"), dict):
        return None
    ignored = data.get("ignored")
    if not isinstance(ignored, list) or not all(isinstance(s, str) for s in ignored):
        return None
    return CardDraft(data["file"], list(ignored), bool(data.get("known")))


def shipped_file() -> Path:
    """The drafts shipped beside the built-in corpus."""
    return PACKAGE / "data" / "oracle-drafts.blocks"


@cache
def shipped_drafts() -> ShippedDrafts:
    """The shipped drafts, read once a process (their signature is worked out once)."""
    return ShippedDrafts(shipped_file())


class KeptDrafts:
    """Drafts found by record (shipped, else in the cache folder), and kept when made."""

    def __init__(self, shipped: ShippedDrafts | None = None) -> None:
        self.shipped = shipped if shipped is not None else shipped_drafts()

    @staticmethod
    def _entry(key: str) -> tuple[str, Origin]:
        """Where a draft of ``key`` is kept and what it is made from (the key holds the
        record and the drafting code's signature already)."""
        return f"drafts/{key}.json", Origin(DRAFT_KIND, (key,))

    def get(self, record: Record) -> CardDraft | None:
        signature = self.shipped.signature()
        row = None if signature is None else self.shipped.row(record_key(record, signature))
        try:
            found = None if row is None else _draft_of(json.loads(row))
        except (ValueError, RecursionError):
            found = None
        if found is not None:
            return found
        key = record_key(record)
        text = read_cached_text(*self._entry(key))  # checked: another card's, cut short
        try:                                         # or changed is drafted again
            entry = json.loads(text) if text is not None else None
        except (ValueError, RecursionError):
            return None
        if not isinstance(entry, dict) or entry.get("key") != key:
            return None
        return _draft_of(entry.get("draft"))

    def keep(self, record: Record, made: CardDraft) -> None:
        """Keep a draft where the cache can be written (a cache that cannot is only slower)."""
        key = record_key(record)
        name, origin = self._entry(key)
        keep_cached_text(name, origin, json.dumps({"key": key, "draft": made.data()},
                                                  ensure_ascii=False))
