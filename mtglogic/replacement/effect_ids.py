"""Stable names of effects (``EffectId``): an effect is named by its source and by what
its ability is, never by where the ability is listed, so reordering a card's or a
scenario's abilities leaves every witness order the same."""
from __future__ import annotations

import hashlib
from collections.abc import Sequence

from mtglogic.vocabulary.replacements import ReplacementSpec


def ability_names(specs: Sequence[ReplacementSpec]) -> list[str]:
    """Each ability's own id among one object's: the event kinds it watches
    (``put_counters``), with a short digest of its text when another ability of the same
    object watches the same kinds (Doubling Season's two abilities watch different ones)."""
    bases = ["+".join(sorted(spec.watch.kinds)) or "event" for spec in specs]
    return [base if bases.count(base) == 1 else f"{base}~{_digest(spec.text)}"
            for base, spec in zip(bases, specs)]


# A digest in letters only (hex digits moved to g-p): a digit in an id could read as a
# rule number in the outputs.
LETTERS = str.maketrans("0123456789", "ghijklmnop")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:6].translate(LETTERS)


__all__ = ["ability_names"]
