"""Words on what happened earlier this turn and other facts of the game (the scenario's
``this_turn``, read by every engine through the context's ``turn_history``)::

    {died_this_turn: {type: creature}}                    # "if a creature died this turn"
    {entered_battlefield_this_turn: {permanent: true, not: {type: land}, controller: you}}
    {spells_cast_this_turn: {controller: you}}            # "you've cast two or more spells"
    {sacrificed_this_turn: {type: artifact, controller: you}}
    {left_battlefield_this_turn: {controller: you}}
    {players_lost_life_this_turn: opponent}               # "for each opponent who lost life"
    {players_attacked_this_turn: you}                     # raid: "if you attacked this turn"
    {players_committed_crime_this_turn: you}              # 700.13 (none in 2011)
    {speed: you}                                          # 702.179f (none in 2011)
    {modified: true}                                      # a selector: 700.9 (none in 2011)

An object word counts the objects its selector matches as they last existed there (the
controller: who controlled it then; for a spell, its caster), with no default zone. The
permanents on the battlefield marked ``entered_this_turn`` are counted among those that
entered, as they are now. These words read nothing the layers change on the board but
what their selectors read on the effect's source or ``it``: the turn so far is fixed while
an answer is computed.
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.model.history import Gone
from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Selector, Test, Value
from mtglogic.vocabulary.compiler import NESTED_SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import SELECTORS, VALUES, fixed_fields
from mtglogic.vocabulary.spec import Flag, Word
from mtglogic.vocabulary.values import BEYOND, PLAYER_REF


def last_known(gone: Gone) -> ObjState:
    """The object as it last existed, for the selectors that test it."""
    return ObjState(gone.id, gone.name, gone.owner, gone.controller, gone.zone, 0.0,
                    colors=gone.colors, card_types=gone.card_types, subtypes=gone.subtypes,
                    supertypes=gone.supertypes, is_token=gone.is_token)


def _history_count(event: str) -> Callable[[Selector], Value]:
    def compile_count(sel: Selector) -> Value:
        def count(c: EvalContext) -> int:
            return sum(1 for gone in c.turn_history().objects(event)
                       if sel.test(last_known(gone), c))
        return Value(count, frozenset())
    return compile_count


def _selector_reads(sel: Selector) -> frozenset[str]:
    return sel.reads


for _event, _word, _what, _rule, _sample in (
        ("died", "died_this_turn", "died (were put into a graveyard from the battlefield)",
         "dies", {"type": "creature", "controller": "you"}),
        ("left", "left_battlefield_this_turn", "left the battlefield", "zone_change",
         {"permanent": True, "controller": "you"}),
        ("sacrificed", "sacrificed_this_turn", "were sacrificed (their controller then: "
         "who sacrificed them)", "sacrifice", {"type": "artifact", "controller": "you"}),
        ("cast", "spells_cast_this_turn", "were cast as spells (their controller: the "
         "caster)", "spell_cast", {"controller": "you"})):
    VALUES.add(_word, f"how many objects matching the selector {_what} this turn, as they "
               "last existed (the scenario's `this_turn`)", {"type": "creature"},
               NESTED_SELECTOR, reads=_selector_reads, rule=_rule,
               samples=(_sample,))(_history_count(_event))


@VALUES.add("entered_battlefield_this_turn", "how many permanents matching the selector "
            "entered the battlefield this turn: those on it marked `entered_this_turn` (as "
            "they are now) and those that have left since (`this_turn`'s `entered`)",
            {"type": "creature", "controller": "you"}, NESTED_SELECTOR,
            reads=lambda sel: sel.reads | {"entered_this_turn", "zone", BEYOND},
            rule="zone_change", samples=({"permanent": True, "not": {"type": "land"}},))
def _entered(sel: Selector) -> Value:
    gone_count = _history_count("entered")(sel)

    def count(c: EvalContext) -> int:
        here = sum(1 for o in c.objects() if o.zone == "battlefield" and o.entered_this_turn
                   and sel.test(o, c))
        return here + gone_count.evaluate(c)
    return Value(count, frozenset())


PLAYERS_AMONG = Word(("you", "opponent", "any"))


def _players_count(deed: str) -> Callable[[str], Value]:
    def compile_count(among: str) -> Value:
        def count(c: EvalContext) -> int:
            found = c.turn_history().players_who(deed)
            if among == "you":
                return int(c.you in found)
            if among == "opponent":
                return sum(1 for p in found if p != c.you)
            return len(found)
        return Value(count, frozenset())
    return compile_count


for _deed, _what, _rule in (("attacked", "attacked with a creature", "declared_attackers"),
                            ("committed_crime", "committed a crime", "crime"),
                            ("lost_life", "lost life", "life_change"),
                            ("gained_life", "gained life", "life_change")):
    VALUES.add(f"players_{_deed}_this_turn", f"how many of the players named (`you`, "
               f"`opponent`: the effect controller's opponents, `any`) {_what} this turn",
               "you", PLAYERS_AMONG, rule=_rule, samples=("opponent", "any"))(
        _players_count(_deed))


@VALUES.add("speed", "the speed of `you` (or a player id): 0 for a player who has none; 4 is "
            "max speed", "you", PLAYER_REF, rule="speed")
def _speed(who: str) -> Value:
    return Value(lambda c: c.turn_history().speed_of((c.you if who == "you" else who) or ""),
                 frozenset())


def _modified(obj: ObjState, c: EvalContext) -> bool:
    """It has a counter, is equipped, or is enchanted by an Aura its controller controls."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    for other in c.objects():
        if other.attached_to == obj.id and other.zone == "battlefield" and (
                "Equipment" in other.subtypes
                or ("Aura" in other.subtypes and other.controller == obj.controller)):
            return True
    return False


@SELECTORS.add("modified", "is modified (true): it has a counter, is equipped, or is "
               "enchanted by an Aura its controller controls; or is not (false)", True, Flag(),
               reads=fixed_fields("counters", "id", "controller", "attached_to", "zone",
                                  "subtypes", BEYOND), rule="modified", samples=(False,))
def _modified_word(wanted: bool) -> Test:
    if wanted:
        return _modified
    return lambda o, c: not _modified(o, c)
