"""Shell completion (``eval "$(_MTGLOGIC_COMPLETE=bash_source mtglogic)"``; ``zsh_source``
and ``fish_source`` for those shells): card names, rulesets, built-in ruling names, the rule
numbers they name and the object ids of the board being asked about.

Completion never fails loudly: a value that cannot be read yet (a half-typed file, an
unknown card) simply offers nothing. Nor does it hang: the files it reads (the user's card
folders, the scenario typed so far) are read within ``COMPLETION_SECONDS``, past which it
offers nothing too. How bash reads the replies back is
``mtglogic.cli.bash_completion``.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from click.shell_completion import CompletionItem, split_arg_string

from mtglogic.budget import Budget
from mtglogic.cli.bash_completion import shell_escape
from mtglogic.deferred import deferred
from mtglogic.errors import MtglogicError
from mtglogic.loading.ruleset_folders import available_rulesets
from mtglogic.loading.ruling_names import builtin_named_rules, builtin_ruling_names, scenario_source
from mtglogic.loading.yamlio import reading_within

if TYPE_CHECKING:
    from mtglogic.model.scenario import Scenario

__all__ = ["shell_escape"]  # with the completions below; defined with the bash replies
COMPLETION_SECONDS = 3.0  # what one TAB may spend reading files
# Every command imports this module for its options' completers, but a completer runs only
# at a TAB: what the card, board and event completers read (the card library and its
# words, the Oracle indexes, the API and the engines behind it) loads when they first run.
_usercards = deferred("mtglogic.cli.usercards")
_card_folders = deferred("mtglogic.loading.card_folders")
_source_indexes = deferred("mtglogic.loading.card_sources:source_indexes")
_builtin_library = deferred("mtglogic.loading.cards:builtin_library")
_replacement_question = deferred("mtglogic.loading.replacement:replacement_question")
_load_scenario = deferred("mtglogic.api:load_scenario")
_scenario_from_cards = deferred("mtglogic.api:scenario_from_cards")


def _starting(incomplete: str, values: Iterable[str]) -> list[CompletionItem]:
    """The values that begin with what was typed, in any case."""
    typed = incomplete.casefold()
    return [CompletionItem(v) for v in values if v.casefold().startswith(typed)]


def _library(ctx: click.Context) -> Any:
    """The card library the command would read: the built-in one with the user's folders
    (``MTGLOGIC_CARDS``, ``--cards``) merged over it, with no message."""
    folders_module = _card_folders()
    folders = folders_module.card_folders(ctx.params.get("card_folders") or (),
                                          os.environ.get(folders_module.CARDS_ENV))
    if not folders:
        return _builtin_library()()
    budget = Budget(timeout=COMPLETION_SECONDS)
    with reading_within(budget):
        return folders_module.merge_cards(_builtin_library()(), folders, budget)


def card_names(ctx: click.Context) -> list[str]:
    """Every name ``--card`` accepts: the library's (with the user's folders), then those
    of the Oracle sources (the user's ``--oracle`` files, the installed card file, the
    built-in corpus), each card by its own name."""
    names = list(_library(ctx).names())
    usercards = _usercards()
    listed = os.environ.get(usercards.ORACLE_ENV, "").split(os.pathsep)
    files = [p for p in [*listed, *(ctx.meta.get(usercards.ORACLE_KEY) or ())]
             if p and os.path.isfile(p)]
    for index in _source_indexes()([Path(f) for f in files]):
        names += index.names()
    return names


def complete_card(ctx: click.Context, param: click.Parameter,
                  incomplete: str) -> list[CompletionItem]:
    """Every card name ``--card`` accepts that begins with what was typed."""
    try:
        return _starting(incomplete, dict.fromkeys(card_names(ctx)))
    except MtglogicError:
        return []


def complete_ruleset(ctx: click.Context, param: click.Parameter,
                     incomplete: str) -> list[CompletionItem]:
    return _starting(incomplete, available_rulesets())


def complete_rule(ctx: click.Context, param: click.Parameter,
                  incomplete: str) -> list[CompletionItem]:
    """The rule numbers the built-in rulings name (of the ``--ruleset`` typed before)."""
    ruleset = ctx.params.get("ruleset_id")
    try:
        return _starting(incomplete, builtin_named_rules(ruleset if ruleset in
                                                         available_rulesets() else None))
    except (MtglogicError, OSError):
        return []


def complete_scenario(ctx: click.Context, param: click.Parameter,
                      incomplete: str) -> list[CompletionItem]:
    """Built-in ruling names (``cr-2026/...``) when the typed text can begin one; files
    otherwise."""
    found = _starting(incomplete, builtin_ruling_names())
    return found or [CompletionItem(incomplete, type="file")]


def _params(ctx: click.Context) -> dict[str, Any]:
    """The command's parameters typed so far. Click leaves the positional SCENARIO out
    when the word being completed is an option's value (its parse stops at that option),
    so the words before that option are parsed again, on their own."""
    if ctx.params.get("scenario") or "COMP_WORDS" not in os.environ:
        return ctx.params
    words = split_arg_string(os.environ["COMP_WORDS"])
    before = words[1:int(os.environ.get("COMP_CWORD", len(words)))]
    if before and before[-1].startswith("-"):
        before = before[:-1]  # the option whose value is being completed
    if ctx.info_name not in before:
        return ctx.params
    args = before[before.index(ctx.info_name) + 1:]
    try:
        again = ctx.command.make_context(ctx.info_name, args, parent=ctx.parent,
                                         resilient_parsing=True)
    except click.ClickException:
        return ctx.params
    return again.params


def _scenario(params: dict[str, Any]) -> Scenario | None:
    """The SCENARIO typed so far, loaded; None when there is none or it cannot be read."""
    try:
        with reading_within(Budget(timeout=COMPLETION_SECONDS)):
            return _load_scenario()(scenario_source(params["scenario"])) \
                if params.get("scenario") else None
    except (MtglogicError, OSError):
        return None


def board_ids(ctx: click.Context) -> list[str]:
    """The object ids of the board the command line describes so far: its SCENARIO's
    objects, or the ids the --card options make."""
    params = _params(ctx)
    cards, opponent = params.get("card") or (), params.get("opponent_card") or ()
    if params.get("scenario") or not (cards or opponent):
        loaded = _scenario(params)
    else:
        try:
            loaded = _scenario_from_cards()(cards, opponent)
        except MtglogicError:
            return []
    return list(loaded.game.objects) if loaded is not None else []


def complete_object(ctx: click.Context, param: click.Parameter,
                    incomplete: str) -> list[CompletionItem]:
    """An object id (``--object``), or the id that begins ``ID:...`` values (``--counter``,
    ``--attach``, ``--choose``)."""
    ids = board_ids(ctx)
    if param.name in ("counter", "attach", "choose") and ":" not in incomplete:
        return _starting(incomplete, [f"{oid}:" for oid in ids])
    if param.name == "attach" and incomplete.count(":") == 1:
        head = incomplete.split(":")[0]
        return _starting(incomplete, [f"{head}:{oid}" for oid in ids if oid != head])
    return _starting(incomplete, ids) if param.name == "only" else []


def complete_event(ctx: click.Context, param: click.Parameter,
                   incomplete: str) -> list[CompletionItem]:
    """The ids of the SCENARIO's events (``replace --event``)."""
    loaded = _scenario(_params(ctx))
    try:
        events = _replacement_question()(loaded).events if loaded is not None else []
    except MtglogicError:
        return []
    return _starting(incomplete, [event.id for event in events])
