"""A scenario: a game, the effects of resolved spells and abilities, and its ruleset.

``mtglogic.loading.scenario`` builds it from a file, a string or a dict; the engines read
it. ``root`` keeps the document itself, for the sections an engine owns (``events``,
``replacements``), which ``mtglogic.loading`` reads into that engine's input.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtglogic.model.cards import CardDef
from mtglogic.model.objects import Ability, Game
from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node
from mtglogic.text import plural


@dataclass(frozen=True)
class ResolvedEffect:
    """A continuous effect from a resolved spell or ability (611.2), with its locked set
    of affected objects (611.2c) and the timestamp it got when created (613.6b / 613.7b).

    ``ability`` is the spell ability whose definition it follows (compiled once)."""

    id: str
    controller: str
    timestamp: float
    ability: Ability
    targets: frozenset[str]
    source: str | None
    choices: dict[str, str] = field(default_factory=dict, compare=False)  # made as it resolved

    @property
    def spec(self) -> Any:
        """The compiled definition (a ``mtglogic.vocabulary.continuous.EffectSpec``)."""
        return self.ability.definition


@dataclass
class Scenario:
    """A loaded scenario: the game, resolved effects, the ruleset and the raw root node."""

    game: Game
    effects: list[ResolvedEffect]
    ruleset: Ruleset
    root: Node
    name: str = ""
    cards: dict[str, CardDef] = field(default_factory=dict)
    # Time steps to take after the board is read (``mtglogic.model.time.TimeStep``).
    steps: list[Any] = field(default_factory=list)

    def __repr__(self) -> str:
        name = f" {self.name!r}" if self.name else ""
        return (f"<Scenario{name} {self.ruleset.id}: {plural(len(self.game.objects), 'object')}"
                f", {plural(len(self.effects), 'resolved effect')}>")
