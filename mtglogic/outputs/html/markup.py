"""Small helpers to write HTML safely: every text escaped, elements built from strings."""
from __future__ import annotations

from collections.abc import Iterable
from html import escape


def esc(text: object) -> str:
    """TEXT with ``&``, ``<``, ``>`` and quotes escaped."""
    return escape(str(text), quote=True)


def el(tag: str, content: str = "", **attrs: object) -> str:
    """An element with already-safe CONTENT; ``class_`` names the class attribute."""
    parts = "".join(f' {name.rstrip("_").replace("_", "-")}="{esc(value)}"'
                    for name, value in attrs.items() if value is not None)
    return f"<{tag}{parts}>{content}</{tag}>"


def join(pieces: Iterable[str]) -> str:
    return "".join(pieces)


def items(values: Iterable[str], tag: str = "ul", **attrs: object) -> str:
    """A list of already-safe items; an empty list says so in words."""
    rows = [el("li", value) for value in values]
    return el(tag, join(rows), **attrs) if rows else el("p", "none", class_="none")


def scrolling(content: str, label: str, tag: str = "div") -> str:
    """CONTENT in a region that scrolls sideways when it is wider than the page, reachable
    and scrollable by keyboard: focusable, named, a region (axe's scrollable-region-focusable)."""
    return el(tag, content, class_="table-wrap", tabindex="0", role="region",
              aria_label=label)
