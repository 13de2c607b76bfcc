"""The watch's test records (mtglogic.vocabulary.watch*): each key's record on events where
it must hold and where it must not, worked out by hand from the rules cited, and the
repr of a composed watch naming each of its parts.

The board: p1 (the effect's controller, "you") and p2; p1's green Bear and p2's red Goblin
on the battlefield, p1's Elk card in the graveyard, an artifact-free game unless a test
adds one, and a Squirrel token template.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from mtglogic.model.history import DamageDealt, TurnHistory
from mtglogic.model.objects import Game, ObjState, Player
from mtglogic.node import Node
from mtglogic.vocabulary.events import (
    EVENT_CLASSES,
    BeginStep,
    Cast,
    CreateTokens,
    Damage,
    Draw,
    Entering,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    MarkDamage,
    MoveCards,
    PutCounters,
    Regenerate,
    RemoveCounters,
    Skip,
    Tap,
    WinGame,
    ZoneChange,
)
from mtglogic.vocabulary.registry import WATCH
from mtglogic.vocabulary.watch import Watch, compile_watch
from mtglogic.vocabulary.world import Binding, World

YOU = Binding(source="ward", you="p1")


def _obj(oid: str, owner: str, zone: str, types: str, colors: str = "",
         **more: Any) -> ObjState:
    return ObjState(oid, oid.title(), owner, owner if zone == "battlefield" else None, zone,
                    1.0, card_types=frozenset(types.split()),
                    colors=frozenset(colors.split()), **more)


NOTHING_YET = TurnHistory()


def _world(*extra: ObjState, step: str = "precombat_main",
           history: TurnHistory = NOTHING_YET) -> World:
    objects = {o.id: o for o in (
        _obj("ward", "p1", "battlefield", "enchantment"),
        _obj("bear", "p1", "battlefield", "creature", "green"),
        _obj("goblin", "p2", "battlefield", "creature", "red"),
        _obj("elk", "p1", "graveyard", "creature", "green")) + extra}
    game = Game([Player("p1"), Player("p2")], "p1", objects, step=step)
    board = {oid: o for oid, o in objects.items() if o.zone == "battlefield"}
    squirrel = _obj("Squirrel", "p1", "battlefield", "creature", "green", is_token=True)
    return World(game, board, tokens={"Squirrel": squirrel}, history=history)


def watch(data: dict[str, Any]) -> Watch:
    return compile_watch(Node(data, "test.yaml", "watch"))


def sees(data: dict[str, Any], event: Event, world: World | None = None,
         bind: Binding = YOU) -> bool:
    return watch(data).matches(event, bind, world or _world())


# -- damage (120.1: a source deals damage to a player or object; 510.2 combat) -------------

def test_source_and_recipient_of_damage() -> None:
    """Red sources' damage to an opponent: the Goblin's to p2 only."""
    red_to_opponent = {"event": "damage", "source": {"color": ["red"]},
                       "recipient": {"player": "opponent"}}
    assert sees(red_to_opponent, Damage(3, source="goblin", recipient="p2"))
    assert not sees(red_to_opponent, Damage(3, source="bear", recipient="p2"))
    assert not sees(red_to_opponent, Damage(3, source="goblin", recipient="p1"))
    # an object recipient needs `object`: a player test alone lets no creature through
    assert not sees(red_to_opponent, Damage(3, source="goblin", recipient="bear"))


def test_recipient_object_and_targets() -> None:
    to_creature = {"event": "damage", "recipient": {"object": {"type": ["creature"]}}}
    assert sees(to_creature, Damage(2, source="goblin", recipient="bear"))
    assert not sees(to_creature, Damage(2, source="goblin", recipient="ward"))
    assert not sees(to_creature, Damage(2, source="goblin", recipient="p1"))
    shield = {"event": "damage", "recipient": "target"}
    aimed = Binding(source="ward", you="p1", targets=frozenset({"bear"}))
    assert sees(shield, Damage(2, source="goblin", recipient="bear"), bind=aimed)
    assert not sees(shield, Damage(2, source="goblin", recipient="goblin"), bind=aimed)


def test_source_target() -> None:
    """Damage the resolved spell's target would deal: the Goblin targeted, not the Bear."""
    aimed = Binding(source="ward", you="p1", targets=frozenset({"goblin"}))
    data = {"event": "damage", "source": "target"}
    assert sees(data, Damage(2, source="goblin", recipient="p1"), bind=aimed)
    assert not sees(data, Damage(2, source="bear", recipient="p1"), bind=aimed)


def test_combat() -> None:
    combat = {"event": "damage", "combat": True}
    assert sees(combat, Damage(2, source="goblin", recipient="p1", combat=True))
    assert not sees(combat, Damage(2, source="goblin", recipient="p1"))
    assert sees({"event": "damage", "combat": False},
                Damage(2, source="goblin", recipient="p1"))


def test_amount_of_damage() -> None:
    # Callous Giant's "3 or less damage" is {le: 3}: 3 passes, 4 does not; Divine
    # Presence's "4 or more" is {ge: 4} (each source's damage as modified so far, 120.1)
    three_or_less = {"event": "damage", "amount": {"le": 3}}
    assert sees(three_or_less, Damage(3, source="goblin", recipient="bear"))
    assert not sees(three_or_less, Damage(4, source="goblin", recipient="bear"))
    assert sees({"event": "damage", "amount": {"ge": 4}},
                Damage(4, source="goblin", recipient="p1"))


def test_damage_involving_an_object() -> None:
    # "dealt to and dealt by" the Goblin: its damage and the damage to it, nothing else (615.1)
    data = {"event": "damage", "involving": {"color": ["red"]}}
    assert sees(data, Damage(2, source="goblin", recipient="p1"))
    assert sees(data, Damage(2, source="bear", recipient="goblin"))
    assert not sees(data, Damage(2, source="bear", recipient="p2"))
    aimed = Binding(source="ward", you="p1", targets=frozenset({"bear"}))
    assert sees({"event": "damage", "involving": "target"},
                Damage(1, source="goblin", recipient="bear"), bind=aimed)
    assert not sees({"event": "damage", "involving": "target"},
                    Damage(1, source="goblin", recipient="p1"), bind=aimed)


def test_source_of_choice() -> None:
    # 609.7a: the source chosen as the effect was made (the Goblin), not another one
    chose = Binding(source="ward", you="p1", chosen=frozenset({"goblin"}))
    data = {"event": "damage", "source_of_choice": True}
    assert sees(data, Damage(3, source="goblin", recipient="p1"), bind=chose)
    assert not sees(data, Damage(3, source="bear", recipient="p1"), bind=chose)
    assert not sees(data, Damage(3, source="goblin", recipient="p1"))  # none chosen


def test_damage_already_dealt_is_not_watched() -> None:
    """Dealt damage has become its results (120.4c): no effect modifies it any more."""
    assert not sees({"event": "damage"}, Damage(2, source="goblin", recipient="p1", dealt=True))


def test_results_of_damage() -> None:
    """Life lost from damage names its source (120.3a); other life loss names none."""
    from_damage = {"event": "lose_life", "player": "you", "from_damage": True}
    assert sees(from_damage, LoseLife(2, player="p1", source="goblin"))
    assert not sees(from_damage, LoseLife(2, player="p1"))
    assert not sees(from_damage, LoseLife(2, player="p2", source="goblin"))
    assert sees({"event": "lose_life", "from_damage": False}, LoseLife(2, player="p1"))
    red = {"event": "lose_life", "source": {"color": ["red"]}}
    assert sees(red, LoseLife(2, player="p1", source="goblin"))
    assert not sees(red, LoseLife(2, player="p1", source="bear"))
    assert not sees(red, LoseLife(2, player="p1"))  # not a result of damage at all
    assert sees({"event": "mark_damage", "from_damage": True},
                MarkDamage(2, target="bear", source="goblin"))


# -- objects (614.12: an entering permanent as it would exist on the battlefield) ----------

def test_enter_sees_the_object_on_the_battlefield() -> None:
    """The Elk moving from the graveyard: an ``enter`` watch sees it on the battlefield, a
    ``zone_change`` watch sees the card where it is (614.12)."""
    move = ZoneChange(obj="elk", from_zone="graveyard", to_zone="battlefield")
    on_battlefield = {"zone": ["battlefield"]}
    assert sees({"event": "enter", "object": on_battlefield}, move)
    assert not sees({"event": "zone_change", "object": on_battlefield}, move)
    # controlled by p2 as it enters (614.1c): not "a creature you control" entering
    stolen = replace(move, enter=Entering(controller="p2"))
    mine = {"event": "enter", "object": {"controller": "you"}}
    assert sees(mine, move)
    assert not sees(mine, stolen)


def test_enter_self_only() -> None:
    """``self: true``: only the effect's own source entering (614.12)."""
    data = {"event": "enter", "object": {"self": True}}
    move = ZoneChange(obj="elk", from_zone="graveyard", to_zone="battlefield")
    assert watch(data).self_only
    assert sees(data, move, bind=Binding(source="elk", you="p1"))
    assert not sees(data, move)


def test_zones_and_causes() -> None:
    """400.7: from where to where, and why."""
    dies = {"event": "zone_change", "from": ["battlefield"], "to": ["graveyard"]}
    destroyed = ZoneChange(obj="bear", from_zone="battlefield", to_zone="graveyard",
                           cause="destroy")
    assert sees(dies, destroyed)
    assert not sees(dies, replace(destroyed, to_zone="exile"))
    assert not sees(dies, replace(destroyed, from_zone="hand"))
    assert sees({"event": "zone_change", "cause": ["destroy"]}, destroyed)
    assert not sees({"event": "zone_change", "cause": ["sacrifice"]}, destroyed)
    not_cast = {"event": "zone_change", "except_cause": ["cast"]}
    assert sees(not_cast, destroyed)
    assert not sees(not_cast, replace(destroyed, cause="cast"))


def test_damaged_this_turn() -> None:
    """An object the Goblin (p2's) dealt damage to this turn: the Bear, not the Ward."""
    history = TurnHistory(damage=(DamageDealt("goblin", "bear", 2, "p2"),))
    data = {"event": "zone_change", "to": ["graveyard"], "damaged_this_turn": {"by": "opponent"}}
    world = _world(history=history)
    assert sees(data, ZoneChange(obj="bear", from_zone="battlefield", to_zone="graveyard"),
                world)
    assert not sees(data, ZoneChange(obj="ward", from_zone="battlefield", to_zone="graveyard"),
                    world)
    by_goblin = {"event": "zone_change", "damaged_this_turn": {"source": "goblin"}}
    assert sees(by_goblin, ZoneChange(obj="bear", from_zone="battlefield", to_zone="exile"),
                world)
    by_self = {"event": "zone_change", "damaged_this_turn": {"source": "self"}}
    assert not sees(by_self, ZoneChange(obj="bear", from_zone="battlefield", to_zone="exile"),
                    world)  # the effect's source is the Ward, which dealt none


def test_a_token_being_created_was_dealt_no_damage() -> None:
    """A token is a new object (111.1, 400.7): nothing dealt damage to it this turn, even
    when something was dealt damage under the name its template has."""
    history = TurnHistory(damage=(DamageDealt("ward", "Squirrel", 1, "p1"),))
    create = CreateTokens(1, player="p1", token="Squirrel")
    world = _world(history=history)
    assert not sees({"event": "create_tokens", "damaged_this_turn": {"source": "self"}},
                    create, world)
    assert not sees({"event": "create_tokens", "damaged_this_turn": {"source": "self"},
                     "object": {"type": ["creature"]}}, create, world)


# -- counters (122.1 kinds, 122.6 entering with counters, 122.6a who puts them) ------------

def test_counter_kinds_and_objects() -> None:
    plus_on_mine = {"event": "put_counters", "counter": ["+1/+1"],
                    "target": {"controller": "you"}}
    assert sees(plus_on_mine, PutCounters(1, target="bear", counter="+1/+1"))
    assert not sees(plus_on_mine, PutCounters(1, target="bear", counter="-1/-1"))
    assert not sees(plus_on_mine, PutCounters(1, target="goblin", counter="+1/+1"))
    # counters on a player need a `player` key: an object selector alone sees none
    assert not sees(plus_on_mine, PutCounters(1, target="p1", counter="+1/+1"))


def test_counters_on_players() -> None:
    """``player`` alone: counters on that player, never on an object."""
    on_you = {"event": "put_counters", "player": "you"}
    assert sees(on_you, PutCounters(1, target="p1", counter="poison"))
    assert not sees(on_you, PutCounters(1, target="p2", counter="poison"))
    assert not sees(on_you, PutCounters(1, target="bear"))
    both = {"event": "put_counters", "player": "you", "object": {"type": ["creature"]}}
    assert sees(both, PutCounters(1, target="bear"))
    assert sees(both, PutCounters(1, target="p1", counter="poison"))


def test_who_puts_counters() -> None:
    """122.6a: the event's ``by``, else the controller of the object they go on."""
    by_opponent = {"event": "put_counters", "by": "opponent", "player": "any"}
    assert not sees(by_opponent, PutCounters(1, target="p1"))  # p1 puts them on themself
    assert sees(by_opponent, PutCounters(1, target="p1", by="p2"))
    on_goblin = {"event": "put_counters", "by": "opponent"}
    assert sees(on_goblin, PutCounters(1, target="goblin"))  # p2 controls the Goblin
    assert not sees(on_goblin, PutCounters(1, target="bear"))


def test_by_effect() -> None:
    """Counters put as a cost are not put by an effect (614.16)."""
    by_effect = {"event": "put_counters", "by_effect": True}
    assert sees(by_effect, PutCounters(1, target="bear"))
    assert not sees(by_effect, PutCounters(1, target="bear", by_effect=False))


def test_entering_with_counters() -> None:
    """A token entering with a +1/+1 counter: a +1/+1 ``put_counters`` watch sees those
    counters put on it (122.6), contained in creating the token (616.1g); a -1/-1 watch
    and a watch of counters put as a cost see nothing."""
    create = CreateTokens(1, player="p1", token="Squirrel",
                          enter=Entering(counters=(("+1/+1", 1),)))
    world = _world()
    plus = watch({"event": "put_counters", "counter": ["+1/+1"]})
    assert plus.entering_counters(create) == ("+1/+1",)
    assert plus.contained(create)
    assert plus.matches(create, YOU, world)
    assert not sees({"event": "put_counters", "counter": ["-1/-1"]}, create, world)
    assert not sees({"event": "put_counters", "by_effect": False}, create, world)
    assert not sees({"event": "put_counters", "player": "you"}, create, world)
    assert sees({"event": "put_counters", "by": "you"}, create, world)
    assert not sees({"event": "put_counters", "by": "opponent"}, create, world)
    assert sees({"event": "put_counters", "object": {"type": ["creature"]}}, create, world)
    assert not sees({"event": "put_counters", "object": {"type": ["artifact"]}}, create, world)


def test_tokens() -> None:
    """Creating tokens: the player is who will control them (111.2)."""
    create = CreateTokens(2, player="p1", token="Squirrel")
    assert sees({"event": "create_tokens", "player": "you"}, create)
    assert not sees({"event": "create_tokens", "player": "opponent"}, create)
    given = replace(create, enter=Entering(controller="p2"))
    assert sees({"event": "create_tokens", "player": "opponent"}, given)
    entering = watch({"event": "enter", "object": {"type": ["creature"]}})
    assert entering.contained(create) and entering.matches(create, YOU, _world())


# -- draws (121.2 single draws, 121.2a the instruction, 121.6a empty library) --------------

def test_single_draws_and_the_instruction() -> None:
    instruction = Draw(2, player="p1")
    single = Draw(1, player="p1", single=True, ordinal=1, in_step=1, library=10)
    yours = {"event": "draw", "player": "you"}
    assert sees(yours, single)
    assert not sees(yours, instruction)
    assert not sees(yours, replace(single, player="p2"))
    two_or_more = {"event": "draw", "cards": {"ge": 2}}
    assert sees(two_or_more, instruction)
    assert not sees(two_or_more, replace(instruction, amount=1))
    assert not sees(two_or_more, single)


def test_except_first() -> None:
    first = Draw(1, player="p1", single=True, ordinal=1, in_step=1, library=10)
    second = replace(first, ordinal=2, in_step=2)
    turn = {"event": "draw", "except_first": "turn"}
    assert not sees(turn, first)
    assert sees(turn, second)
    step = {"event": "draw", "except_first": "draw_step"}
    draw_step = _world(step="draw")
    assert not sees(step, first, draw_step)
    assert sees(step, second, draw_step)
    assert sees(step, first)  # a first draw outside the draw step is not the step's draw


def test_library_size() -> None:
    single = Draw(1, player="p1", single=True, ordinal=1, library=0)
    assert sees({"event": "draw", "empty_library": True}, single)
    assert not sees({"event": "draw", "empty_library": True}, replace(single, library=3))
    assert sees({"event": "draw", "empty_library": False}, replace(single, library=3))
    six = {"event": "draw", "library": {"ge": 6}}  # dredge 6 (702.52b)
    assert sees(six, replace(single, library=6))
    assert not sees(six, replace(single, library=5))


# -- other keys -----------------------------------------------------------------------------

def test_skip_what() -> None:
    """614.1b: skipping a named step."""
    data = {"event": "skip", "what": "draw step"}
    assert sees(data, Skip(player="p1", what="draw step"))
    assert not sees(data, Skip(player="p1", what="combat phase"))


def test_if_condition() -> None:
    data = {"event": "gain_life", "if": {"exists": {"type": ["artifact"]}}}
    gain = GainLife(3, player="p1")
    assert not sees(data, gain)
    assert sees(data, gain, _world(_obj("relic", "p1", "battlefield", "artifact")))


def test_a_key_applies_to_the_kinds_it_concerns() -> None:
    """In a watch of several kinds, ``from_damage`` tests the results of damage (120.3)
    and lets a zone change through: it says nothing about moving objects."""
    data = {"event": ["zone_change", "lose_life"], "from_damage": True}
    assert sees(data, ZoneChange(obj="bear", from_zone="battlefield", to_zone="graveyard"))
    assert sees(data, LoseLife(1, player="p1", source="goblin"))
    assert not sees(data, LoseLife(1, player="p1"))


def test_the_tests_run_in_a_fixed_order() -> None:
    """However the keys are written, a watch runs its tests in one order (the condition
    first, the object last), so which one raises on a bad board does not depend on it."""
    written = {"event": "zone_change", "object": {"type": ["creature"]}, "to": ["exile"],
               "if": {"exists": {"type": ["artifact"]}}}
    reversed_keys = dict(reversed(list(written.items())))
    keys = [t.key for t in watch(written).tests]
    assert keys == ["if", "to", "object"]
    assert [t.key for t in watch(reversed_keys).tests] == keys


def test_kinds() -> None:
    data = {"event": ["gain_life", "lose_life"]}
    assert sees(data, GainLife(1, player="p1")) and sees(data, LoseLife(1, player="p1"))
    assert not sees(data, Draw(1, player="p1", single=True))


# -- each record looks only at the events its key concerns ----------------------------------

ONE_OF_EACH: dict[str, Event] = {
    "damage": Damage(2, source="goblin", recipient="p1"),
    "zone_change": ZoneChange(obj="bear", from_zone="battlefield", to_zone="exile"),
    "draw": Draw(1, player="p2", single=True, ordinal=1, in_step=1, library=0),
    "gain_life": GainLife(1, player="p2"),
    "lose_life": LoseLife(1, player="p2"),
    "put_counters": PutCounters(1, target="goblin", counter="-1/-1", by_effect=False),
    "remove_counters": RemoveCounters(1, target="goblin", counter="-1/-1"),
    "mark_damage": MarkDamage(1, target="goblin"),
    "create_tokens": CreateTokens(1, player="p2", token="Squirrel"),
    "move_cards": MoveCards(1, player="p2"),
    "skip": Skip(player="p2", what="upkeep"),
    "win_game": WinGame(player="p2"),
    "regenerate": Regenerate(target="goblin"),
    "lose_game": LoseGame(player="p2"),
    "begin_step": BeginStep(player="p2", step="upkeep"),
    "tap": Tap(obj="goblin"),
    "cast": Cast(player="p2", obj="goblin"),
}


def test_one_event_of_each_kind() -> None:
    assert set(ONE_OF_EACH) == set(EVENT_CLASSES)


@pytest.mark.parametrize("word", [w for w in WATCH if w.events], ids=lambda w: w.name)
def test_a_key_lets_other_events_pass(word: Any) -> None:
    """A key's record tests only the events its word declares it concerns: every other
    event passes it, whatever its argument (each declared argument is tried)."""
    world = _world()
    for arg in word.arguments():
        record = word.compile(word.parse(Node(arg, "test.yaml", f"watch.{word.name}")))
        for kind, event in ONE_OF_EACH.items():
            if kind not in word.events:
                assert record.holds(event, YOU, world), (word.name, arg, kind)


# -- explanations -----------------------------------------------------------------------------

def test_repr_names_each_part() -> None:
    composed = watch({"event": "damage", "source": {"color": ["red"]}, "combat": True,
                      "recipient": {"player": "opponent"}})
    text = repr(composed)
    for key in ("source", "combat", "recipient"):
        assert f"{key}: " in text
        assert f"({WATCH[key].rule})" in text
    assert "damage from a source {color: [red]}" in text
    assert "combat damage" in text
    assert "damage to {player: opponent}" in text
    assert len(composed.tests) == 3


def test_repr_of_implied_tests() -> None:
    """A draw watch without ``cards`` says it sees single draws, citing 121.2's key."""
    text = repr(watch({"event": "draw", "player": "you"}))
    assert "player: an event of you" in text
    assert "each single draw" in text and f"({WATCH['cards'].rule})" in text
    counters = repr(watch({"event": "put_counters", "player": "you"}))
    assert "counters on a player>" in counters
