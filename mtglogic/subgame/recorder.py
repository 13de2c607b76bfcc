"""What the runner records after each step: every game's zones and the invariant (every
card in exactly one place, 715 / 728 moving cards between games), worked out again only
for the games the step changed.

A step changes the game being played when it started and when it ended (the game a
subgame is started from and the one it ends into among them), and the games a card was
taken from (``Session.touched``: a card brought in from a suspended game). The others are
as they were: their snapshot is kept (a record shares it with the record before), and so
are their counts of cards, from which the invariant is updated for the cards they hold.
``Session.invariant_problems`` and ``runner.snapshot`` stay the checks over every game.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from mtglogic.subgame.model import PLAYER_ZONES, Game, Session, placements


def game_snapshot(session: Session, game: Game) -> dict[str, Any]:
    """One game's players, zones, stack, waiting triggers and result, as recorded."""
    players = {}
    for pid in game.order:
        ps = game.players[pid]
        entry: dict[str, Any] = {"life": ps.life, "counters": dict(ps.counters), "lost": ps.lost}
        entry.update({z: list(ps.zones[z]) for z in PLAYER_ZONES})
        entry["decks"] = {k: list(v) for k, v in ps.decks.items()}
        held = [c for z in PLAYER_ZONES for c in ps.zones[z]]
        held += [c for d in ps.decks.values() for c in d]
        entry["cards"] = sorted(held)  # every card of this player's zones, for rulings
        entry["sizes"] = {z: len(ps.zones[z]) for z in PLAYER_ZONES if ps.zones[z]}
        players[pid] = entry
    result = game.result
    return {
        "status": "current" if game is session.current else "suspended",
        "players": players,
        "stack": [e if isinstance(e, str) else e.label() for e in game.stack],
        "waiting_triggers": [t.label() for t in game.waiting],
        "starting_player": game.starting_player,
        "result": None if result is None else {"winners": list(result.winners),
                                               "losers": list(result.losers)},
    }


@dataclass
class Seen:
    """One game as last recorded: its snapshot, its cards counted, its owner problems."""

    game: Game
    current: bool
    snapshot: dict[str, Any]
    counts: Counter[str]
    owner_problems: list[str]


class Recorder:
    """Snapshots and invariant problems of one session after each step."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.seen: list[Seen] = []  # by depth
        self.outside: tuple[dict[str, list[str]], Counter[str]] = ({}, Counter())
        self.total: Counter[str] = Counter()  # places of each card, every game together
        self.lost: set[str] = set()
        self.doubled: set[str] = set()
        self.playing = -1  # depth of the game played when the step started
        self.recount(set(session.tracked) | set(session.cards), everything=True)

    def step_starts(self) -> None:
        self.playing = len(self.session.games) - 1
        self.session.touched.clear()

    def record(self, keep_snapshot: bool = True) -> tuple[dict[str, Any] | None, list[str]]:
        """The snapshot (None unless ``keep_snapshot``) and the problems after a step."""
        changed: set[str] = set()
        self.recount(changed)
        snapshot = None
        if keep_snapshot:
            snapshot = {"games": {s.game.name: s.snapshot for s in self.seen},
                        "outside": {p: list(c) for p, c in self.outside[0].items()}}
        return snapshot, self.problems()

    def recount(self, changed: set[str], everything: bool = False) -> None:
        """Record again the games the step changed, and the counts of their cards."""
        session = self.session
        games = session.games
        dirty = session.touched | {self.playing, len(games) - 1}
        session.touched = set()
        for depth in range(len(games), len(self.seen)):  # subgames that ended
            self.count(self.seen[depth].counts, -1, changed)
        del self.seen[len(games):]
        for depth, game in enumerate(games):
            current = depth == len(games) - 1
            old = self.seen[depth] if depth < len(self.seen) else None
            if old is not None and old.game is game and old.current == current \
                    and depth not in dirty and not everything:
                continue
            seen = Seen(game, current, game_snapshot(session, game), placements(game),
                        session.owner_problems(game))
            if old is not None:
                self.count(old.counts, -1, changed)
                self.seen[depth] = seen
            else:
                self.seen.append(seen)
            self.count(seen.counts, 1, changed)
        if everything or -1 in dirty:
            self.count(self.outside[1], -1, changed)
            counts: Counter[str] = Counter()
            for cards in session.outside.values():
                counts.update(cards)
            self.outside = ({p: list(c) for p, c in session.outside.items()}, counts)
            self.count(counts, 1, changed)
        for cid in changed:
            n = self.total[cid]
            self.lost.discard(cid)
            self.doubled.discard(cid)
            if n == 0 and cid in session.tracked:
                self.lost.add(cid)
            elif n > 1:
                self.doubled.add(cid)

    def count(self, counts: Counter[str], sign: int, changed: set[str]) -> None:
        for cid, n in counts.items():
            self.total[cid] += sign * n
        changed.update(counts)

    def problems(self) -> list[str]:
        """As ``Session.invariant_problems`` words them, in the same order."""
        found = [f"card {cid} is lost" for cid in sorted(self.lost)]
        found += [f"card {cid} is in {self.total[cid]} places" for cid in sorted(self.doubled)]
        for seen in self.seen:
            found += seen.owner_problems
        return found
