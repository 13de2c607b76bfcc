"""Colour on terminals, never elsewhere, unless the user says otherwise.

``paint`` styles a piece of text for its role (a verify status, the error prefix, a
heading). Styled text is printed with ``click.echo``, which drops the styles when its
stream is not a terminal: pipes, files and ``--json`` outputs (which are never painted)
stay plain. The user decides, first that wins: ``mtglogic --color always|never|auto``;
``NO_COLOR`` set and not empty (https://no-color.org): never; ``FORCE_COLOR`` set and not
empty (https://force-color.org): always, a pipe or a file included.
"""
from __future__ import annotations

import os
from typing import Any

import click

NO_COLOR = "NO_COLOR"
FORCE_COLOR = "FORCE_COLOR"
CHOICES = ("auto", "always", "never")
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


_chosen = {"colour": "auto"}  # what --color said for this command


def choose_colour(choice: str) -> bool | None:
    """Record ``--color``; what click's ``ctx.color`` should be: True to keep styles on
    any stream, None to keep them on terminals only."""
    _chosen["colour"] = choice
    return True if forced() else None


def forced() -> bool:
    """Whether colour goes to every stream, terminal or not."""
    choice = _chosen["colour"]
    if choice != "auto":
        return choice == "always"
    return bool(os.environ.get(FORCE_COLOR)) and not os.environ.get(NO_COLOR)


def colour_allowed() -> bool:
    """False when the user asked for no colour (``--color never``, or ``NO_COLOR`` set and
    not empty without ``--color always``)."""
    choice = _chosen["colour"]
    if choice != "auto":
        return choice == "always"
    return not os.environ.get(NO_COLOR)


def paint(text: str, role: str) -> str:
    """``text`` styled for ``role`` (a key of ``ROLES``), or as it is under NO_COLOR."""
    return click.style(text, **ROLES[role]) if text and colour_allowed() else text
