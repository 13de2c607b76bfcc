"""``mtglogic cards search``: cards found by a subset of Scryfall's search syntax, over the
library and the Oracle sources (``mtglogic.drafting.search``), each saying how its rules
are known."""
from __future__ import annotations

import click

from mtglogic.cli.options import echo_json, echo_lines, json_option, run_safely
from mtglogic.cli.usercards import cards_option, oracle_files, user_library, warn_problems
from mtglogic.drafting.search import search, suggestions
from mtglogic.errors import InputError
from mtglogic.library import oracle_cards
from mtglogic.loading.cards import builtin_library
from mtglogic.names import did_you_mean
from mtglogic.text import plural, table


@click.command("search")
@click.argument("words", nargs=-1, required=True)
@click.option("--limit", type=click.IntRange(1), default=25, show_default=True,
              help="Most cards shown (each is drafted to say how its rules are known).")
@cards_option
@json_option
@run_safely
def search_command(words: tuple[str, ...], limit: int, card_folders: tuple[str, ...],
                   as_json: bool) -> None:
    """Find cards in the library and the Oracle sources, as on Scryfall.

    A subset of Scryfall's syntax, any case: a bare word or n:WORD (name), !"NAME" (exact
    name), o:"TEXT" (Oracle text), t:TYPE (type line), k:KEYWORD, c:COLOURS (c:rg, c=u,
    c<=wb, c:c colourless, c:m multicoloured), id:COLOURS (colour identity, within),
    mv/pow/tou with = : != < <= > >= and a number; terms side by side must all hold, `or`
    between them either, -TERM or -(...) not, parentheses group. Anything else is refused
    with its column (docs/cards.md). Each card says whether it is hand-checked, drafted in
    full, or drafted with text left (the sentences the engines ignore). The words may be
    given apart or as one argument (quote a query with -TERM, or put -- first).
    """
    query = " ".join(words)
    merged = user_library(card_folders)
    if merged is not None:
        warn_problems(merged)
    library = builtin_library() if merged is None else merged
    corpus = oracle_cards(oracle_files(click.get_current_context()))
    hits, total = search(library, corpus, query, limit)
    if not hits:
        raise InputError(f"no card meets {query!r}"
                         f"{did_you_mean(suggestions(library, corpus, query))}")
    if as_json:
        echo_json({"query": query, "total": total, "cards": [
            {"name": h.name, "type_line": h.type_line, "status": h.status,
             "ignored": list(h.ignored)} for h in hits]})
        return
    rows = [["name", "type", "rules"]] + [[h.name, h.type_line, h.status] for h in hits]
    lines = table(rows, indent="")
    for hit in hits:
        lines += [f"{hit.name}: left as text: {sentence}" for sentence in hit.ignored]
    shown = f", {len(hits)} shown (--limit)" if total > len(hits) else ""
    echo_lines(lines + [plural(total, "card") + shown])
