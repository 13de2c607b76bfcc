"""How an answer shows in a notebook (Jupyter, IPython): a repr of one line, and HTML
drawn by the report's renderer.

The results live with their engines, which never import the renderers above them; the
registry of engines gives its renderer to ``set_html_renderer`` when it loads (as
``import mtglogic`` does), and ``Shown._repr_html_`` asks it. Without one (an engine used
alone), ``_repr_html_`` returns None and a notebook shows the repr.
"""
from __future__ import annotations

from collections.abc import Callable

_RENDERER: list[Callable[[object], str | None]] = []


def set_html_renderer(renderer: Callable[[object], str | None]) -> None:
    """The function that draws a result as HTML (the last one given wins)."""
    _RENDERER[:] = [renderer]


class Shown:
    """A result a notebook shows as HTML; its class writes a ``__repr__`` of one line."""

    def _repr_html_(self) -> str | None:
        return _RENDERER[0](self) if _RENDERER else None
