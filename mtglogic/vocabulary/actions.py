"""Action words: what a replacement or prevention effect does instead.

Written under ``instead:`` as one key (``destination`` may add ``shuffle``/``position``)::

    {multiply: 2}  {add: 1}  {set: 0}            # the amount (damage, cards, life, counters, tokens)
    {prevent: all}  {prevent: 1}                 # prevention (615); a number: 615.10
    {shield: 3}                                  # a shield used up as it prevents (615.7)
    {prevent: all, then: {event: gain_life, player: you, amount: prevented}}     # 615.5
    {life_floor: 1}                              # damage can't take life below this
    {destination: exile}  {destination: library, shuffle: true}
    {redirect: {player: you}}  {redirect: {object: self}}          # 614.9
    {redirect: {object: target}, next: 1}        # only the next 1 damage
    {prevent: all, but: 1}                       # prevent all but 1 of it
    {become: {event: draw, count: same}}         # another kind of event (616.2)
    {become: [{...}, {...}]}  {nothing: true}    # several events, or none (614.1b skip)
    {regenerate: true}                           # a regeneration shield (614.8, 701.19a)
    {enter_tapped: true}  {enter_with_counters: {counter: "+1/+1", count: 1}}
    {enter_under_control_of: you}  {enter_as_copy_of: self}  {enter_back_face_up: true}

Amounts stay integers: multiplying never builds anything proportional to the amount.
Prevention leaves damage that can't be prevented alone (615.12) but still does what it
adds (615.5), with 0 as the amount prevented; a shield is not used up by it.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.amounts import Amount, AmountOf
from mtglogic.vocabulary.argschema import Schema
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.events import (
    EVENT_CLASSES,
    CreateTokens,
    Damage,
    Entering,
    Event,
    GainLife,
    LoseLife,
    MoveCards,
    PutCounters,
    Regenerate,
    ZoneChange,
    entering_event,
    entering_object,
    entering_status,
    with_counters,
    with_status,
)
from mtglogic.vocabulary.registry import ACTIONS
from mtglogic.vocabulary.spec import (
    Defined,
    Either,
    Flag,
    OneOrList,
    Record,
    Shaped,
    Spec,
    Whole,
    Word,
    WordOr,
    only_true,
)
from mtglogic.vocabulary.tokens import TOKEN_SCHEMA, token_state
from mtglogic.vocabulary.world import Binding, World

BECOME_KEYS = ("event", "player", "count", "amount", "from", "to", "what", "counter", "target",
               "token", "by", "object", "top")
# Who a template's ``player`` or ``target`` names besides an id: the effect's controller,
# its source, the player or object the replaced event concerns, the damage's recipient.
TEMPLATE_REFS = ("you", "self", "same", "recipient")
# The template keys that set a field of the new event, by the field they set.
TEMPLATE_FIELDS = {"player": "player", "from": "from_zone", "to": "to_zone", "what": "what",
                   "counter": "counter", "target": "target", "by": "by", "object": "obj",
                   "top": "top"}


def template_keys(kind: str) -> tuple[str, ...]:
    """The keys of a ``become`` template of this event kind: its amount and its fields."""
    fields = EVENT_CLASSES[kind].__dataclass_fields__
    return ("event", "count", "amount") + tuple(k for k, f in TEMPLATE_FIELDS.items()
                                                if f in fields) \
        + (("token",) if "token" in fields else ())


@dataclass(frozen=True)
class Applied:
    """The result of applying an effect to one atomic event: what replaces it, how much
    damage a shield prevented (to spend from the shield, 615.7), and the events its
    additional effect adds (615.5), which happen once for the whole event however many of
    its parts the effect modifies (614.5): ``summed`` says which of them take the amount
    prevented, added up over those parts."""

    parts: tuple[Event, ...]
    prevented: int = 0
    follow: tuple[Event, ...] = ()
    summed: tuple[bool, ...] = ()


Apply = Callable[[Event, "Binding", World], Applied]
# An action that reads the whole event: the parts, which one to change, the binding, the
# world; None when it doesn't apply to that part in this event.
ApplyInEvent = Callable[[tuple[Event, ...], int, "Binding", World], "Applied | None"]


@dataclass(frozen=True)
class Choose:
    """The objects an effect chooses as it applies (614.13a): those ``objects`` selects, in
    any zone it names, and how many (``number``: exactly that many, or all there are if
    fewer, 609.3; None: any number)."""

    objects: Selector
    number: int | None = None


@dataclass(frozen=True)
class Action:
    """A compiled ``instead``: its key (for text), its function, a shield's size, and the
    616.1 tier it belongs to when not a self-replacement (``control``, ``copy``,
    ``back_face``: the ruleset's tiers name them). ``in_event`` replaces ``apply`` for an
    action whose effect depends on the rest of the event (a life total's floor)."""

    key: str
    apply: Apply
    shield: int = 0
    tier: str | None = None
    in_event: ApplyInEvent | None = None
    choose: Choose | None = None  # objects chosen as it applies, each choice a way (614.13)
    # the events it can modify at all (None: every event its watch sees): one it can't is
    # not a candidate (701.19c: a regeneration shield isn't applied)
    applies_to: Callable[[Event, World], bool] | None = None
    cites: str = ""  # the key of the ruleset's replacement.rules it follows, cited as applied
    ways: tuple[Action, ...] = ()  # the ways to apply it, one chosen as it applies (614.12a)

    @property
    def tier_kind(self) -> str | None:
        return self.tier


# The keys of the ruleset's replacement.rules table actions cite (``Action.cites``).
CITED_RULES = ("redirect", "regenerate", "enters_with", "entering_choice", "amplify")


def unchanged(event: Event) -> Applied:
    return Applied((event,))


def _amount(fn: Callable[[int, int], int], number: Amount) -> Apply:
    """The event's amount becomes ``fn`` of it and of the action's number."""
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not event.has_amount():
            return unchanged(event)
        return Applied((event.with_amount(fn(event.amount, number(event, bind, world))),))
    return apply


@dataclass(frozen=True)
class Then:
    """The events an effect adds to what it does (615.5: a prevention's additional effect),
    built from the event it modifies, and which of them take the amount it prevented
    (``summed``: added up over the parts of one event it modifies)."""

    builders: tuple[Template, ...] = ()
    summed: tuple[bool, ...] = ()

    def __call__(self, event: Event, bind: Binding, world: World,
                 prevented: int) -> tuple[Event, ...]:
        return tuple(b(event, bind, world, prevented) for b in self.builders)

    def applied(self, part: Event, event: Event, bind: Binding, world: World,
                prevented: int = 0, spent: int = 0) -> Applied:
        """``part`` as the effect leaves it, with the events it adds (615.5)."""
        return Applied((part,), spent, self(event, bind, world, prevented), self.summed)


NO_THEN = Then()


def _prevent(count: Callable[[int], int], then: Then) -> Apply:
    """Prevent ``count(amount)`` of the damage (all, a number, half of it)."""
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage):
            return unchanged(event)
        stop = 0
        if world.can_prevent(event):  # 615.12
            stop = min(count(event.amount), event.amount)
        return then.applied(event.with_amount(event.amount - stop), event, bind, world, stop)
    return apply


def _shield(then: Then) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage):
            return unchanged(event)
        stop = min(bind.shield, event.amount) if world.can_prevent(event) else 0  # 615.12
        return then.applied(event.with_amount(event.amount - stop), event, bind, world, stop,
                            stop)
    return apply


def _life_floor(floor: int) -> ApplyInEvent:
    """Life lost to damage (120.3a) that would leave the player below ``floor`` once every
    life change of the event counts (120.4c, the Awe Strike example) leaves them at it:
    the room left is shared among that damage's life losses in the order of the event."""
    def in_event(parts: tuple[Event, ...], index: int, bind: Binding,
                 world: World) -> Applied | None:
        part = parts[index]
        if not isinstance(part, LoseLife) or not part.source:
            return None
        player = part.player
        mine = [i for i, p in enumerate(parts)
                if isinstance(p, LoseLife) and p.player == player and p.source]
        gains = sum(p.amount for p in parts if isinstance(p, GainLife) and p.player == player)
        other = sum(p.amount for i, p in enumerate(parts)
                    if isinstance(p, LoseLife) and p.player == player and i not in mine)
        start = world.life(player) + gains - other
        if start - sum(parts[i].amount for i in mine) >= floor:
            return None
        room = max(0, start - floor)
        for i in mine:
            share = min(parts[i].amount, room)
            if i == index:
                return Applied((part.with_amount(share),))
            room -= share
        return None
    return in_event


def _destination(zone: str, shuffle: bool, position: str, then: Then,
                 placed: tuple[tuple[str, int], ...] = ()) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if isinstance(event, CreateTokens) and event.zone == "battlefield" \
                and zone != "battlefield":
            # tokens that would enter go elsewhere instead: created there, they never enter
            # (111.7: they cease to exist; 110.5f in 2011)
            return then.applied(replace(event, zone=zone, enter=Entering()), event, bind, world)
        if not isinstance(event, ZoneChange):
            return unchanged(event)
        enter = event.enter if zone == "battlefield" else None
        if zone == "battlefield" and placed:  # it enters with them (122.6)
            status = enter or Entering()
            for kind, count in placed:
                status = status.add_counters(kind, count)
            enter = status
        return then.applied(replace(event, to_zone=zone, shuffle=shuffle, position=position,
                                    enter=enter, placed=() if zone == "battlefield" else placed),
                            event, bind, world)
    return apply


ATTACHED_WORDS = ("enchanted", "equipped", "attached")


REDIRECT_ONE = "redirect to one `player` or one `object`"


def _one_recipient(arg: Mapping[str, str], node: Node) -> Mapping[str, str]:
    if len(arg) != 1:
        node.fail(REDIRECT_ONE)
    return arg


REDIRECT = Shaped(Record({"player": Word(), "object": Word()}, min_keys=1,
                         message=REDIRECT_ONE), _one_recipient, {"maxProperties": 1})


def _redirect(ref: str, limited: bool = False) -> Apply:
    """The damage is dealt to ``ref`` instead (614.9): an id, ``you``, ``self``, what the
    source is attached to, or the effect's ``target``; when ``limited``, only the next N of
    it (the binding's shield, shared among simultaneous parts like a shield's, 615.7), the
    rest dealt as before."""

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if not isinstance(event, Damage):
            return unchanged(event)
        if ref == "target":
            to = min(bind.targets) if bind.targets else ""
        elif ref == "you":
            to = bind.you or event.recipient
        elif ref == "self":
            to = bind.source or event.recipient
        elif ref in ATTACHED_WORDS:  # the object the source is attached to (Pariah)
            source = world.obj(bind.source or "")
            to = source.attached_to if source is not None and source.attached_to else ""
        else:
            to = ref
        recipient = world.obj(to) if to else None
        if not to or (not world.is_player(to) and (recipient is None
                                                   or recipient.zone != "battlefield")):
            return unchanged(event)  # 614.9: the new recipient is gone, the effect does nothing
        if limited:
            moved = min(bind.shield, event.amount)
            return Applied((event.with_amount(event.amount - moved),
                            replace(event, recipient=to, amount=moved)))
        return Applied((replace(event, recipient=to),))
    return apply


Template = Callable[[Event, Binding, World, int], Event]


def _reference(written: str, event: Event, bind: Binding) -> str:
    """What a template's ``player``, ``target``, ``by`` or ``object`` names (TEMPLATE_REFS,
    or an id): ``same`` is "that player", "that creature", "that card": whom the replaced
    event concerns, the object it moves included."""
    if written == "you":
        return bind.you or ""
    if written == "self":
        return bind.source or ""
    concerned = getattr(event, "player", None) or getattr(event, "target", None) or \
        getattr(event, "recipient", None) or getattr(event, "obj", None) or ""
    if written == "same":
        return concerned or bind.you or ""
    if written == "recipient":
        return getattr(event, "recipient", None) or concerned
    return written


def _no_amount(event: Event, bind: Binding, world: World) -> int:
    """The amount of a template that writes none."""
    return 0


def _template(node: Node, words: tuple[str, ...]) -> Template:
    """A new event built from the one replaced (616.2); its amount may be one of ``words``:
    ``same``, and for a prevention's added events ``prevented``, the damage the effect
    prevented (615.5)."""
    node.mapping(allowed=BECOME_KEYS, required=("event",))
    kind = node["event"].as_str(tuple(EVENT_CLASSES))
    cls = EVENT_CLASSES[kind]
    allowed = template_keys(kind)
    for key in node.value:
        if key not in allowed:
            node[key].fail(f"a {kind} event has no {key!r}; a {kind} template takes: "
                           f"{', '.join(allowed)}")
    if "count" in node and "amount" in node:
        node["amount"].fail("give `count` or `amount` (the same thing), not both")
    amount_spec = _amount_spec(words)
    written: dict[str, Any] = {key: (amount_spec if key in ("count", "amount")
                                     else TEMPLATE_SPECS[key]).parse(child)
                               for key, child in node.items()}
    how: str | Amount | None = written.get("count", written.get("amount"))
    fixed: Amount = how if callable(how) else _no_amount
    extra: dict[str, Any] = {TEMPLATE_FIELDS.get(key, key): written[key]
                             for key in ("from", "to", "what", "counter", "top")
                             if key in written}
    if written.get("top") and "from" not in written:  # the top of a library
        extra["from_zone"] = "library"
    fields = set(cls.__dataclass_fields__)
    # Whom the new event names: TEMPLATE_REFS or an id, by the field it sets.
    refs: dict[str, str] = {key: written.get(key, "same")
                            for key in ("player", "target") if key in fields}
    if "by" in written:  # who puts the counters (122.6a): you, or a player id
        refs["by"] = written["by"]
    if "obj" in fields:  # the object that moves: self (the effect's source) or an id
        for key in ("object", "to"):
            if key not in node:
                node.fail(f"a zone_change template names its `{key}`")
        refs["obj"] = written["object"]
    token = _token_of(node, written.get("token")) if "token" in fields else None

    def build(event: Event, bind: Binding, world: World, stopped: int) -> Event:
        values: dict[str, Any] = dict(extra)
        if token is not None:
            values.update(token(event, world))
        if "by" in fields and "by" not in refs and isinstance(event, PutCounters):
            values["by"] = event.by  # the same player still puts them
        values["amount"] = event.amount if how is None or how == "same" else \
            stopped if how == "prevented" else fixed(event, bind, world)
        for key, named in refs.items():
            values[key] = _reference(named, event, bind)
        if "obj" in values and "from_zone" not in values:  # from where it is
            moving = world.obj(values["obj"])
            values["from_zone"] = moving.zone if moving is not None else ""
        built: Event = cls(**values)
        return built
    return build


def _token_of(node: Node, written: str | ObjState | None
              ) -> Callable[[Event, World], dict[str, Any]]:
    """A token template's token: ``same`` (the tokens the replaced event creates, as they
    would enter), a name (a predefined token, 111.10) or a definition (111.3), named as the
    question's token table names it."""
    if written is None:
        node.fail("a create_tokens template names its `token`: `same`, a name or a "
                  "definition")
    if isinstance(written, ObjState):
        definition = written
        return lambda event, world: {"token": world.token_name(definition)}
    name = written
    if name != "same":
        return lambda event, world: {"token": name}

    def same(event: Event, world: World) -> dict[str, Any]:
        if isinstance(event, CreateTokens):
            return {"token": event.token, "enter": event.enter}
        return {"token": "token"}
    return same


def _become(builders: tuple[Template, ...]) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        return Applied(tuple(b(event, bind, world, 0) for b in builders))
    return apply


def _then(node: Node | None, costs: bool = False) -> Then:
    """The events a prevention effect adds (615.5): they happen with the event, once."""
    if node is None:
        return NO_THEN
    builders = (COSTS if costs else THEN).parse(node)
    written = node.value if isinstance(node.value, list) else [node.value]
    summed = tuple(isinstance(t, Mapping) and "prevented" in (t.get("amount"), t.get("count"))
                   for t in written)
    return Then(tuple(builders), summed)


def compile_cost(node: Node) -> Then:
    """The events of paying what stops an optional effect ("you may pay 2 life; if you
    don't, it enters tapped"): templates, as for a prevention's added events, but nothing
    was prevented, so no amount may be ``prevented`` (as the published schema says)."""
    return _then(node, costs=True)


def payable(events: tuple[Event, ...], world: World,
            moving: frozenset[str] = frozenset()) -> bool:
    """Whether these payments can be made together (118.3): each player's life paid is no
    more than their life total (119.4), and the cards each puts from a zone (discarding:
    from hand to graveyard) no more than they have there, not counting ``moving`` (cards
    that change zones in this event). Other payments are taken as possible."""
    life: dict[str, int] = {}
    cards: dict[tuple[str, str], int] = {}
    for event in events:
        if isinstance(event, LoseLife):
            life[event.player] = life.get(event.player, 0) + event.amount
        elif isinstance(event, MoveCards):
            where = (event.player, event.from_zone)
            cards[where] = cards.get(where, 0) + event.amount
    return all(world.life(player) >= amount for player, amount in life.items()) and \
        all(world.cards_in(player, zone, moving) >= amount
            for (player, zone), amount in cards.items())


def _nothing(event: Event, bind: Binding, world: World) -> Applied:
    return Applied(())


def entering_change(change: Callable[[Entering, Binding], Entering]) -> Apply:
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        entering = entering_event(event)
        if entering is None:
            return unchanged(event)
        return Applied((with_status(entering, change(entering.enter or Entering(), bind)),))
    return apply


def on_entering_counters(action: Action, event: Event, kinds: tuple[str, ...], bind: Binding,
                         world: World) -> Applied:
    """Apply a counters action to the counters a permanent enters with (122.6): each kind
    in ``kinds`` as counters put on it; the entering itself is otherwise unchanged. Only
    the counters that come out of the action count (an event it becomes instead is not
    modelled here)."""
    status = entering_status(event)
    assert status is not None
    table = dict(status.counters)
    target = entering_object(event)
    for kind in kinds:
        put = PutCounters(amount=table[kind], target=target, counter=kind)
        done = action.apply(put, bind, world)
        table[kind] = sum(p.amount for p in done.parts
                          if isinstance(p, PutCounters) and p.counter == kind)
    return Applied((with_counters(event, table),))


AMOUNT_EVENTS = ("damage", "draw", "gain_life", "lose_life", "put_counters",
                 "remove_counters", "create_tokens", "move_cards")
ENTERING_EVENTS = ("enter", "zone_change", "create_tokens")
COUNTERS_ARG = Record({"counter": Word(), "count": AmountOf(0)}, required=("count",))
# Each key of an event template, by the spec of what it holds (``count`` and ``amount``:
# ``_amount_spec``); a token is a name or a definition (111.3).
TEMPLATE_SPECS: dict[str, Spec[Any]] = {
    "event": Word(tuple(EVENT_CLASSES)), "player": Word(), "from": Word(ZONES),
    "to": Word(ZONES), "what": Word(), "counter": Word(), "target": Word(),
    "token": Either(Word(), Defined(TOKEN_SCHEMA, token_state)), "by": Word(),
    "object": Word(), "top": Flag()}


def _amount_spec(words: tuple[str, ...]) -> Spec[str | Amount]:
    """A template's amount: one of ``words`` (``same``, ``prevented``), a whole number or a
    value."""
    return WordOr(words, AmountOf(0), f"an amount is a whole number, a value or one of: "
                                      f"{', '.join(words)}")


def _template_schema(words: tuple[str, ...]) -> Schema:
    """One event template, of any kind, whose amount may be one of ``words``."""
    amount = _amount_spec(words).schema()
    schemas = {key: spec.schema() for key, spec in TEMPLATE_SPECS.items()} | {
        "count": amount, "amount": amount}
    return {"anyOf": [s.mapping({**{k: schemas[k] for k in template_keys(kind)},
                                 "event": {"const": kind}},
                                required=("event",) + tuple(
                                    k for k in ("token", "object", "to")
                                    if k in template_keys(kind) and (k != "to" or "object" in
                                                                     template_keys(kind))))
                      for kind in EVENT_CLASSES],
            "not": {"required": ["count", "amount"]}}


@dataclass(frozen=True)
class TemplateOf(Spec[Template]):
    """An event template (616.2): ``event`` names its kind, the other keys its amount (one
    of ``words``, a number or a value) and the fields it sets; parsed into the function
    that builds the new event from the one replaced."""

    words: tuple[str, ...] = ("same",)

    def schema(self) -> Schema:
        return _template_schema(self.words)

    def parse(self, node: Node) -> Template:
        return _template(node, self.words)


BECOME = OneOrList(TemplateOf(("same",)))
THEN = OneOrList(TemplateOf(("same", "prevented")))
COSTS = BECOME  # what pays to stop an optional effect: templates, nothing prevented


@ACTIONS.add("multiply", "the amount is multiplied (doublers); a number or a value",
             2, AmountOf(0, 10**6), events=AMOUNT_EVENTS, rule="instead",
             samples=(3, {"count": {"type": "creature"}}))
def _multiply(by: Amount, node: Node) -> Action:
    return Action("multiply", _amount(lambda n, k: n * k, by))


@ACTIONS.add("add", "the amount grows (or shrinks) by this much; a number or a value", 1,
             AmountOf(), events=AMOUNT_EVENTS, rule="instead",
             samples=(2, -1, {"count": {"type": "planeswalker"}}))
def _add(more: Amount, node: Node) -> Action:
    return Action("add", _amount(lambda n, k: n + k, more))


@ACTIONS.add("set", "the amount becomes this; a number or a value", 0, AmountOf(0),
             events=AMOUNT_EVENTS, rule="instead", samples=(1, {"count": {"type": "creature"}}))
def _set(amount: Amount, node: Node) -> Action:
    return Action("set", _amount(lambda n, k: k, amount))


@ACTIONS.add("divide", "the amount is divided by this, rounded `down` (the default) or `up` "
             "(`round`): \"half that many, rounded down\"", 2, Whole(1),
             events=AMOUNT_EVENTS, rule="instead", samples=(3,))
def _divide(divisor: int, node: Node) -> Action:
    up = node["round"].as_str(("down", "up")) == "up" if "round" in node else False

    def by(event: Event, bind: Binding, world: World) -> int:
        return divisor
    return Action("divide", _amount((lambda n, k: -(-n // k)) if up else (lambda n, k: n // k),
                                    by))



def _all_of(n: int) -> int:
    """Prevent all of it."""
    return n


def _half_up(n: int) -> int:
    """Prevent half of it, rounded up."""
    return -(-n // 2)


def _half_down(n: int) -> int:
    """Prevent half of it, rounded down."""
    return n // 2


def _all_but(kept: int) -> Callable[[int], int]:
    """Prevent all of it but ``kept``."""
    return lambda n: max(0, n - kept)


def _at_most(limit: int) -> Callable[[int], int]:
    """Prevent a fixed amount, whatever the damage."""
    return lambda n: limit

@ACTIONS.add("prevent", "prevent all the damage (all but N of it with `but: N`), this much of "
             "each event (615.10), or `half` of it, rounded `down` (the default) or `up` "
             "(`round`)", "all",
             WordOr(("all", "half"), Whole(1)), events=("damage",),
             rule="prevention", samples=(1, "half"))
def _prevent_action(how: str | int, node: Node) -> Action:
    up = node["round"].as_str(("down", "up")) == "up" if "round" in node else False
    if "but" in node:  # "prevent all but N of that damage"
        if how != "all":
            node["but"].fail("`but` goes with `prevent: all` (prevent all but N)")
        count: Callable[[int], int] = _all_but(node["but"].as_int(1))
    elif how == "all":
        count = _all_of
    elif how == "half":
        count = _half_up if up else _half_down
    else:
        assert isinstance(how, int), how
        count = _at_most(how)
    return Action("prevent", _prevent(count, _then(node.get("then"))))


@ACTIONS.add("shield", "prevent the next N damage, the shield used up as it prevents", 3,
             Whole(1), events=("damage",), rule="shields")
def _shield_action(amount: int, node: Node) -> Action:
    return Action("shield", _shield(_then(node.get("then"))), amount)


@ACTIONS.add("life_floor", "life lost to damage can't take a player's life below this, "
             "counting the event's other life changes (Worship)", 1, Whole(),
             events=("lose_life",), rule="damage_results")
def _life_floor_action(floor: int, node: Node) -> Action:
    in_event = _life_floor(floor)
    return Action("life_floor", lambda event, bind, world: unchanged(event), in_event=in_event)


@ACTIONS.add("destination", "the object goes to this zone instead (`shuffle`, `position`); "
             "tokens that would enter are created there instead (and cease to exist, 111.7)",
             "exile", Word(ZONES), events=("zone_change", "enter", "create_tokens"),
             rule="instead",
             samples=("library",))
def _destination_action(zone: str, node: Node) -> Action:
    shuffle = node["shuffle"].as_bool() if "shuffle" in node else False
    position = node["position"].as_str(("top", "bottom")) if "position" in node else ""
    placed: tuple[tuple[str, int], ...] = ()
    if "counters" in node:  # "exile it with three egg counters on it"
        table = node["counters"].mapping()
        placed = tuple(sorted((kind, child.as_int(1)) for kind, child in table.items()))
    return Action("destination", _destination(zone, shuffle, position,
                                              _then(node.get("then")), placed))


@ACTIONS.add("redirect", "the damage is dealt to another player or object instead (an id, "
             "`you`, `self`, `target`: the effect's target, or `enchanted`/`equipped`/"
             "`attached`: what the source is on); with `next: N`, only the next N damage, "
             "the rest dealt as before",
             {"player": "you"}, REDIRECT, events=("damage",), rule="redirect",
             samples=({"object": "self"},))
def _redirect_action(arg: Mapping[str, str], node: Node) -> Action:
    (ref,) = arg.values()
    if "next" in node:  # "the next N damage ... is dealt to ... instead"
        return Action("redirect", _redirect(ref, True), node["next"].as_int(1),
                      cites="redirect")
    return Action("redirect", _redirect(ref), cites="redirect")


@ACTIONS.add("become", "the event becomes another event, several, or none (616.2)",
             {"event": "draw", "count": "same"},
             BECOME, rule="instead",
             samples=([{"event": "gain_life", "amount": 2}, {"event": "draw", "count": 1}],
                      {"event": "put_counters", "count": {"count": {"type": "creature"}},
                       "target": "self"},
                      {"event": "create_tokens", "token": "same", "count": 2},
                      {"event": "zone_change", "object": "self", "to": "exile"}))
def _become_action(builders: tuple[Template, ...], node: Node) -> Action:
    return Action("become", _become(builders))


@ACTIONS.add("nothing", "the event doesn't happen (skip)", True, only_true("nothing"),
             rule="skip")
def _nothing_action(arg: bool, node: Node) -> Action:
    return Action("nothing", _nothing)


def _regenerates(event: Event, world: World) -> bool:
    """Whether a regeneration shield can replace this event: the permanent would be
    destroyed (from the battlefield) and nothing says it can't be regenerated, neither the
    destruction nor an effect in force (701.19c; 701.12c in 2011)."""
    return isinstance(event, ZoneChange) and event.cause == "destroy" \
        and event.from_zone == "battlefield" and world.can_regenerate(event)


def _regenerate(event: Event, bind: Binding, world: World) -> Applied:
    if not _regenerates(event, world):
        return unchanged(event)
    assert isinstance(event, ZoneChange)
    return Applied((Regenerate(target=event.obj),))


@ACTIONS.add("regenerate", "instead of being destroyed, the permanent regenerates: its "
             "controller taps it, all damage marked on it is removed and it is removed from "
             "combat; no candidate when it can't be regenerated", True,
             only_true("regenerate"), events=("zone_change",), rule="regenerate")
def _regenerate_action(arg: bool, node: Node) -> Action:
    return Action("regenerate", _regenerate, applies_to=_regenerates, cites="regenerate")
