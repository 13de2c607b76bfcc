"""One-line queries: a scenario built from board lines given on the command line.

``--card LINE`` puts a card on the board, one timestamp after the previous card: under
your control on the battlefield unless the line says otherwise (a zone, a player, face
down, counters, an attachment: ``mtglogic.loading.board_lines``); ``--opponent-card NAME``
is ``--card "opponent: NAME"``; ``--board FILE`` reads such lines from a file. Ids are made
from the names (``grizzly-bears``, then ``grizzly-bears-2``). ``--counter ID:KIND:N``
puts counters, ``--attach ID:TARGET`` attaches an Aura or Equipment, ``--choose
ID:KEY:VALUE`` records a choice made as the object entered.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.board_lines import (
    CONTROLLED_ZONES,
    PLAYERS,
    WHERE_WORDS,
    BoardLine,
    BoardLineError,
    parse_board_line,
    read_board,
)
from mtglogic.loading.cards import CardLibrary, card_library
from mtglogic.loading.yamlio import MAX_DIGITS
from mtglogic.model.cards import CardDef
from mtglogic.model.scenario import Scenario
from mtglogic.names import suggest
from mtglogic.node import MAX_SHOWN


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def new_id(name: str, ids: Mapping[str, Any], suffixes: dict[str, int]) -> str:
    """The id of a card named ``name``: its slug, or ``slug-2``, ``slug-3``... when taken
    (``suffixes``: the next number to try after each slug, so linear in the cards)."""
    base = oid = slug(name)
    while oid in ids:
        suffixes[base] = suffixes.get(base, 1) + 1
        oid = f"{base}-{suffixes[base]}"
    return oid


def _split(spec: str, parts: int, option: str) -> list[str]:
    pieces = spec.rsplit(":", parts - 1) if parts > 1 else [spec]
    if len(pieces) != parts or not all(pieces):
        raise InputError(f"{spec!r} should look like {option}", option.split(" ")[0])
    return pieces


def _known(ids: dict[str, Any]) -> str:
    """``; known: a, b`` (the first few ids, or a hint when there are many)."""
    names = list(ids)
    if len(names) > MAX_SHOWN:
        return f"; known: {', '.join(names[:MAX_SHOWN])}, ... ({len(names)} objects)"
    return f"; known: {', '.join(names)}"


def board_lines(cards: Iterable[str], opponent_cards: Iterable[str] = (),
                board: str | None = None, board_name: str = "board") -> list[BoardLine]:
    """The lines of a board: ``board``'s text (a ``--board`` file named ``board_name``),
    then each ``--card`` line, then each ``--opponent-card`` line, the opponent's unless it
    names a player."""
    lines = read_board(board, board_name) if board is not None else []
    if board is not None and not lines:
        raise BoardLineError("the board has no line: each line is a card (or a player), "
                             "# starts a comment", board_name)
    lines += [parse_board_line(text, "--card") for text in cards]
    for text in opponent_cards:
        line = parse_board_line(text, "--opponent-card")
        if line.player not in (None, "opponent"):
            raise BoardLineError(f"{text!r}: an --opponent-card line is the opponent's, not "
                                 f"{line.player}'s", "--opponent-card")
        line.player = "opponent"
        lines.append(line)
    return lines


def located(error: InputError, lines: list[BoardLine]) -> InputError:
    """An error the loader found in the scenario built from board lines, said of the line
    that made the object (``objects[2]...`` is the third card line)."""
    match = re.fullmatch(r"objects\[(\d+)\](?:\.(.*))?", error.path or "")
    cards = [line for line in lines if line.name is not None]
    if match is None or int(match.group(1)) >= len(cards):
        return error
    line = cards[int(match.group(1))]
    where = f"{match.group(2)}: " if match.group(2) else ""
    return type(error)(f"{line.text!r}: {where}{error.message}", line.origin)


def quick_scenario(lines: list[BoardLine], counters: list[str], attach: list[str],
                   choose: list[str], budget: Budget | None = None) -> dict[str, Any]:
    """A scenario mapping from board lines (cards in timestamp order, players' life and
    counters); ``budget``'s clock is checked at each card (its --timeout is the whole
    command's)."""
    library = card_library()
    objects: list[dict[str, Any]] = []
    ids: dict[str, dict[str, Any]] = {}
    suffixes: dict[str, int] = {}  # the next number to try after each name's slug
    players: dict[str, dict[str, Any]] = {player: {"id": player} for player in PLAYERS}
    attached: list[tuple[BoardLine, dict[str, Any]]] = []
    cards = [line for line in lines if line.name is not None]
    for line in lines:
        if line.name is None:
            player_line(players[line.player or "you"], line)
    for stamp, line in enumerate(cards, 1):
        if budget is not None:
            budget.check_time(f"reading --card options ({stamp - 1} of {len(cards)} read)")
        card = card_of_line(library, line)
        oid = new_id(card.name, ids, suffixes)
        obj = _object(oid, card.name, line, stamp)
        ids[oid] = obj
        objects.append(obj)
        if line.attached_to is not None:
            attached.append((line, obj))
    for line, obj in attached:
        target = str(line.attached_to)
        found = target if target in ids else slug(target) if slug(target) in ids else None
        if found is None or found == obj["id"]:
            raise BoardLineError(f"{line.text!r}: no other object {target!r} to attach to"
                                 f"{_known(ids)}{suggest(target, ids)}", line.origin)
        obj["attached_to"] = found
    for spec in counters:
        oid, kind, count = _split(spec, 3, "--counter ID:KIND:N")
        if oid not in ids:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(ids)}"
                                   f"{suggest(oid, ids)}", "--counter")
        if not (count.isascii() and count.isdigit()):
            raise InputError(f"{spec!r}: the count {count!r} is not a whole number",
                             "--counter")
        if len(count) > MAX_DIGITS:
            raise InputError(f"{spec!r}: the count has {len(count)} digits, more than "
                             f"{MAX_DIGITS}", "--counter")
        ids[oid].setdefault("counters", {})[kind] = int(count)
    for spec in attach:
        oid, target = _split(spec, 2, "--attach ID:TARGET")
        if oid not in ids or target not in ids:
            unknown = oid if oid not in ids else target
            raise ConsistencyError(f"{spec!r}: no object {unknown!r}{_known(ids)}"
                                   f"{suggest(unknown, ids)}", "--attach")
        ids[oid]["attached_to"] = target
    for spec in choose:
        oid, key, value = _split(spec, 3, "--choose ID:KEY:VALUE")
        if oid not in ids:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(ids)}"
                                   f"{suggest(oid, ids)}", "--choose")
        ids[oid].setdefault("choices", {})[key] = value
    return {"players": [players[p] if len(players[p]) > 1 else p for p in PLAYERS],
            "active_player": "you", "objects": objects}


def _object(oid: str, card: str, line: BoardLine, stamp: int) -> dict[str, Any]:
    """The scenario object of a card line: as a scenario file writes it."""
    player, zone = line.player or "you", line.zone or "battlefield"
    obj: dict[str, Any] = {"id": oid, "card": card}
    # who controls an object, on the battlefield and the stack (108.4); who owns it elsewhere
    obj["controller" if zone in CONTROLLED_ZONES else "owner"] = player
    obj["timestamp"] = stamp
    if zone != "battlefield":
        obj["zone"] = zone
    for key in ("face_down", "face"):
        if getattr(line, key) is not None:
            obj[key] = getattr(line, key)
    for key in ("tapped", "token"):
        if getattr(line, key):
            obj[key] = True
    if line.counters:
        obj["counters"] = dict(line.counters)
    return obj


def player_line(player: dict[str, Any], line: BoardLine) -> None:
    """A player's life total (``life:N``) and counters (``poison:N``) from its line."""
    for kind, count in line.counters.items():
        if kind == "life":
            player["life"] = count
        else:
            player.setdefault("counters", {})[kind] = count


def card_of_line(library: CardLibrary, line: BoardLine) -> CardDef:
    """The card a card line names: by its name, else loosely, as Scryfall's fuzzy lookup
    does; a located error when no card is close."""
    name = line.name or ""
    card = library.find(name) or library.loosely(name)
    if card is None:
        raise ConsistencyError(unknown_card(library, line), line.origin)
    return card


def unknown_card(library: CardLibrary, line: BoardLine) -> str:
    """The message for a card line whose name no card has: a word before a colon that
    is meant as a zone or player but is none is said as such."""
    name = line.name or ""
    head, colon, _ = name.partition(":")
    words = head.replace(",", " ").split()
    if colon and words and len(words) <= 3 and not library.find(head.strip()):
        wrong = next((w for w in words if w.lower() not in WHERE_WORDS), words[0])
        return (f"{line.text!r}, column {line.name_column}: {wrong!r} is not a zone, a "
                f"player or a state word ({', '.join(WHERE_WORDS)}), and no card is named "
                f"{name!r}{suggest(wrong, WHERE_WORDS)}")
    return f"{line.text!r}, column {line.name_column}: {library.missing(name)}"


def choose_in(scenario: Scenario, choose: list[str]) -> Scenario:
    """A loaded scenario with ``--choose ID:KEY:VALUE`` choices made too (over the file's
    own): the object must be the scenario's, and a copy choice name one of its objects."""
    objects = dict(scenario.game.objects)
    for spec in choose:
        oid, key, value = _split(spec, 3, "--choose ID:KEY:VALUE")
        if oid not in objects:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(objects)}"
                                   f"{suggest(oid, objects)}", "--choose")
        if key == "copy" and value not in objects:
            raise ConsistencyError(f"{spec!r}: no object {value!r} to copy"
                                   f"{suggest(value, objects)}", "--choose")
        obj = objects[oid].copy()
        obj.choices = {**obj.choices, key: value}
        objects[oid] = obj
    return replace(scenario, game=replace(scenario.game, objects=objects))
