"""``mtglogic verify``: run rulings and report pass/fail."""
from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import click

from mtglogic.cli.colour import paint
from mtglogic.cli.completion import complete_ruleset, complete_scenario
from mtglogic.cli.files import check_output_path, write_atomically
from mtglogic.cli.options import (
    budget_options,
    check_ruleset_id,
    echo_json,
    json_option,
    make_budget,
    run_safely,
)
from mtglogic.cli.progress import end_progress, note_work
from mtglogic.cli.ruleset_dir import ruleset_dir_option
from mtglogic.cli.shell import note_doing
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.errors import EXIT_BUDGET, EXIT_FAILED, EXIT_INPUT, EXIT_OK, InputError
from mtglogic.loading.rulesets import builtin_rulesets, load_ruleset, ruleset_folder
from mtglogic.loading.rulings import builtin_ruling_files
from mtglogic.outputs.html import corpus_page
from mtglogic.verify import report
from mtglogic.verify.corpus import RulingResult, collect, run_rulings


def rulings_options(func: Callable) -> Callable:
    """PATHS (ruling files, folders, built-in names), --ruleset and --ruleset-dir: the
    rulings a command reads (verify, export)."""
    func = ruleset_dir_option(func)
    func = click.option(
        "--ruleset", "ruleset_id", default=None, metavar="ID", callback=check_ruleset_id,
        shell_complete=complete_ruleset,
        help="Only this ruleset's built-in rulings; for PATHS, the ruleset of rulings "
             "that name none and sit in no cr-XXXX folder.")(func)
    return click.argument("paths", nargs=-1, type=click.Path(),
                          shell_complete=complete_scenario)(func)


@click.command("verify")
@rulings_options
@json_option
@click.option("--junit-xml", "junit_path", type=click.Path(dir_okay=False), default=None,
              help="Also write a JUnit XML report to this file.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False), default=None,
              help="Also write a self-contained HTML page of the run to this file.")
@click.option("--quiet", "-q", is_flag=True, help="Print only failures and the summary.")
@cards_option
@budget_options(depth=True)
@run_safely
def verify_command(paths: tuple[str, ...], ruleset_id: str | None, as_json: bool,
                   junit_path: str | None, html_path: str | None, quiet: bool, card_folders: tuple[str, ...],
                   **limits: Any) -> None:
    """Check rulings: with no PATHS, the whole built-in corpus of every ruleset.

    A PATH ending in .jsonl is a file of cases (`mtglogic export`): each line is checked
    as a ruling, with the cards it holds, and named by its file and line.

    Exit code 0 when all pass, 1 when some fail, 2 when a ruling is invalid (or a folder
    holds none), 3 when one reached a limit; with several, 2 wins, then 1, then 3. The limits are the whole command's: --timeout
    is its wall time, --max-states counts the states of every ruling.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    if ruleset_id:
        load_ruleset(ruleset_id)  # validate the name early
    files = collect(list(paths)) if paths else builtin_ruling_files(ruleset_id)
    if not files:  # a ruleset folder of the user's with no rulings: nothing would be checked
        folders = [str(ruleset_folder(r) / "rulings") for r in
                   ([ruleset_id] if ruleset_id else builtin_rulesets())]
        raise InputError("no rulings to check: no ruling file (*.yaml) in "
                         + " or ".join(folders))
    junit = None if junit_path is None else check_output_path(junit_path, "--junit-xml",
                                                              reading=files)
    html = None if html_path is None else check_output_path(html_path, "--html", reading=files)
    results = run_rulings([Path(f) for f in files], ruleset_id, budget, note_doing, note_work)
    end_progress()
    if as_json:
        echo_json(report.as_json(results))
    else:
        for result in results:  # not wrapped: one line per ruling, for grep and CI logs
            if quiet and result.status == "passed":
                continue
            for line in report.text_lines(result, paint):
                click.echo(line)
        click.echo(paint(report.summary_line(results), worst(results)))
    if junit is not None:
        write_atomically(junit, report.junit_xml(results), "--junit-xml")
    if html is not None:
        page = corpus_page([asdict(r) for r in results], report.summary_line(results))
        write_atomically(html, page.encode("utf-8"), "--html")
    sys.exit(EXIT_CODES[worst(results)])


# Which status decides the exit code, first that any ruling has: an invalid ruling (the
# run could not check what it was given), then a definite failure (no higher limit makes
# a failed ruling pass), then a limit (a ruling left unchecked might pass with more).
WORST_FIRST = ("invalid", "failed", "limit")
EXIT_CODES = {"invalid": EXIT_INPUT, "failed": EXIT_FAILED, "limit": EXIT_BUDGET,
              "passed": EXIT_OK}


def worst(results: list[RulingResult]) -> str:
    """The status that decides the exit code and paints the summary line: the first of
    ``WORST_FIRST`` that a ruling has, else passed."""
    return next((status for status in WORST_FIRST
                 if any(r.status == status for r in results)), "passed")
