"""``--ruleset-dir DIR``: a ruleset folder of the user's own (docs/rulesets.md).

The folder's ``ruleset.yaml`` is read and checked while the options are read (first, so
that ``--ruleset`` defaults to its id), and its ruleset is known by that id only while the
command runs (``run_safely`` enters ``own_rulesets``): click leaves a context open when a
later option fails to parse, so nothing is put in use before the command starts.
"""
from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import click

from mtglogic.deferred import deferred
from mtglogic.errors import MtglogicError

# Reading a ruleset loads every engine's section reader: only a --ruleset-dir given does.
_own_ruleset = deferred("mtglogic.loading.rulesets:own_ruleset")
_using_ruleset_folder = deferred("mtglogic.loading.rulesets:using_ruleset_folder")

OWN_RULESET_KEY = "mtglogic.own_ruleset"  # the id of --ruleset-dir's ruleset, in ctx.meta
OWN_FOLDER_KEY = "mtglogic.own_ruleset_folder"  # --ruleset-dir's folder, in ctx.meta


def use_ruleset_dir(ctx: click.Context, param: click.Parameter,
                    value: str | None) -> None:
    """--ruleset-dir DIR: check DIR's ruleset (read before the other options, so that
    --ruleset defaults to its id); ``run_safely`` makes it known while the command runs."""
    if value is None:
        return
    try:
        ruleset = _own_ruleset()(value)
    except MtglogicError as exc:
        raise click.BadParameter(str(exc)) from None
    ctx.meta[OWN_RULESET_KEY] = ruleset.id
    ctx.meta[OWN_FOLDER_KEY] = value


def own_rulesets() -> AbstractContextManager[Any]:
    """The ruleset folder of --ruleset-dir in use, for the command's run only (so that no
    failed parse of the other options can leave it in use)."""
    context = click.get_current_context(silent=True)
    folder = context.meta.get(OWN_FOLDER_KEY) if context is not None else None
    return _using_ruleset_folder()(folder) if folder else nullcontext()


def ruleset_dir_option(func: Callable) -> Callable:
    return click.option("--ruleset-dir", default=None, metavar="DIR", is_eager=True,
                        expose_value=False, callback=use_ruleset_dir,
                        type=click.Path(file_okay=False),
                        help="A ruleset folder of your own (its ruleset.yaml, as in "
                             "rulesets/cr-2026; docs/rulesets.md), used unless --ruleset "
                             "names another.")(func)
