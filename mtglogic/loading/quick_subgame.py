"""A subgame scenario in command lines: board lines for the main game, a step per line.

``mtglogic subgame --card LINE ... --step STEP ...`` asks what a subgame scenario file
asks (docs/subgame.md), without the file:

- each ``--card`` line is a card of the main game as it starts, in the board-line form of
  ``--card`` everywhere (``mtglogic.loading.board_lines``): ``[PLAYER] [ZONE]: NAME``, the
  player ``you`` (the default, the active player) or ``opponent``, the zone
  ``battlefield`` (the default), ``library``, ``hand``, ``graveyard``, ``exile``,
  ``command``, ``stack`` or ``outside`` (outside the game). A library's lines go from its
  top card down, as board lines do for every command (a file's list is the other way
  round: its top card last). A player line gives a life total
  and counters (``opponent: life:7 poison:2``). What a subgame scenario does not hold (face
  down, tapped, a token, counters on a card, an attachment) is refused.
- each ``--step`` is one step of the script, written as in the file, braces optional
  (``resolve: shahrazad, first: you``); ids are the cards' names in lower case with
  dashes, as for any board line.

The lines become the mapping a file would hold; steps are read one by one, so that an
error in one is said of it (``--step:3``, the third).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.board_lines import PLAYERS, BoardLine, BoardLineError
from mtglogic.loading.cards import card_library
from mtglogic.loading.quick import board_lines, card_of_line, new_id, player_line
from mtglogic.loading.subgame import parse_step, parse_subgame_scenario
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node
from mtglogic.subgame.model import SubgameScenario

BOARD = "the board"  # the name of the scenario the lines make, in its errors
STEP = "--step"  # where a step comes from, in errors and in the answer: --step:3


def _refused(line: BoardLine) -> str | None:
    """What a card line says that a subgame scenario does not hold, if anything."""
    said = [words for words, given in (("face-down cards", line.face_down),
                                       ("faces turned up", line.face),
                                       ("tapped cards", line.tapped),
                                       ("tokens (a `token` step makes one)", line.token),
                                       ("counters on cards", line.counters),
                                       ("attachments", line.attached_to)) if given]
    return said[0] if said else None


def _players(lines: list[BoardLine]) -> dict[str, dict[str, Any]]:
    """Each player's mapping, with the cards of its lines in its zones."""
    players: dict[str, dict[str, Any]] = {player: {} for player in PLAYERS}
    library = card_library()
    ids: dict[str, BoardLine] = {}
    suffixes: dict[str, int] = {}
    for line in lines:
        player = players[line.player or "you"]
        if line.name is None:  # life and counters
            player_line(player, line)
            continue
        refused = _refused(line)
        if refused is not None:
            raise BoardLineError(f"{line.text!r}: a subgame scenario has no {refused} "
                                 f"(docs/subgame.md)", line.origin)
        card = card_of_line(library, line)
        oid = new_id(card.name, ids, suffixes)
        ids[oid] = line
        zone = player.setdefault(line.zone or "battlefield", [])
        # board lines list a library from its top (as every command reads them); a
        # subgame file from its bottom
        zone.insert(0 if line.zone == "library" else len(zone), {"id": oid, "card": card.name})
    return players


def _step(text: str, index: int) -> Node:
    """The ``index``-th ``--step``: a step mapping, its braces optional; located as
    ``--step:INDEX`` (a file's steps are located by their line)."""
    stripped = text.strip()
    if not stripped:
        raise InputError("an empty step: expected one like 'cast: shahrazad'", STEP, index)
    flow = stripped if stripped.startswith("{") else "{" + stripped + "}"
    try:
        value = parse_yaml_text(flow, STEP)
    except InputError as exc:
        raise InputError(f"{text!r}: {exc.message}", STEP, index) from None
    if not isinstance(value, dict):
        raise InputError(f"expected a step like 'resolve: shahrazad, first: you', got "
                         f"{text!r}", STEP, index)
    return Node(value, STEP, "", index)


def subgame_from_lines(cards: Iterable[str], steps: Iterable[str],
                       opponent_cards: Iterable[str] = (), board: str | None = None,
                       board_name: str = "board") -> SubgameScenario:
    """The subgame scenario of board lines (``board``'s, a ``--board`` file named
    ``board_name``, then ``--card`` lines and opponent's lines) and ``--step`` lines (see
    above)."""
    lines = board_lines(cards, opponent_cards, board, board_name)
    if not lines:
        raise InputError("give a SCENARIO file, or --card lines and --step lines")
    texts = list(steps)
    if not texts:
        raise InputError("a subgame in lines needs at least one --step (e.g. 'cast: "
                         "shahrazad')", "--step")
    scenario = parse_subgame_scenario(
        Node({"players": _players(lines), "steps": []}, BOARD, "", None))
    scenario.steps = [parse_step(_step(text, index)) for index, text in enumerate(texts, 1)]
    return scenario


__all__ = ["subgame_from_lines"]
