"""Colour on terminals, never elsewhere, unless the user says otherwise.

``paint`` styles a piece of text for its role (a verify status, the error prefix, a
heading). Styled text is printed with ``click.echo``, which drops the styles when its
stream is not a terminal: pipes, files and ``--json`` outputs (which are never painted)
stay plain. The user decides, first that wins:

1. ``--color always|never|auto``, before the subcommand or after it;
2. ``NO_COLOR`` set and not empty (https://no-color.org): never;
3. ``FORCE_COLOR`` set and not empty (https://force-color.org): always, a pipe or a file
   included; but ``0`` and ``false``, which Node's tools and many others read as "no
   colour", mean never, not always;
4. ``TERM=dumb`` (a terminal that understands no escape sequence): never;
5. otherwise colour on terminals only.
"""
from __future__ import annotations

import os
from typing import Any

import click

NO_COLOR = "NO_COLOR"
FORCE_COLOR = "FORCE_COLOR"
FORCE_COLOR_OFF = ("0", "false")  # FORCE_COLOR values that ask for no colour
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
COLOUR_HELP = ("Colour: on terminals only (auto), always (pipes and files too), or never. "
               "Under auto, NO_COLOR, FORCE_COLOR and TERM=dumb are read.")


_chosen = {"colour": "auto"}  # what --color said for this command


def choose_colour(choice: str) -> bool | None:
    """Record ``--color``; what click's ``ctx.color`` should be: True to keep styles on
    any stream, None to keep them on terminals only."""
    _chosen["colour"] = choice
    return True if forced() else None


def _wish() -> str:
    """``always``, ``never`` or ``auto``: what ``--color`` and the environment ask for."""
    choice = _chosen["colour"]
    if choice != "auto":
        return choice
    if os.environ.get(NO_COLOR):
        return "never"
    force = os.environ.get(FORCE_COLOR, "")
    if force:
        return "never" if force.strip().lower() in FORCE_COLOR_OFF else "always"
    if os.environ.get("TERM") == "dumb":
        return "never"
    return "auto"


def forced() -> bool:
    """Whether colour goes to every stream, terminal or not."""
    return _wish() == "always"


def colour_allowed() -> bool:
    """False when the user asked for no colour (``--color never``, ``NO_COLOR``,
    ``FORCE_COLOR=0``, ``TERM=dumb``); whether a stream that is no terminal keeps the
    styles is click's ``ctx.color`` (``choose_colour``)."""
    return _wish() != "never"


def colour_option_callback(ctx: click.Context, param: click.Parameter,
                           value: str | None) -> None:
    """``--color`` given after a subcommand: the same as before it."""
    if value is not None:
        ctx.color = choose_colour(value)


def colour_option() -> click.Option:
    """The ``--color`` option every subcommand takes too (``mtglogic layers ... --color
    never``): it changes nothing unless given."""
    return click.Option(["--color"], type=click.Choice(CHOICES), default=None,
                        expose_value=False, is_eager=True, callback=colour_option_callback,
                        help=COLOUR_HELP)


def paint(text: str, role: str) -> str:
    """``text`` styled for ``role`` (a key of ``ROLES``), or as it is under NO_COLOR."""
    return click.style(text, **ROLES[role]) if text and colour_allowed() else text
