"""User card folders: card files of one's own, merged over the built-in library.

The folders come from the ``MTGLOGIC_CARDS`` environment variable (a path list: folders
separated by ``os.pathsep``, ``:`` on Linux and macOS, ``;`` on Windows) and then from
``--cards`` options, in that order. A folder's card files are its ``*.yaml`` and ``*.yml``
files (not its subfolders'). A card whose name, in any case, is already defined (built in,
or by an earlier folder) takes its place, and the library records it, for the command to
say so. A folder that does not exist is an error; a card file with an error is left out
and recorded (file, line, path and what is wrong), and the other cards stay usable.
"""
from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, ConsistencyError, InputError, MtglogicError
from mtglogic.loading.cards import CardLibrary, Replaced, parse_card
from mtglogic.loading.yamlio import YAML_SUFFIXES, load_yaml
from mtglogic.model.cards import CardDef

CARDS_ENV = "MTGLOGIC_CARDS"
CARDS_OPTION = "--cards"
BUILT_IN = "the built-in card"


@dataclass(frozen=True)
class CardFolder:
    """A user card folder and where it was given (``--cards`` or ``MTGLOGIC_CARDS``)."""

    path: Path
    given_by: str


def card_folders(options: Iterable[str], environment: str | None = None,
                 given_by: str = CARDS_OPTION) -> list[CardFolder]:
    """The user's card folders: those of ``MTGLOGIC_CARDS`` (its value is
    ``environment``; empty entries are skipped), then ``options`` (``--cards``, or what
    ``given_by`` names). Each must be a folder."""
    folders = [CardFolder(Path(entry), CARDS_ENV)
               for entry in (environment or "").split(os.pathsep) if entry.strip()]
    for option in options:
        if not option.strip():
            raise InputError("expected a folder of card files, got an empty string", given_by)
        folders.append(CardFolder(Path(option), given_by))
    for folder in folders:
        if folder.path.is_file():
            raise InputError(f"{str(folder.path)!r} is a file; give the folder that holds "
                             f"card files", folder.given_by)
        if not folder.path.is_dir():
            raise InputError(f"no card folder {str(folder.path)!r}", folder.given_by)
    return folders


def card_files(folder: CardFolder) -> list[Path]:
    """The card files of a folder, in name order."""
    try:
        return sorted(p for p in folder.path.iterdir() if p.suffix in YAML_SUFFIXES)
    except OSError as exc:
        raise InputError(f"cannot read card folder {str(folder.path)!r}: "
                         f"{exc.strerror or exc}", folder.given_by) from None


def read_folder(folder: CardFolder, budget: Budget | None = None,
                ) -> tuple[list[CardDef], list[MtglogicError]]:
    """The cards of one folder, and an error for each file that could not be read (a
    file whose card has a name already used in the folder is one)."""
    cards: dict[str, CardDef] = {}
    problems: list[MtglogicError] = []
    for path in card_files(folder):
        if budget is not None:
            budget.check_time(f"reading card folder {str(folder.path)!r}")
        try:
            card = parse_card(load_yaml(path))
            earlier = cards.get(card.name.casefold())
            if earlier is not None:
                raise ConsistencyError(f"card {card.name!r} is also defined in {earlier.file}",
                                       str(path), None, "name")
        except BudgetExceeded:
            raise  # the command's limit, not a broken file
        except MtglogicError as exc:
            problems.append(exc)
            continue
        cards[card.name.casefold()] = card
    return list(cards.values()), problems


def merge_cards(base: CardLibrary, folders: Sequence[CardFolder],
                budget: Budget | None = None, base_label: str = BUILT_IN) -> CardLibrary:
    """``base`` with the cards of ``folders`` merged over it, in order: a card takes the
    place of the card of the same name (any case) defined before it."""
    cards: dict[str, CardDef] = {}
    by_folded: dict[str, str] = {}
    replaced: list[Replaced] = []
    problems: list[MtglogicError] = []
    for folder in folders:
        found, broken = read_folder(folder, budget)
        problems += broken
        for card in found:
            earlier = by_folded.get(card.name.casefold())
            if earlier is not None:
                replaced.append(Replaced(card.name, card.file, cards.pop(earlier).file))
            elif base.listed(card.name) is not None:
                replaced.append(Replaced(card.name, card.file, base_label))
            cards[card.name] = card
            by_folded[card.name.casefold()] = card.name
    return CardLibrary(cards, tuple(str(f.path) for f in folders), tuple(replaced),
                       tuple(problems), base=base)


def replaced_note(library: CardLibrary) -> str | None:
    """One line saying which user cards replace cards of the same name, or None."""
    if not library.replaced:
        return None
    parts = [f"{r.name!r} ({r.file}, over {r.over})" for r in library.replaced]
    noun = "a card" if len(parts) == 1 else "cards"
    return f"your folders replace {noun} of the same name: {', '.join(parts)}"


def empty_folders(folders: Sequence[CardFolder]) -> list[CardFolder]:
    """The folders that hold no card file (a folder of subfolders, say)."""
    return [folder for folder in folders if not card_files(folder)]
