"""The context an effect is evaluated in: the board as it stands, its source and controller."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from mtglogic.errors import ConsistencyError, MissingChoice
from mtglogic.model.history import TurnHistory
from mtglogic.model.objects import Game, ObjState
from mtglogic.names import suggest

MANY = 12  # allowed values listed in an error; more are named by count, with close ones
SUBTYPE_LIST_OF = {"creature type": "creature_types", "land type": "land_types",
                   "basic land type": "basic_land_types"}


@dataclass
class EvalContext:
    """Where selectors and values are evaluated.

    ``board`` maps object id to its state at this point of the layer process; ``source`` is
    the object the effect comes from (None for a rule or a player), ``you`` the effect's
    controller, ``it`` the object the effect is being applied to (for values such as "its
    mana value").
    """

    game: Game
    board: Mapping[str, ObjState]
    source: str | None
    you: str | None
    it: ObjState | None = None
    timestamp: float | None = None  # the effect's timestamp, given to abilities it grants
    choices: Mapping[str, str] | None = None  # choices made for a resolved spell (e.g. words)
    # The ruleset's subtype lists by kind (205.3i, 205.3m), for "every creature type".
    subtype_lists: Mapping[str, frozenset[str]] | None = None
    # What happened earlier this turn, as the replacement engine keeps it while events
    # happen (its draws counted as they come); None: the game's, as the scenario states it.
    history: TurnHistory | None = None
    # The ability being read was gained, or copied by an object that did not enter as a
    # copy: a choice its object never made is undefined and reads nothing (607.5a; 706.7a
    # in 2011), where a choice missing from an object's own ability is an input error.
    undefined_choices: bool = False
    # Where the keys of the undefined choices read are noted, for the explanation.
    undefined_read: set[str] | None = None
    # The cards in players' hands where the replacement engine knows them better than the
    # board: as a draw comes in a sequence of draws, those drawn before it are in the hand
    # (121.6b; 120.6b in 2011). None, or a player it lacks: the board's hand.
    hands: Mapping[str, int] | None = None

    def turn_history(self) -> TurnHistory:
        """What happened earlier this turn: the engine's own count, else the game's."""
        return self.history if self.history is not None else self.game.history

    def source_state(self) -> ObjState | None:
        return self.board.get(self.source) if self.source else None

    def objects(self) -> Iterable[ObjState]:
        return self.board.values()

    def with_it(self, obj: ObjState) -> EvalContext:
        """The same context applied to ``obj`` (a plain copy of the fields: this runs for
        every object an effect is applied to, and ``replace`` re-runs ``__init__``)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.it = obj
        return new

    def every(self, kind: str) -> frozenset[str]:
        """Every subtype of a kind (``creature_types``, ``land_types``, ...), as the
        ruleset lists them (205.3i, 205.3m); a ruleset without the list is an input error."""
        found = (self.subtype_lists or {}).get(kind)
        if found is None:
            raise ConsistencyError(f"the ruleset lists no {kind.replace('_', ' ')} "
                                   f"(its `subtypes` section, 205.3)")
        return found

    def choice(self, key: str) -> str | None:
        """A choice of the effect itself (a resolved spell's), else of its source object."""
        if self.choices and key in self.choices:
            return self.choices[key]
        src = self.source_state()
        return src.choices.get(key) if src else None

    def chosen(self, key: str, allowed: Iterable[str] | None = None,
               kind: str = "word") -> str | None:
        """The choice ``key`` an effect reads, which must have been made and be one of
        ``allowed`` (when given): a missing or ill-typed choice is an input error, never
        an effect that silently does nothing; but for a gained or copied ability a choice
        never made is undefined (607.5a; 706.7a in 2011): None, and that part of the
        ability does nothing."""
        value = self.choice(key)
        owner = f"{self.source}'s" if self.source else "the effect's"
        options = tuple(allowed) if allowed is not None else None
        if value is None and self.undefined_choices:
            if self.undefined_read is not None:
                self.undefined_read.add(key)
            return None
        if value is None:
            among = f"; one of: {', '.join(options)}" if options and len(options) <= MANY else ""
            raise MissingChoice(f"{owner} effect reads the choice {key!r} ({kind}), which "
                                f"was not made: give it with choices: {{{key}: ...}}{among} "
                                f"(or ask for every outcome with --each-choice)",
                                self.source, key, kind, options)
        if options is not None and value not in options:
            listed = f"expected one of: {', '.join(options)}" if len(options) <= MANY else \
                f"not among the ruleset's {len(options)}{suggest(value, options)}"
            raise ConsistencyError(f"{owner} choice {key!r} is {value!r}, not a {kind}: "
                                   f"{listed}")
        return value

    def kind_words(self, kind: str) -> tuple[str, ...] | None:
        """The words a chosen subtype must be one of, from the ruleset's lists (205.3m
        creature types, 205.3i land types; any of its subtypes for a bare "subtype"); None
        when the context has no lists."""
        lists = self.subtype_lists or {}
        if not lists:
            return None
        if kind in SUBTYPE_LIST_OF:
            found = lists.get(SUBTYPE_LIST_OF[kind])
            return tuple(sorted(found)) if found else None
        if kind == "subtype":
            return tuple(sorted(frozenset().union(*lists.values())))
        return None


def gained_without_choices(obj: ObjState | None, ability_key: str | None) -> bool:
    """Whether an ability of ``obj`` refers to choices its object may never have made
    (607.5a; 706.7a in 2011): one gained from an effect (its key names the effect that
    granted it: ``effect/...``, ``key+N``, ``key<object:...``), or one copied (``copy:``)
    by an object that did not enter as a copy (no copy choice, not a token copy: it became
    a copy later, so no "as it enters" choice was made for it)."""
    if obj is None or not ability_key:
        return False
    if ability_key.startswith("copy:"):
        return "copy" not in obj.choices and not (obj.is_token and obj.is_copy)
    return any(mark in ability_key for mark in ("/", "+", "<"))
