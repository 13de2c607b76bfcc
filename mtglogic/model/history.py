"""What already happened this turn, as a scenario states it (the ``this_turn`` section).

Some replacement effects read the turn so far: "except the first card they draw each
turn" or "in each of their draw steps" (121.2 in 2026, 120.2 in 2011: every draw is its
own event, so each has its place in the turn), "a creature dealt damage by this creature
this turn" (Kumano's Pupils), "if you gained life this turn". The replacement
engine adds the draws an event makes to these counts as it goes.

Other abilities read what objects did this turn: "if a creature died this turn" (700.4;
700.6 in 2011), "two or more nonland permanents entered the battlefield under your control
this turn", "if you've cast two or more spells this turn" (601.2i; 601.2h in 2011), "as
long as you've sacrificed an artifact this turn" (701.21a; 701.14a in 2011), and what
players did: attacked (508.1a), lost life, committed a crime (700.13; none in 2011). Each
object is kept as it last existed there (``Gone``), the controller being who controlled it
then (the caster of a spell, the one who sacrificed). A player's speed (702.179 in 2026;
none in 2011) is kept here too, as the scenario states it now.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DamageDealt:
    """Damage a source dealt to a player or an object earlier this turn, and the player
    who controlled the source then."""

    source: str
    recipient: str
    amount: int
    controller: str


@dataclass(frozen=True)
class Gone:
    """An object as it last existed where an event of this turn found it: its
    characteristics then, its controller then, and the zone it was in (the battlefield for
    a permanent that entered, left, died or was sacrificed, the stack for a spell cast)."""

    id: str
    name: str
    controller: str
    owner: str
    zone: str
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    is_token: bool = False


# What objects did this turn, the keys of ``TurnHistory.objects``.
OBJECT_EVENTS = ("died", "entered", "left", "sacrificed", "cast")
# What players did this turn, the keys of ``TurnHistory.players_who``.
PLAYER_DEEDS = ("attacked", "committed_crime", "lost_life", "gained_life")


@dataclass(frozen=True)
class TurnHistory:
    """Cards drawn this turn and in the current step, damage dealt and life gained and
    lost this turn, by player (objects by id). Empty by default: nothing happened yet."""

    draws: tuple[tuple[str, int], ...] = ()
    draws_this_step: tuple[tuple[str, int], ...] = ()
    damage: tuple[DamageDealt, ...] = ()
    life_gained: tuple[tuple[str, int], ...] = ()
    life_lost: tuple[tuple[str, int], ...] = ()
    died: tuple[Gone, ...] = ()
    entered: tuple[Gone, ...] = ()
    left: tuple[Gone, ...] = ()
    sacrificed: tuple[Gone, ...] = ()
    cast: tuple[Gone, ...] = ()
    attacked: tuple[str, ...] = ()  # players who attacked with a creature this turn
    crimes: tuple[str, ...] = ()  # players who committed a crime this turn
    speed: tuple[tuple[str, int], ...] = ()  # each player's speed now (none: 0)
    # the triggered abilities (by name) whose "do this only once each turn" action their
    # controller already took this turn (603.2h in 2026; no such rule in 2011)
    done_once: tuple[str, ...] = ()

    def drawn(self, player: str, this_step: bool = False) -> int:
        """How many cards the player drew this turn (or in the current step)."""
        table = dict(self.draws_this_step if this_step else self.draws)
        return table.get(player, 0)

    def damage_to(self, recipient: str) -> tuple[DamageDealt, ...]:
        """The damage dealt to this player or object this turn."""
        return tuple(d for d in self.damage if d.recipient == recipient)

    def gained(self, player: str) -> int:
        return dict(self.life_gained).get(player, 0)

    def lost(self, player: str) -> int:
        return dict(self.life_lost).get(player, 0)

    def objects(self, event: str) -> tuple[Gone, ...]:
        """The objects that died, entered, left the battlefield, were sacrificed or were
        cast (as spells) this turn (one of ``OBJECT_EVENTS``)."""
        found: tuple[Gone, ...] = getattr(self, event)
        return found

    def players_who(self, deed: str) -> frozenset[str]:
        """The players who attacked, committed a crime, lost or gained life this turn
        (one of ``PLAYER_DEEDS``)."""
        if deed == "attacked":
            return frozenset(self.attacked)
        if deed == "committed_crime":
            return frozenset(self.crimes)
        table = self.life_lost if deed == "lost_life" else self.life_gained
        return frozenset(player for player, amount in table if amount > 0)

    def speed_of(self, player: str) -> int:
        """The player's speed; 0 when they have none (702.179f)."""
        return dict(self.speed).get(player, 0)
