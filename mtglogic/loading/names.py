"""Close names, offered when a name is not known: the loaders' view of ``mtglogic.names``
(on the ground floor, so that the YAML node can offer them too)."""
from __future__ import annotations

from mtglogic.names import MOST, WORD, close_names, did_you_mean, suggest

__all__ = ["MOST", "WORD", "close_names", "did_you_mean", "suggest"]
