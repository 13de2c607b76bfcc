"""Drafting a card file from a card's Oracle text (``mtglogic cards draft``).

``oracle`` cuts the text into abilities and sentences and puts each in the grammar's form;
``phrases`` holds every Oracle phrase the drafter reads, one record each (``phrase``),
grouped in one module per family; ``grammar`` is the lark grammar assembled from them over
the words of ``lexicon``, and ``build`` the transformer of their builders, which turns a
parse tree into vocabulary data; ``draft`` drives them and keeps every untranslated
sentence as text;
``sources`` reads a card from a Scryfall or MTGJSON file; ``yamlout`` writes the card file;
``compare`` says when a drafted ability means what a written one does (the benchmark's
measure, ``benchmarks/drafting.py``). The package reads Oracle text and makes card data: it
sits above the loader and no engine imports it.
"""
from __future__ import annotations

from mtglogic.drafting.draft import Draft, OracleCard, draft

__all__ = ["Draft", "OracleCard", "draft"]
