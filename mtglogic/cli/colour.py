"""Colour on terminals, never elsewhere, and never when ``NO_COLOR`` is set.

``paint`` styles a piece of text for its role (a verify status, the error prefix, a
heading) unless the ``NO_COLOR`` environment variable holds a value (https://no-color.org).
Styled text is printed with ``click.echo``, which drops the styles when its stream is not
a terminal: pipes, files and ``--json`` outputs (which are never painted) stay plain.
"""
from __future__ import annotations

import os
from typing import Any

import click

NO_COLOR = "NO_COLOR"
ROLES: dict[str, dict[str, Any]] = {
    "passed": {"fg": "green", "bold": True},
    "failed": {"fg": "red", "bold": True},
    "invalid": {"fg": "red", "bold": True},
    "limit": {"fg": "yellow", "bold": True},
    "error": {"fg": "red", "bold": True},
    "warning": {"fg": "yellow", "bold": True},
    "note": {"fg": "cyan"},
    "heading": {"bold": True},
}


def colour_allowed() -> bool:
    """False when the user asked for no colour (``NO_COLOR`` set and not empty)."""
    return not os.environ.get(NO_COLOR)


def paint(text: str, role: str) -> str:
    """``text`` styled for ``role`` (a key of ``ROLES``), or as it is under NO_COLOR."""
    return click.style(text, **ROLES[role]) if text and colour_allowed() else text
