"""``mtglogic atlas``: which cards of a set interact, pair by pair (and triple by triple).

The cards: the hand-checked library by default, else those named (``--card``), those of
the folders given (``--cards``) or those a ``cards search`` query finds (``--search``).
The plan (pairs met or pruned, probes, batches) is made here; the batches run on a local
process pool (``--workers``) or a Dask cluster (``--scheduler``) and are kept in a state
folder as they finish, so ``--resume`` goes on where a run stopped.
"""
from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import Any

import click

from mtglogic.atlas.answer import build_answer, text_lines
from mtglogic.atlas.cases import export_cases
from mtglogic.atlas.catalogue import builtin_catalogue
from mtglogic.atlas.executors import dask_executor, local_executor, pool_size
from mtglogic.atlas.plan import DEFAULT_BATCH, make_plan
from mtglogic.atlas.run import Progress, WorkerLost, run_plan
from mtglogic.atlas.state import (
    StateBusy,
    StateFolder,
    default_state_folder,
    own_state_folder,
)
from mtglogic.cli.completion import complete_card
from mtglogic.cli.files import check_output_path, write_atomically
from mtglogic.cli.options import (
    Seconds,
    budget_options,
    echo_json,
    echo_lines,
    json_option,
    make_budget,
    ruleset_option,
    run_safely,
)
from mtglogic.cli.progress import end_progress, stderr_is_terminal
from mtglogic.cli.shell import error_line
from mtglogic.cli.usercards import cards_option, say, use_card_folders
from mtglogic.drafting.search import search
from mtglogic.errors import EXIT_BUDGET, BudgetExceeded, InputError
from mtglogic.library import card_json, oracle_cards
from mtglogic.loading.card_folders import CARDS_ENV, card_folders
from mtglogic.loading.cards import card_library
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.cards import CardDef
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.outputs.cases import cases_text

PROBE_TIMEOUT = 10.0  # seconds one probe may take by default


def chosen_cards(names: tuple[str, ...], folders: tuple[str, ...], query: str | None,
                 limit: int) -> list[CardDef]:
    """The cards of the run: named, else found by the query, else the folders', else the
    hand-checked library's."""
    library = card_library()
    if names:
        return [library.get(name) for name in dict.fromkeys(names)]
    if query is not None:
        hits, _ = search(library, oracle_cards(), query, limit)
        if not hits:
            raise InputError(f"no card meets {query!r}", "--search")
        return [library.get(hit.name) for hit in hits]
    if folders:
        wanted = card_folders(folders, None)
        paths = {str(f.path.resolve()) for f in wanted}
        return [card for card in library.cards.values()
                if str(Path(card.file).resolve().parent) in paths]
    return list(library.cards.values())


class Bar:
    """Batches done and the time left, on stderr when it is a terminal and no JSON is
    printed (click's progress bar)."""

    def __init__(self, shown: bool) -> None:
        self.shown = shown
        self.bar: Any = None

    def __call__(self, progress: Progress) -> None:
        if not self.shown:
            return
        if self.bar is None:
            self.bar = click.progressbar(length=progress.total, file=sys.stderr,
                                         label="atlas batches", show_eta=True, show_pos=True)
            self.bar.__enter__()
            self.bar.update(progress.done)
            return
        self.bar.update(progress.done - self.bar.pos)

    def end(self) -> None:
        if self.bar is not None:
            self.bar.render_finish()
            self.bar = None
        end_progress()


@click.command("atlas")
@click.option("--card", "names", multiple=True, metavar="NAME", shell_complete=complete_card,
              help="A card of the set (repeatable); without --card nor --search: the cards "
                   "of the --cards folders, else the whole hand-checked library.")
@click.option("--search", "query", default=None, metavar="QUERY",
              help="The cards a `cards search` QUERY finds (o:\"TEXT\", t:TYPE, name words).")
@click.option("--limit", type=click.IntRange(2), default=500, show_default=True,
              help="Most cards --search takes.")
@click.option("--triples", is_flag=True, help="Also every triple whose pairs connect it.")
@click.option("--workers", type=click.IntRange(1), default=None,
              help="Local worker processes (default: the number of CPUs; never more than "
                   "the CPUs nor the batches).")
@click.option("--scheduler", default=None, metavar="ADDRESS",
              help="Run the batches on this Dask scheduler (tcp://HOST:PORT; the dask extra).")
@click.option("--batch-size", type=click.IntRange(1), default=DEFAULT_BATCH, show_default=True,
              help="Probes per batch.")
@click.option("--state", "state_dir", type=click.Path(file_okay=False), default=None,
              help="Folder of the finished batches, the atlas's alone: a new or empty "
                   "folder, or one an atlas run made (default: under "
                   "~/.cache/mtglogic/atlas-state).")
@click.option("--resume", is_flag=True,
              help="Go on from the batches a stopped run of the same plan kept.")
@click.option("--show-pruned", is_flag=True, help="List every pruned pair with its reason.")
@click.option("--cases", "cases_path", type=click.Path(dir_okay=False), default=None,
              metavar="FILE.jsonl",
              help="Write each interaction as engine-neutral cases, as `mtglogic export` "
                   "writes rulings (docs/engine-authors.md); `mtglogic verify` reads them.")
@click.option("--probe-timeout", type=Seconds(), default=PROBE_TIMEOUT, show_default=True,
              help="Seconds one probe may take (a probe at a limit is listed, the run goes on).")
@ruleset_option
@json_option
@cards_option
@budget_options
@run_safely
def atlas_command(names: tuple[str, ...], query: str | None, limit: int, triples: bool,
                  workers: int | None, scheduler: str | None, batch_size: int,
                  state_dir: str | None, resume: bool, show_pruned: bool,
                  cases_path: str | None, probe_timeout: float, ruleset_id: str | None, as_json: bool,
                  card_folders: tuple[str, ...], **limits: Any) -> None:
    """Find every pair of cards (with --triples, every triple) that interacts.

    Layers: the result depends on the timestamp order (613.7), or an effect of one depends
    on an effect of another (613.8a). Replacement and prevention: one event has several
    distinct outcomes depending on the order of application (616.1). Pairs whose words
    cannot meet are pruned before any board is built, and counted. Exit code 3 when the
    whole command's --timeout is reached (what was found is printed, marked partial; the
    finished batches are kept for --resume), 130 on Ctrl-C (the same).
    """
    if workers is not None and scheduler is not None:
        raise InputError("give either --workers (a local pool) or --scheduler (Dask), not both")
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    cases_target = None if cases_path is None else check_output_path(cases_path, "--cases")
    if names and query is not None:
        raise InputError("give either --card names or a --search query, not both")
    ruleset = load_ruleset(ruleset_id or DEFAULT_RULESET)
    cards = chosen_cards(names, card_folders, query, limit)
    if len(cards) < 2:
        raise InputError(f"the atlas needs at least two cards; {len(cards)} given", "--card")
    plan = make_plan(cards, builtin_catalogue(), ruleset.id, triples, batch_size)
    state = take_state(state_dir, plan.key, resume)
    probe_limits = {"max_states": budget.max_states, "max_outcomes": budget.max_outcomes,
                    "timeout": probe_timeout}
    folders = tuple(str(f.path) for f in _folders(card_folders))
    bar = Bar(stderr_is_terminal() and not as_json)
    partial: BudgetExceeded | None = None
    ended = False
    try:
        executor, close = (dask_executor(scheduler, budget) if scheduler
                           else local_executor(pool_size(workers, len(plan.batches))))
        try:
            results = run_plan(plan, executor, state, budget, probe_limits, folders, bar)
            ended = True
        finally:
            bar.end()
            close(not ended)
    except BudgetExceeded as exc:
        partial = exc
        results = exc.partial if isinstance(exc.partial, list) else []
    except (KeyboardInterrupt, WorkerLost):
        say("note", f"the finished batches are kept in {str(state.folder)!r}: run again "
                    f"with {resume_options(state_dir, state)} to go on")
        raise
    finally:
        let_go(state, state_dir, ended)
    by_name = {card.name: card_json(card, ruleset) for card in cards}
    answer = build_answer(plan, results, by_name, partial is not None, show_pruned)
    if cases_target is not None and partial is None:
        text = cases_text(export_cases(answer["interactions"], budget))
        write_atomically(cases_target, text.encode("utf-8"), "--cases")
    if as_json:
        echo_json(answer)
    else:
        echo_lines(text_lines(answer, ruleset.title))
    if partial is not None:
        click.echo(error_line(f"{partial.cli_message()}; the finished batches are kept in "
                              f"{str(state.folder)!r}: run again with "
                              f"{resume_options(state_dir, state)} to go on"), err=True)
        sys.exit(EXIT_BUDGET)


def take_state(state_dir: str | None, key: str, resume: bool) -> StateFolder:
    """The run's state folder, held: the one given, else the plan's default one, else
    (when another run holds that one and there is nothing to resume) a new one beside it."""
    state = StateFolder(Path(state_dir) if state_dir else default_state_folder(key), key)
    try:
        state.start(resume)
    except StateBusy:
        if state_dir is not None or resume:
            raise
        state = own_state_folder(key)
        state.start(resume=False)
    return state


def let_go(state: StateFolder, state_dir: str | None, ended: bool) -> None:
    """Let go of the state folder: a folder of this run's own (beside the default one
    another run held) is deleted unless it keeps batches of a run that did not end."""
    own = state_dir is None and state.folder != default_state_folder(state.key)
    if own and (ended or not any(state.folder.glob("batch-*.json"))):
        state.remove()
    state.close()


def resume_options(state_dir: str | None, state: StateFolder) -> str:
    """What to run again with to go on from ``state``."""
    if state_dir is None and state.folder == default_state_folder(state.key):
        return "--resume"
    return f"--state {shlex.quote(str(state.folder))} --resume"


def _folders(options: tuple[str, ...]) -> list[Any]:
    return card_folders(options, os.environ.get(CARDS_ENV))
