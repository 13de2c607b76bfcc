"""``mtglogic export``: rulings as an engine-neutral case corpus, one JSON case a line.

Each ruling is answered and checked first (a case states the answer the rules give), then
written with every card it names in full and its expected answer in state form
(``mtglogic.outputs.cases``; docs/engine-authors.md). The same rulings give the same bytes.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from mtglogic.api import load_ruling
from mtglogic.cli.files import check_output_path, write_atomically
from mtglogic.cli.options import budget_options, make_budget, run_safely
from mtglogic.cli.progress import end_progress
from mtglogic.cli.shell import note_doing
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.cli.verify import rulings_options
from mtglogic.errors import InputError
from mtglogic.loading.cases import CASE_SUFFIX
from mtglogic.loading.rulesets import load_ruleset, ruleset_folder
from mtglogic.loading.rulings import builtin_ruling_files
from mtglogic.outputs.cases import case_from_ruling, cases_text
from mtglogic.text import plural
from mtglogic.verify.corpus import collect


@click.command("export")
@rulings_options
@click.option("--output", "-o", "output", type=click.Path(dir_okay=False), default=None,
              metavar="FILE.jsonl", help="Write the cases to this file (default: stdout).")
@cards_option
@budget_options(depth=True)
@run_safely
def export_command(paths: tuple[str, ...], ruleset_id: str | None, output: str | None,
                   card_folders: tuple[str, ...], **limits: Any) -> None:
    """Write rulings as engine-neutral cases, one JSON object a line (JSON Lines).

    With no PATHS, the whole built-in corpus of every ruleset. Each case holds the board
    with every card written out, the ruleset, the rules, and the expected answer in state
    form with order counts; `mtglogic schema --kind case` prints its JSON Schema and
    `mtglogic verify FILE.jsonl` checks the cases again. A ruling that does not pass is
    not exported (exit 1); a ruling that is invalid is an error (exit 2).
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    if ruleset_id:
        load_ruleset(ruleset_id)
    for raw in paths:
        if Path(raw).suffix == CASE_SUFFIX:
            raise InputError("this is a file of cases already; export reads ruling files",
                             raw)
    files = collect(list(paths)) if paths else builtin_ruling_files(ruleset_id)
    if not files:
        folders = [str(ruleset_folder(r) / "rulings") for r in
                   ([ruleset_id] if ruleset_id else [])] or ["the built-in rulesets"]
        raise InputError("no rulings to export: no ruling file (*.yaml) in "
                         + " or ".join(folders))
    target = None if output is None else check_output_path(output, "--output", reading=files)
    cases = []
    for index, path in enumerate(files, 1):
        note_doing(f"exporting ruling {path} ({index} of {len(files)})")
        cases.append(case_from_ruling(load_ruling(path, ruleset_id), budget))
    end_progress()
    text = cases_text(cases)
    if target is None:
        click.echo(text, nl=False)
        return
    write_atomically(target, text.encode("utf-8"), "--output")
    click.echo(f"mtglogic: {plural(len(cases), 'case')} written to {output}", err=True)
