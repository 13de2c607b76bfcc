"""What the runner records after each step: every game's zones and the invariant (every
card in exactly one place, 715 / 728 moving cards between games), worked out again only
for the games the step changed, at a cost that does not grow with the depth of the chain.

A step changes the game being played when it started and when it ended (the game a
subgame is started from and the one it ends into among them), the games it started or
ended, and the games a card was taken from (``Session.touched``: a card brought in from a
suspended game). The others are as they were: only the changed ones are looked at. A game
looked at again has its snapshot, its cards counted and its owner problems worked out
anew, and the running counts (every card's places, every game together; the owner
problems) are updated by the difference: only the cards whose count changed are looked at
one by one (the counts are compared whole, by ``dict.items`` views, in C). A record keeps
its games as a ``Frame``: a chain from the played game down to the outermost one that
shares, with the record before, the links of the games below the lowest one the step
changed; each game is kept frozen (``Frozen``: tuples of strings and numbers, which the
cyclic garbage collector stops looking at, so keeping every record costs it nothing per
step), and ``Frame.plain`` makes the plain snapshot when it is asked for. ``Session.invariant_problems`` and ``runner.snapshot`` stay
the checks over every game.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from mtglogic.subgame.model import PLAYER_ZONES, Game, Session, placements

# One game as recorded: its status, each player (id, life, counters, lost, each zone's
# cards, each deck's cards), the stack, the waiting triggers, the starting player and the
# result (winners, losers): tuples only, of strings and numbers.
Frozen = tuple[Any, ...]


def frozen_game(session: Session, game: Game) -> Frozen:
    """One game's players, zones, stack, waiting triggers and result, frozen."""
    players = tuple((pid, ps.life, tuple(ps.counters.items()), ps.lost,
                     tuple(tuple(ps.zones[z]) for z in PLAYER_ZONES),
                     tuple((k, tuple(v)) for k, v in ps.decks.items()))
                    for pid, ps in ((pid, game.players[pid]) for pid in game.order))
    result = game.result
    return ("current" if game is session.current else "suspended", players,
            tuple(e if isinstance(e, str) else e.label() for e in game.stack),
            tuple(t.label() for t in game.waiting), game.starting_player,
            None if result is None else (tuple(result.winners), tuple(result.losers)))


def thawed(frozen: Frozen) -> dict[str, Any]:
    """A frozen game as plain data, as recorded (``game_snapshot``)."""
    status, frozen_players, stack, waiting, starting, result = frozen
    players = {}
    for pid, life, counters, lost, zones, decks in frozen_players:
        entry: dict[str, Any] = {"life": life, "counters": dict(counters), "lost": lost}
        entry.update({z: list(cards) for z, cards in zip(PLAYER_ZONES, zones)})
        entry["decks"] = {k: list(v) for k, v in decks}
        held = [c for cards in zones for c in cards] + [c for _, v in decks for c in v]
        entry["cards"] = sorted(held)  # every card of this player's zones, for rulings
        entry["sizes"] = {z: len(cards) for z, cards in zip(PLAYER_ZONES, zones) if cards}
        players[pid] = entry
    return {
        "status": status,
        "players": players,
        "stack": list(stack),
        "waiting_triggers": list(waiting),
        "starting_player": starting,
        "result": None if result is None else {"winners": list(result[0]),
                                               "losers": list(result[1])},
    }


def game_snapshot(session: Session, game: Game) -> dict[str, Any]:
    """One game's players, zones, stack, waiting triggers and result, as recorded."""
    return thawed(frozen_game(session, game))


class Link(NamedTuple):
    """One game of a recorded chain: its name and frozen record, and the link of the game
    it was started from (None for the outermost game)."""

    name: str
    frozen: Frozen
    below: Link | None


class Frame(NamedTuple):
    """The games after a step (the link of the game played) and the cards outside the
    outermost game (each player's, frozen)."""

    top: Link | None
    outside: Frozen

    def plain(self) -> dict[str, Any]:
        """The snapshot as plain data, the outermost game first (``runner.snapshot``)."""
        links = []
        link = self.top
        while link is not None:
            links.append(link)
            link = link.below
        return {"games": {link.name: thawed(link.frozen) for link in reversed(links)},
                "outside": {p: list(c) for p, c in self.outside}}


@dataclass
class Seen:
    """One game as last recorded: its snapshot, its cards counted, its owner problems."""

    game: Game
    current: bool
    frozen: Frozen
    counts: Counter[str]
    owner_problems: list[str]


class Recorder:
    """Snapshots and invariant problems of one session after each step."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.seen: list[Seen] = []  # by depth
        self.links: list[Link] = []  # by depth: each game's link in the chain recorded
        self.outside: tuple[Frozen, Counter[str]] = ((), Counter())
        self.total: Counter[str] = Counter()  # places of each card, every game together
        self.lost: set[str] = set()
        self.doubled: set[str] = set()
        self.owners = 0  # owner problems, every game together
        self.playing = -1  # depth of the game played when the step started
        self.recount(set(session.tracked) | set(session.cards), everything=True)

    def step_starts(self) -> None:
        self.playing = len(self.session.games) - 1
        self.session.touched.clear()

    def record(self, keep_snapshot: bool = True) -> tuple[Frame | None, list[str]]:
        """The games recorded (None unless ``keep_snapshot``) and the problems after a
        step."""
        changed: set[str] = set()
        self.recount(changed)
        frame = None
        if keep_snapshot:
            frame = Frame(self.links[-1] if self.links else None, self.outside[0])
        return frame, self.problems()

    def recount(self, changed: set[str], everything: bool = False) -> None:
        """Record again the games the step changed, and the counts of their cards."""
        session = self.session
        games = session.games
        dirty = session.touched | {self.playing, len(games) - 1}
        session.touched = set()
        for depth in range(len(games), len(self.seen)):  # subgames that ended
            self.shift(self.seen[depth], None, changed)
        del self.seen[len(games):]
        del self.links[len(games):]
        depths = range(len(games)) if everything else sorted(
            {d for d in dirty if 0 <= d < len(games)} | set(range(len(self.seen), len(games))))
        lowest = len(games)
        for depth in depths:
            game = games[depth]
            current = depth == len(games) - 1
            old = self.seen[depth] if depth < len(self.seen) else None
            if old is not None and old.game is game and old.current == current \
                    and depth not in dirty and not everything:
                continue
            seen = Seen(game, current, frozen_game(session, game), placements(game),
                        session.owner_problems(game))
            self.shift(old, seen, changed)
            if old is not None:
                self.seen[depth] = seen
            else:
                self.seen.append(seen)
            lowest = min(lowest, depth)
        self.relink(lowest)
        if everything or -1 in dirty:
            counts: Counter[str] = Counter()
            for cards in session.outside.values():
                counts.update(cards)
            self.count(self.outside[1], counts, changed)
            self.outside = (tuple((p, tuple(c)) for p, c in session.outside.items()), counts)
        for cid in changed:
            n = self.total[cid]
            self.lost.discard(cid)
            self.doubled.discard(cid)
            if n == 0 and cid in session.tracked:
                self.lost.add(cid)
            elif n > 1:
                self.doubled.add(cid)

    def relink(self, lowest: int) -> None:
        """New links for the games from depth ``lowest`` up (those below are shared with
        the records before)."""
        del self.links[lowest:]
        for seen in self.seen[lowest:]:
            below = self.links[-1] if self.links else None
            self.links.append(Link(seen.game.name, seen.frozen, below))

    def shift(self, old: Seen | None, new: Seen | None, changed: set[str]) -> None:
        """A game's record replaced by another (None: none before; the game ended): the
        totals and the owner problems go from the one to the other."""
        self.count(old.counts if old is not None else Counter(),
                   new.counts if new is not None else Counter(), changed)
        self.owners += (len(new.owner_problems) if new is not None else 0) \
            - (len(old.owner_problems) if old is not None else 0)

    def count(self, old: Counter[str], new: Counter[str], changed: set[str]) -> None:
        """The totals go from counts ``old`` to ``new``, card by card for those that
        differ (noted in ``changed``)."""
        moved = {cid for cid, _ in old.items() ^ new.items()}
        total = self.total
        for cid in moved:
            total[cid] += new[cid] - old[cid]
        changed.update(moved)

    def problems(self) -> list[str]:
        """As ``Session.invariant_problems`` words them, in the same order."""
        found = [f"card {cid} is lost" for cid in sorted(self.lost)]
        found += [f"card {cid} is in {self.total[cid]} places" for cid in sorted(self.doubled)]
        if self.owners:
            for seen in self.seen:
                found += seen.owner_problems
        return found
