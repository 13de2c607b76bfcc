"""Where the built-in data (rulesets, card library, rulings corpus) lives.

In a source checkout it is the top-level ``rulesets/`` folder; in an installed wheel the
same folder is shipped as the ``mtglogic.rulesets`` package data.
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

from mtglogic.deferred import DeferredModule

PACKAGE = Path(__file__).resolve().parent.parent
# Only an unusual install (no data folder beside the code) asks the import system.
resources = DeferredModule("importlib.resources")


@cache
def data_root() -> Path:
    """The folder that holds ``cards/``, ``cr-2011/`` and ``cr-2026/``: looked for once,
    as the package does not move while it runs (every ruling listed asks for it)."""
    checkout = PACKAGE.parent / "rulesets"
    if (checkout / "cr-2026").is_dir():
        return checkout
    installed = PACKAGE / "rulesets"
    if installed.is_dir():
        return installed
    return Path(str(resources.files("mtglogic.rulesets")))  # pragma: no cover - unusual installs


def corpus_file() -> Path:
    """The package's Oracle corpus (gzip JSON Lines, made by ``scripts/build_corpus.py``
    from the card snapshots of the Argentum Engine project, MIT; see ``data/README.md``)."""
    return PACKAGE / "data" / "oracle-cards.jsonl.gz"


def shipped_card_index() -> Path:
    """The built-in library's index of names, made with the package by
    ``scripts/build_corpus.py`` (``mtglogic.loading.card_index``)."""
    return PACKAGE / "data" / "cards-index.json.gz"
