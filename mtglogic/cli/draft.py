"""``mtglogic cards draft``: a card file drafted from Oracle text.

The text comes from the command line (TEXT, or standard input when TEXT is left out) with
``--name``, ``--type-line``, ``--mana-cost`` and ``--pt``, or from a card of a Scryfall or
MTGJSON JSON file the user downloaded (``--from FILE --name NAME``). The card file goes to
standard output (or ``--output FILE``); each sentence left as text is a warning on stderr.
Oracle text with no sentence the drafter knows is an error (exit 2).

What it reads is bounded before it is read or matched: ``--from`` must be a regular file
(a FIFO, a device, ``/dev/zero`` are refused without blocking) of at most
``MAX_SOURCE_BYTES``; standard input is read up to ``MAX_TEXT_BYTES`` within the
``--timeout``; every text must be UTF-8 and within the drafter's limits
(``mtglogic.drafting.limits``). The whole command, drafting included, runs within
``--timeout`` and ``--max-memory``. The card file is written only once the loader has read
its very text back: a draft the loader refuses is a drafter bug, said in one line (exit 2),
and nothing is written.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import click

from mtglogic.budget import Budget
from mtglogic.cli.files import check_output_path, write_atomically
from mtglogic.cli.options import budget_options, make_budget, run_safely
from mtglogic.cli.standard_input import read_standard_input
from mtglogic.drafting.drafter import OracleCard, draft
from mtglogic.drafting.limits import MAX_TEXT_CHARS, PT_VALUE
from mtglogic.drafting.record_drafts import drafted_file
from mtglogic.drafting.sources import record_from_file
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.errors import InputError, MtglogicError
from mtglogic.loading.cards import parse_card
from mtglogic.loading.yamlio import MAX_DIGITS, parse_yaml_text
from mtglogic.node import Node

MAX_TEXT_BYTES = 4 * MAX_TEXT_CHARS  # standard input: UTF-8 takes at most 4 bytes a character
DRAFT_FILE = "<draft>"  # the name the drafted text is read back under
# The keys of a draft whose values come as given (options, or the --from file's fields)
GIVEN_KEYS = ("name", "mana_cost", "power", "toughness", "loyalty", "supertypes", "types",
              "subtypes", "color_indicator", "text")


def file_only(text: str | None, type_line: str | None, mana_cost: str | None,
              pt: str | None) -> None:
    if text is not None or type_line or mana_cost or pt:
        raise InputError("give either --from FILE --name NAME, or the Oracle text with "
                         "its options, not both")


def oracle_from_options(text: str | None, name: str | None, type_line: str | None,
                        mana_cost: str | None, pt: str | None, loyalty: str | None,
                        budget: Budget) -> OracleCard:
    """The card to draft, from the options and the text."""
    if text is None:
        if sys.stdin is not None and sys.stdin.isatty():
            raise InputError("give the Oracle text as TEXT, on standard input, or --from FILE")
        text = read_standard_input(MAX_TEXT_BYTES, budget, "the Oracle text")
    if not text.strip():
        raise InputError("the Oracle text is empty")
    power = toughness = None
    if pt is not None:
        power, slash, toughness = pt.partition("/")
        if not slash or not PT_VALUE.match(power) or not PT_VALUE.match(toughness):
            raise InputError(f"--pt {pt[:60]!r}: write power/toughness, each a whole number "
                             f"of at most {MAX_DIGITS} digits or a printed form with * "
                             "(like 2/2, */1 or 1+*/1+*)")
    return OracleCard(name or "Drafted Card", text, type_line or "", mana_cost or "",
                      power, toughness, loyalty)


@click.command("draft")
@click.argument("text", required=False)
@click.option("--name", default=None, help="The card's name (with --from: the card to read).")
@click.option("--type-line", default=None, help='Its type line, like "Creature — Elf Druid".')
@click.option("--mana-cost", default=None, help='Its mana cost, like "{1}{G}".')
@click.option("--pt", default=None, metavar="P/T", help="Its power and toughness, like 2/2.")
@click.option("--loyalty", default=None, help="Its loyalty (a planeswalker).")
@click.option("--from", "source", type=click.Path(dir_okay=False), default=None,
              help="A Scryfall or MTGJSON JSON file holding the card (use with --name).")
@click.option("--output", "-o", type=click.Path(dir_okay=False), default=None,
              help="Write the card file here instead of standard output.")
@budget_options(counts=False)
@run_safely
def draft_command(text: str | None, name: str | None, type_line: str | None,
                  mana_cost: str | None, pt: str | None, loyalty: str | None,
                  source: str | None, output: str | None, **limits: Any) -> None:
    """Draft a card file from Oracle text.

    Static, replacement and prevention abilities and triggered abilities in templated
    wording are translated into the effect and trigger vocabularies; keywords, activated
    and mana abilities are kept as such; every other sentence is left as a text ability
    and listed as a warning. Check the draft, then give its folder with --cards
    (docs/cards.md).
    """
    target = None if output is None else check_output_path(
        output, "--output", reading=[source] if source else [])
    budget = make_budget(limits)
    if source is not None:  # every layout as printed (712, 709, 710, 715, 720)
        if name is None:
            raise InputError("--from needs --name: the name of the card to draft")
        file_only(text, type_line, mana_cost, pt)
        made = drafted_file(record_from_file(Path(source), name), budget)
        file, untranslated, known = made.file, made.ignored, made.known
    else:
        card = oracle_from_options(text, name, type_line, mana_cost, pt, loyalty, budget)
        drafted = draft(card, budget)
        file, untranslated, known = drafted.card, drafted.untranslated, drafted.translated_any
    if untranslated and not known:
        raise InputError("no sentence of the Oracle text is one the drafter knows: "
                         + " | ".join(untranslated))
    written = card_yaml(file, untranslated)
    read_back(written)
    for sentence in untranslated:
        click.echo(f"mtglogic: warning: left as text, not translated: {sentence!r}", err=True)
    if target is None:
        click.echo(written, nl=False)
        return
    write_atomically(target, written.encode("utf-8"), "--output")  # whole, or nothing


def read_back(written: str) -> None:
    """The loader is the judge: the drafted text read as a card file is (YAML, then the
    card's checks). A refusal here is the drafter's fault, not the user's: said as such,
    one line, and nothing is written."""
    try:
        parse_card(Node(parse_yaml_text(written, DRAFT_FILE), DRAFT_FILE, "", 1))
    except InputError as error:
        key = re.split(r"[.\[]", error.path or "")[0]
        if key in GIVEN_KEYS:  # a value the user gave, refused as the loader refuses it
            raise InputError(error.message, key) from None
        raise InputError("the draft is not a card file the loader reads, a drafter bug "
                         f"(please report it with the Oracle text): {error}") from None
    except MtglogicError as error:
        raise InputError("the draft is not a card file the loader reads, a drafter bug "
                         f"(please report it with the Oracle text): {error}") from None
