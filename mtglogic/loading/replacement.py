"""Reading the replacement engine's sections of a scenario: ``events`` and ``replacements``.

``events`` lists what happens, each item an ``id`` and one event word
(``mtglogic.vocabulary.events``)::

    - id: hit
      damage: {source: goblin, to: p2, amount: 2, combat: true}
    - id: combat                  # several parts of one event, at once (combat damage, 510.2)
      at_once:
        - damage: {source: knight, to: bear, amount: 3, combat: true}
        - damage: {source: bear, to: knight, amount: 2, combat: true}

``delayed_triggers`` lists delayed triggered abilities in force (603.7), each an ``id``, its
``controller`` and ``source`` (603.7d-f), ``this_turn`` when it lasts the turn (603.7b),
and the ability (``mtglogic.vocabulary.triggers``)::

    delayed_triggers:
      - id: return
        controller: p1
        source: oath
        when: {step: {step: end}}
        effect: [{zone_change: {object: same, to: battlefield}}]

``replacements`` lists effects of resolved spells and abilities in force (shields, the
self-replacement effect of the spell that is resolving)::

    replacements:
      - {from: bandage, targets: [bear]}     # the resolved effects of this object's card
      - id: salve
        controller: p1
        source: salve-card                   # optional
        text: "Prevent the next 3 damage to p1"
        watch: {event: damage, recipient: {player: p1}}
        instead: {shield: 3}
"""
from __future__ import annotations

from mtglogic.errors import ConsistencyError
from mtglogic.loading.cards import parse_card
from mtglogic.model.answers import EffectId
from mtglogic.model.faces import face_rules
from mtglogic.model.objects import ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.names import suggest
from mtglogic.node import Node
from mtglogic.replacement.effect_ids import ability_names
from mtglogic.replacement.model import Effect, Fixed, Question, ScenarioEvent
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.events import Event, ZoneChange, parse_event
from mtglogic.vocabulary.registry import EVENTS
from mtglogic.vocabulary.replacements import (
    REPLACEMENT_RULES,
    REPLACEMENT_SCHEMA,
    SPEC_KEYS,
    compile_replacement,
)
from mtglogic.vocabulary.tokens import predefined_tokens
from mtglogic.vocabulary.triggers import (
    TRIGGER_KEYS,
    TRIGGER_SCHEMA,
    DelayedTrigger,
    compile_trigger,
)

ONE_PART_SCHEMA = s.mapping({w.name: w.schema for w in EVENTS}, min_properties=1) | {
    "maxProperties": 1}
EVENT_ITEM_SCHEMA = s.mapping({"id": s.string(), **{w.name: w.schema for w in EVENTS},
                               "at_once": s.array(ONE_PART_SCHEMA, min_items=1)}) | {
    "oneOf": [{"required": [w.name]} for w in EVENTS] + [{"required": ["at_once"]}]}
FROM_KEYS = ("id", "controller", "from", "targets", "chosen")  # the effects of an object's card
INLINE_SCHEMA = s.mapping({**REPLACEMENT_SCHEMA["properties"], "id": s.string(),
                           "controller": s.string(), "source": s.string(), "from": s.string(),
                           "targets": s.words(), "chosen": s.words()}) | {
    "if": {"required": ["from"]}, "then": s.only_keys(FROM_KEYS),
    "else": {"required": ["watch"], "allOf": REPLACEMENT_RULES}}
INLINE_KEYS = tuple(INLINE_SCHEMA["properties"])
# A delayed triggered ability in force (603.7), made by a resolved spell or ability: its id,
# its controller and source (603.7d-f), whether it lasts this turn (603.7b), and the
# ability itself (``vocabulary.triggers``).
DELAYED_SCHEMA = s.mapping({**TRIGGER_SCHEMA["properties"], "id": s.string(),
                            "controller": s.string(), "source": s.string(),
                            "this_turn": s.BOOLEAN}, required=("id", "controller", "when"))
DELAYED_KEYS = tuple(DELAYED_SCHEMA["properties"])


class ScenarioRefs:
    """How events name the scenario's players, objects and tokens (``vocabulary.events.Refs``)."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.game = scenario.game
        self.predefined = predefined_tokens(scenario.ruleset)
        self.tokens: dict[str, ObjState] = {}
        self._count = 0

    def player(self, node: Node) -> str:
        return node.ref(self.game.player_ids(), "player")

    def object(self, node: Node) -> str:
        return node.ref(self.game.objects, "object with id")

    def recipient(self, node: Node) -> str:
        ref = node.as_str()
        if ref not in self.game.player_ids() and ref not in self.game.objects:
            ids = [*self.game.player_ids(), *self.game.objects]
            node.fail(f"no player or object with id {ref!r}{suggest(ref, ids)}",
                      ConsistencyError)
        return ref

    def zone_of(self, oid: str) -> str:
        return self.game.objects[oid].zone

    def token(self, node: Node) -> str:
        """A token's name; a mapping defines its characteristics (111.3), a name alone is a
        bare token, an object id a copy of that object."""
        self._count += 1
        if not node.is_map():
            name = node.as_str()
            if name in self.game.objects or name in self.predefined:
                return name  # a copy of an object, or a predefined token (111.10)
            node = Node({"name": name}, node.file, node.path, node.line)
        card = parse_card(node, key_prefix=f"token{self._count}")
        self.tokens[card.name] = ObjState(
            id=f"token:{card.name}", name=card.name, owner="", controller=None,
            zone="battlefield", timestamp=0, mana_cost=card.mana_cost,
            mana_value=card.mana_value, colors=card.colors, card_types=card.card_types,
            subtypes=card.subtypes, supertypes=card.supertypes, abilities=card.abilities,
            power=card.power, toughness=card.toughness, is_token=True)
        return card.name


def _events(root: Node, refs: ScenarioRefs) -> list[ScenarioEvent]:
    if "events" not in root:
        root.fail("the scenario has no `events:` to run through replacement effects")
    result: list[ScenarioEvent] = []
    seen: set[str] = set()
    for index, item in enumerate(root["events"].as_list()):
        item.mapping(allowed=("id", "at_once") + EVENTS.names())
        eid = item["id"].as_str() if "id" in item else f"event-{index + 1}"
        if eid in seen:
            item["id"].fail(f"duplicate event id {eid!r}", ConsistencyError)
        seen.add(eid)
        kinds = [k for k in item.value if k != "id"]
        if len(kinds) != 1:
            item.fail(f"an event has an `id` and exactly one of: {', '.join(EVENTS.names())}, "
                      f"or `at_once` (a list of those)")
        if kinds[0] == "at_once":
            parts = tuple(_one_part(part, refs) for part in item["at_once"].as_list())
            if not parts:
                item["at_once"].fail("expected at least one event")
        else:
            parts = (parse_event(kinds[0], item[kinds[0]], refs),)
            _front_face_only(parts[0], item[kinds[0]], refs)
        result.append(ScenarioEvent(eid, parts, item))
    if not result:
        root["events"].fail("expected at least one event")
    return result


def _one_part(item: Node, refs: ScenarioRefs) -> Event:
    """One part of an event that has several at once: exactly one event word."""
    item.mapping(allowed=EVENTS.names())
    if len(item.value) != 1:
        item.fail(f"a part of an event is exactly one of: {', '.join(EVENTS.names())}")
    kind = next(iter(item.value))
    event = parse_event(kind, item[kind], refs)
    _front_face_only(event, item[kind], refs)
    return event


def _front_face_only(event: Event, node: Node, refs: ScenarioRefs) -> None:
    """A ruleset whose faces rules have no ``enters_transformed`` (cr-2011: 711.5, a
    double-faced card always enters front face up) refuses an event putting one onto the
    battlefield back face up, rather than changing what the event says."""
    if not isinstance(event, ZoneChange) or event.enter is None or event.enter.face != "back":
        return
    rules = face_rules(refs.scenario.ruleset)
    if "enters_transformed" not in rules.rules:
        node["face"].fail(f"no rule of {refs.scenario.ruleset.id} puts a double-faced card onto "
                          f"the battlefield back face up: it enters front face up "
                          f"({rules.cite('enters_front_up')})", ConsistencyError)


def _inline_effects(root: Node, refs: ScenarioRefs) -> list[Effect]:
    effects: list[Effect] = []
    game = refs.game
    for index, item in enumerate(root["replacements"].as_list() if "replacements" in root else []):
        item.mapping(allowed=INLINE_KEYS)
        if "from" in item:
            extra = [key for key in item.value if key not in FROM_KEYS]
            if extra:
                item[extra[0]].fail(f"{extra[0]!r} describes an effect written out; `from` "
                                    f"takes the effects of the object's card")
        named = item["from"] if "from" in item else item.get("source")
        source = named.ref(game.objects, "object with id") if named is not None else None
        src_obj = game.objects[source] if source is not None else None
        if "controller" in item:
            you = item["controller"].ref(game.player_ids(), "player")
        else:
            you = (src_obj.controller or src_obj.owner) if src_obj else game.active_player
        base_id = item["id"].as_str() if "id" in item else (source or f"replacement-{index + 1}")
        targets = frozenset(refs.recipient(n) for n in item["targets"].as_list(allow_single=True)) \
            if "targets" in item else frozenset()
        # the sources chosen as the effect was made ("a source of your choice", 609.7a)
        chosen = frozenset(n.ref(game.objects, "object with id")
                           for n in item["chosen"].as_list(allow_single=True)) \
            if "chosen" in item else frozenset()
        if "from" in item:
            assert src_obj is not None  # `from` names an object: ref() found it
            specs = [a.definition for a in src_obj.abilities
                     if a.kind == "replacement" and a.definition.resolved]
            if not specs:
                item["from"].fail(f"{src_obj.name} has no resolved replacement effect "
                                  f"(`resolved: true`)", ConsistencyError)
            names = ability_names(specs)
            for k, spec in enumerate(specs):
                eid = base_id if len(specs) == 1 else f"{base_id}#{k + 1}"
                effects.append(Effect(eid, f"{src_obj.name}: {spec.text}", spec, source, you,
                                      fixed=Fixed(targets, chosen),
                                      ref=EffectId(base_id, names[k] if len(specs) > 1 else "")))
            continue
        body = {k: v for k, v in item.value.items() if k in SPEC_KEYS}
        spec = compile_replacement(Node(body, item.file, item.path, item.line))
        label = f"{src_obj.name}: {spec.text}" if src_obj else spec.text
        effects.append(Effect(base_id, label, spec, source, you,
                              fixed=Fixed(targets, chosen)))
    return effects


def _delayed(root: Node, game_players: list[str], objects: dict[str, ObjState]
             ) -> list[DelayedTrigger]:
    """The delayed triggered abilities in force (``delayed_triggers:``, 603.7)."""
    found: list[DelayedTrigger] = []
    seen: set[str] = set()
    items = root["delayed_triggers"].as_list() if "delayed_triggers" in root else []
    for item in items:
        item.mapping(allowed=DELAYED_KEYS, required=("id", "controller", "when"))
        did = item["id"].as_str()
        if did in seen:
            item["id"].fail(f"duplicate delayed triggered ability id {did!r}",
                            ConsistencyError)
        seen.add(did)
        controller = item["controller"].ref(game_players, "player")
        source = item["source"].ref(objects, "object with id") if "source" in item else None
        body = {k: v for k, v in item.value.items() if k in TRIGGER_KEYS}
        spec = compile_trigger(Node(body, item.file, item.path, item.line))
        found.append(DelayedTrigger(did, controller, source, spec,
                                    item["this_turn"].as_bool() if "this_turn" in item
                                    else False))
    return found


def delayed_triggers(scenario: Scenario) -> list[DelayedTrigger]:
    """The delayed triggered abilities in force in a scenario (``delayed_triggers:``,
    603.7), which the time steps of a layers question may trigger too."""
    return _delayed(scenario.root, scenario.game.player_ids(), scenario.game.objects)


def replacement_question(scenario: Scenario, events: list[dict] | None = None) -> Question:
    """The replacement engine's question of a scenario: its ``events`` (or these, written as
    mappings like those of the file), its ``replacements`` and the tokens events create."""
    root = scenario.root
    if events is not None:
        root = Node({**root.value, "events": events}, root.file, root.path, root.line)
    refs = ScenarioRefs(scenario)
    parsed = _events(root, refs)
    inline = _inline_effects(root, refs)
    delayed = _delayed(root, scenario.game.player_ids(), scenario.game.objects)
    return Question(scenario, parsed, inline, refs.tokens, scenario.game.history, delayed)
