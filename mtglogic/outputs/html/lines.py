"""The lines of a report's answer block (``summary``): each a kind of ``LINE_KINDS`` (its
sign; its CSS class is ``line-KIND``), its already safe HTML and the lines under it."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# kind -> the sign before a line of that kind: a distinct outcome, a characteristic that
# changed, how a game ended, what waits, a note; what follows an outcome: an ability that
# triggers (603.2), a round of state-based actions (704.3), a result of the stack (405.5)
LINE_KINDS = {"outcome": "■", "change": "▲", "end": "⚑", "waits": "…", "note": "·",
              "trigger": "↯", "sba": "⟳", "result": "▹"}


@dataclass(frozen=True)
class SummaryLine:
    """One line of the answer: its kind, its (already safe) HTML, the lines under it."""

    kind: str
    html: str
    under: tuple[SummaryLine, ...] = ()


def names(words: Iterable[str], most: int = 5) -> str:
    """``A, B and C``; past ``most`` names, ``A, B, ... and 7 more``."""
    unique = list(dict.fromkeys(words))
    if len(unique) > most:
        return ", ".join(unique[:most]) + f" and {len(unique) - most} more"
    return ", ".join(unique[:-1]) + " and " + unique[-1] if len(unique) > 1 else \
        "".join(unique)


__all__ = ["LINE_KINDS", "SummaryLine", "names"]
