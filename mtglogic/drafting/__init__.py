"""Drafting a card file from a card's Oracle text (``mtglogic cards draft``).

``oracle`` cuts the text into abilities and sentences and puts each in the grammar's form;
``phrases`` holds every Oracle phrase the drafter reads, one record each (``phrase``),
grouped in one module per family; ``grammar`` is the lark grammar assembled from them over
the words of ``lexicon``, and ``build`` the transformer of their builders, which turns a
parse tree into vocabulary data; ``drafter`` drives them and keeps every untranslated
sentence as text; ``record_drafts`` drafts a card of any layout from its Oracle record;
``corpus_cards`` serves the cards of Oracle files by name, drafting one only when no kept
draft has it; ``sources`` reads a card from a file ``cards draft --from`` names;
``yamlout`` writes the card file;
``compare`` says when a drafted ability means what a written one does (the benchmark's
measure, ``benchmarks/drafting.py``). The package reads Oracle text and makes card data: it
sits above the loader and no engine imports it. Its names below load the drafter (and its
parser) at first use only, so that serving a kept draft never does.
"""
from __future__ import annotations

from typing import Any

from mtglogic.deferred import deferred

__all__ = ["Draft", "OracleCard", "draft"]
_DRAFTER = deferred("mtglogic.drafting.drafter")


def __getattr__(name: str) -> Any:
    """``Draft``, ``OracleCard`` and ``draft`` of ``mtglogic.drafting.drafter`` (PEP 562)."""
    if name in __all__:
        return getattr(_DRAFTER(), name)
    raise AttributeError(f"module 'mtglogic.drafting' has no attribute {name!r}")
