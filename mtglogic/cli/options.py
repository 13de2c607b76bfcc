"""Options and error handling shared by every command.

Each command module defines a click command decorated with the options it needs from here;
``run_safely`` turns any ``MtglogicError`` into a one-line message on stderr and its exit
code (2 invalid input, 3 a limit reached), so no user input ever shows a traceback.
"""
from __future__ import annotations

import functools
import gc
import math
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import click

from mtglogic.budget import Budget
from mtglogic.cli.colour import paint
from mtglogic.cli.completion import complete_card, complete_object, complete_ruleset
from mtglogic.cli.memory import DEFAULT_MAX_MEMORY, limit_memory
from mtglogic.cli.progress import end_progress, start_progress
from mtglogic.cli.ruleset_dir import OWN_RULESET_KEY, own_rulesets, ruleset_dir_option
from mtglogic.cli.shell import error_line, note_budget
from mtglogic.cli.standard_input import read_standard_input
from mtglogic.deferred import deferred
from mtglogic.errors import (
    EXIT_BUDGET,
    EXIT_INPUT,
    BudgetExceeded,
    InputError,
    MtglogicError,
    too_many_digits,
)
from mtglogic.loading.ruling_names import scenario_source
from mtglogic.loading.yamlio import READING_CLOCK, dump_json, read_regular_file, utf8_text
from mtglogic.memory_use import RESERVE
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.names import suggest
from mtglogic.text import shown, terminal_width, wrap_line
from mtglogic.version import JSON_FORMAT_VERSION

if TYPE_CHECKING:
    from mtglogic.model.scenario import Scenario

# What only some commands use loads when first used: the API and the engines behind it
# with a scenario, the card library with drafted cards (``mtglogic rulings`` uses neither).
_load_scenario = deferred("mtglogic.api:load_scenario")
_scenario_from_cards = deferred("mtglogic.api:scenario_from_cards")
_choose_in = deferred("mtglogic.loading.quick:choose_in")
_drafted_json = deferred("mtglogic.cli.usercards:drafted_json")

MEMORY_KEY = "mtglogic.max_memory"  # the --max-memory of the running command, in ctx.meta
def check_ruleset_id(ctx: click.Context, param: click.Parameter,
                     value: str | None) -> str | None:
    """A --ruleset value: an id, never an empty string (which would mean the default);
    without one, the ruleset of --ruleset-dir when it is given."""
    if value is not None and not value.strip():
        raise click.BadParameter("expected a ruleset id such as cr-2026, got an empty string")
    return value if value is not None else ctx.meta.get(OWN_RULESET_KEY)


def ruleset_option(func: Callable) -> Callable:
    func = ruleset_dir_option(func)
    return click.option("--ruleset", "ruleset_id", default=None, metavar="ID",
                        callback=check_ruleset_id, shell_complete=complete_ruleset,
                        help=f"Ruleset to apply: cr-2011 or cr-2026 (default: the scenario's, "
                             f"else {DEFAULT_RULESET}).")(func)


def json_option(func: Callable) -> Callable:
    return click.option("--json", "as_json", is_flag=True,
                        help="Print JSON (stable schema, see docs/json-output.md).")(func)


class Choice(click.Choice):
    """click's Choice, whose refusal also offers the close choices (``--kind layer``: did
    you mean 'layers'?)."""

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as exc:
            # The same refusal click makes (Choice.fail), its message with the close choices.
            self.fail(exc.message.rstrip(".") + suggest(str(value), map(str, self.choices)),
                      param, ctx)


class Seconds(click.ParamType):
    """A number of seconds: finite and at least 0.01 (nan, inf and negatives refused)."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> float:
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds < 0.01:
            self.fail(f"{value!r} is not a number of seconds of at least 0.01", param, ctx)
        return seconds


def budget_options(func: Callable | None = None, *, depth: bool = False,
                   counts: bool = True) -> Callable:
    """--max-outcomes, --max-states (without ``counts``: not those, for a command that
    enumerates nothing), --timeout, --max-memory (and, with ``depth``, for the commands
    that play subgames or resolve the stack, --max-depth): the limits of the whole
    command."""
    def decorate(func: Callable) -> Callable:
        if counts:
            func = click.option("--max-outcomes", type=click.IntRange(1),
                                default=Budget.max_outcomes, show_default=True,
                                help="Most outcomes or orders to enumerate.")(func)
            func = click.option("--max-states", type=click.IntRange(1),
                                default=Budget.max_states, show_default=True,
                                help="Most search states to explore.")(func)
        func = click.option("--timeout", type=Seconds(), default=Budget.timeout,
                            show_default=True, help="Seconds the whole command may take.")(func)
        func = click.option("--max-memory", type=click.IntRange(16), default=DEFAULT_MAX_MEMORY,
                            show_default=True, metavar="MB",
                            help="MiB of memory the command may take (Linux).")(func)
        if depth:
            func = click.option("--max-depth", type=click.IntRange(1), default=Budget.max_depth,
                                show_default=True,
                                help="Deepest subgame nesting, or most abilities one line "
                                     "of the stack resolves (replace --resolve).")(func)
        return func
    return decorate if func is None else decorate(func)


BOARD_KEY = "mtglogic.board"  # the --board FILE of the running command, in ctx.meta
BOARD_LIMIT = 4 * 1024 * 1024  # bytes of a --board file (as much as a scenario file)


def _note_board(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is not None:
        ctx.meta[BOARD_KEY] = value


def board_option(func: Callable) -> Callable:
    """``--board FILE``: board lines from a file (``-``: standard input), read with
    ``board_text``."""
    return click.option("--board", metavar="FILE", expose_value=False, callback=_note_board,
                        type=click.Path(dir_okay=False, allow_dash=True),
                        help="Board lines (as --card takes them), one a line, # for comments; "
                             "- reads standard input. Read before the --card options.")(func)


def board_text(budget: Budget | None = None) -> tuple[str | None, str]:
    """The running command's ``--board`` text (None without one) and its name in errors."""
    context = click.get_current_context(silent=True)
    path = context.meta.get(BOARD_KEY) if context is not None else None
    if path is None:
        return None, "board"
    return (_read_board(path, budget or Budget()),
            "standard input" if path == "-" else str(path))


def quick_options(func: Callable) -> Callable:
    func = click.option("--choose", multiple=True, metavar="ID:KEY:VALUE",
                        shell_complete=complete_object,
                        help="A choice made as the object entered (color, creature_type, copy).")(func)
    func = click.option("--attach", multiple=True, metavar="ID:TARGET",
                        shell_complete=complete_object,
                        help="Attach an Aura or Equipment to an object.")(func)
    func = click.option("--counter", multiple=True, metavar="ID:KIND:N",
                        shell_complete=complete_object,
                        help="Put N counters of KIND on an object.")(func)
    func = click.option("--opponent-card", multiple=True, metavar="LINE",
                        shell_complete=complete_card,
                        help='The same as --card "opponent: LINE".')(func)
    func = board_option(func)
    func = click.option("--card", multiple=True, metavar="LINE",
                        shell_complete=complete_card,
                        help="A card: a name alone is yours on the battlefield; "
                             '"[WHERE:] NAME [+1/+1xN] [KIND:N] [@ID]" says more, e.g. '
                             '"opponent: Grizzly Bears +1/+1x2", "hand: Kitchen Finks", '
                             '"face-down: Grinning Demon" (docs/scenario-format.md). '
                             "Timestamps in the order given.")(func)
    return func


def scenario_from_args(path: str | None, ruleset_id: str | None, card: tuple[str, ...],
                       opponent_card: tuple[str, ...], counter: tuple[str, ...],
                       attach: tuple[str, ...], choose: tuple[str, ...],
                       events: list[dict[str, Any]] | None = None,
                       budget: Budget | None = None) -> Scenario:
    """The scenario of a command: a SCENARIO file (or a built-in ruling's name), or the
    board lines of --board and --card options."""
    context = click.get_current_context(silent=True)
    board_path = context.meta.get(BOARD_KEY) if context is not None else None
    if path and (card or opponent_card or board_path):
        raise InputError("give either a SCENARIO file or --card and --board options, not both")
    if path:
        if counter or attach:
            raise InputError("--counter and --attach go with --card options; a SCENARIO file "
                             "writes counters and attachments itself",
                             "--counter" if counter else "--attach")
        loaded: Scenario = _load_scenario()(scenario_source(path), ruleset_id)
        chosen: Scenario = _choose_in()(loaded, list(choose))
        return chosen
    if not card and not opponent_card and not board_path:
        raise InputError("give a SCENARIO file, --board FILE or at least one --card")
    board, board_name = board_text(budget)
    made: Scenario = _scenario_from_cards()(card, opponent_card, counter, attach, choose,
                                            ruleset_id, events, budget, board, board_name)
    return made


def _read_board(path: str, budget: Budget) -> str:
    """The text of --board FILE, or of standard input for ``-``."""
    if path == "-":
        return read_standard_input(BOARD_LIMIT, budget, "the board")
    return utf8_text(read_regular_file(path, BOARD_LIMIT, "a board file"), path)


def make_budget(kwargs: dict[str, Any]) -> Budget:
    """Pop the budget options out of a command's keyword arguments: the one budget of the
    whole command (recorded, so that Ctrl-C can say what it explored)."""
    budget = Budget(max_outcomes=kwargs.pop("max_outcomes", Budget.max_outcomes),
                    max_states=kwargs.pop("max_states", Budget.max_states),
                    timeout=kwargs.pop("timeout", Budget.timeout),
                    max_depth=kwargs.pop("max_depth", Budget.max_depth)).start()
    megabytes = kwargs.pop("max_memory", DEFAULT_MAX_MEMORY)
    restore, budget.memory_stop = limit_memory(megabytes)
    budget.max_memory = megabytes
    context = click.get_current_context(silent=True)
    if context is not None:
        context.meta[MEMORY_KEY] = megabytes
        context.call_on_close(restore)
        # files read from now on are read within the command's clock
        token = READING_CLOCK.set(budget)
        context.call_on_close(lambda: READING_CLOCK.reset(token))
    else:
        restore()
    note_budget(budget)
    start_progress(budget)
    return budget


def echo_lines(lines: Iterable[str], budget: Budget | None = None,
               headings: bool = False) -> None:
    """Print the lines of an answer, each wrapped to the terminal's width (80 columns when
    printing to a pipe or a file) under its own indent; with a ``budget``, checking the
    command's clock between lines (rendering and printing are part of its --timeout).
    With ``headings``, a line without indent is a heading: bold on a terminal."""
    width = terminal_width()
    end_progress()
    for line in lines:
        if budget is not None:
            budget.check_time("printing the answer")
        for number, part in enumerate(wrap_line(shown(line), width)):
            heading = headings and number == 0 and not part[:1].isspace()
            click.echo(paint(part, "heading") if heading else part)


def echo_json(payload: dict[str, Any]) -> None:
    """Print a command's ``--json`` output: deterministic, with its ``format_version``."""
    end_progress()
    drafted = _drafted_json()(click.get_current_context(silent=True))
    extra = {"drafted_cards": drafted} if drafted else {}
    click.echo(dump_json({"format_version": JSON_FORMAT_VERSION, **payload, **extra}))


def said(exc: MtglogicError) -> str:
    """An error as the command line says it: a limit names its option (--max-states)."""
    return exc.cli_message() if isinstance(exc, BudgetExceeded) else str(exc)


def _fail(code: int, message: str) -> None:
    end_progress()
    click.echo(error_line(message), err=True)
    sys.exit(code)


def run_safely(func: Callable) -> Callable:
    """Report MtglogicError (and interrupted output pipes) as one line and an exit code."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with own_rulesets():
                return func(*args, **kwargs)
        except MtglogicError as exc:
            # One line, whatever the message holds (a user's string may contain newlines).
            _fail(exc.exit_code, said(exc))
        except RecursionError:
            _fail(EXIT_INPUT, "input nested too deeply")
        except ValueError as exc:
            limit = too_many_digits(exc)
            if limit is None:
                raise
            _fail(limit.exit_code, str(limit))
        except MemoryError:
            RESERVE.release()  # room to build and print the message
            gc.collect()
            context = click.get_current_context(silent=True)
            megabytes = context.meta.get(MEMORY_KEY, "?") if context is not None else "?"
            _fail(EXIT_BUDGET, f"limit reached: max-memory = {megabytes} MiB; the command ran "
                               f"out of memory; raise it with --max-memory")

    return wrapper
