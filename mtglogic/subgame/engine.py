"""Playing subgames: starting (715.2 / 728.2), running, ending (715.5 / 728.5), nesting.

``Engine`` acts on a ``Session``; each action appends ``Event``s citing the rule applied
(the number comes from the ruleset's subgame section). Illegal actions raise
``IllegalStep``, which the script runner turns into a located input error.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.subgame.cards import VANGUARD, Card
from mtglogic.subgame.model import PLAYER_ZONES, Game, PlayerState, Result, Session, Trigger
from mtglogic.subgame.replacing import ChoiceNotModelled, replaced_zone
from mtglogic.subgame.rules import SubgameRules
from mtglogic.text import plural

# chooser(game, candidates) -> the starting player; the runner enumerates or draws at random
Chooser = Callable[[Game, list[str]], str]


class IllegalStep(Exception):
    """A script step that cannot be played in the current state."""


@dataclass(frozen=True)
class Event:
    """Something that happened, with the rule key and its number in the ruleset."""

    key: str | None
    rule: str | None
    text: str


def half_rounded_up(life: int) -> int:
    """Half of a life total, rounded up; nothing to lose at 0 or less (15 -> 8, 1 -> 1)."""
    return (life + 1) // 2 if life > 0 else 0


class Engine:
    """The rules of subgames applied to one session."""

    def __init__(self, session: Session, rules: SubgameRules, rng: random.Random,
                 budget: Budget, chooser: Chooser) -> None:
        self.session = session
        self.rules = rules
        self.rng = rng
        self.budget = budget
        self.chooser = chooser
        self.events: list[Event] = []

    # -- helpers ------------------------------------------------------------------------
    def note(self, key: str | None, text: str, rule: str | None = None) -> None:
        self.events.append(Event(key, rule or (self.rules.rule(key) if key else None), text))

    def card(self, card_id: str) -> Card:
        if card_id not in self.session.cards:
            raise IllegalStep(f"no card {card_id!r} in the scenario")
        return self.session.cards[card_id]

    def player(self, pid: str, game: Game | None = None) -> PlayerState:
        game = game or self.session.current
        if pid not in game.players:
            raise IllegalStep(f"no player {pid!r} in {game.name}")
        return game.players[pid]

    def _take(self, card_id: str) -> tuple[int, str | None, str]:
        depth, pid, zone, cards = self.session.locate(card_id)
        cards.remove(card_id)
        self.session.touched.add(depth)  # that game (or outside) changed
        return depth, pid, zone

    # -- ordinary actions -----------------------------------------------------------------
    def draw(self, pid: str, count: int) -> None:
        ps = self.player(pid)
        library = ps.zones["library"]
        drawn = min(count, len(library))
        for _ in range(drawn):
            ps.zones["hand"].append(library.pop())
        if drawn < count:
            ps.drew_from_empty = True
            self.note("sba_draw", f"{pid} tried to draw {count} with {drawn} in library; "
                                  f"loses at the next state-based action check")
        else:
            self.note(None, f"{pid} draws {count}")

    def mulligan(self, pid: str, bottom: list[str] | None) -> None:
        """A mulligan, Paris (2011) or London (2026) style as the ruleset says."""
        game, ps = self.session.current, self.player(pid)
        size = self.rules.opening_hand_size
        ps.mulligans += 1
        counted = ps.mulligans - (1 if self.rules.free_first_mulligan and game.multiplayer() else 0)
        if counted >= size:
            raise IllegalStep(f"{pid} may not take another mulligan (hand would be empty)")
        library, hand = ps.zones["library"], ps.zones["hand"]
        library.extend(hand)
        hand.clear()
        self.rng.shuffle(library)
        if self.rules.mulligan_style == "paris":
            self.draw(pid, size - counted)
            if bottom:
                raise IllegalStep("a Paris mulligan puts no cards on the bottom")
        else:
            self.draw(pid, size)
            bottom = list(bottom) if bottom is not None else hand[-counted:] if counted else []
            if len(bottom) != counted or any(c not in hand for c in bottom):
                raise IllegalStep(f"{pid} must put exactly {plural(counted, 'card')} of their hand "
                                  f"on the bottom")
            for cid in bottom:
                hand.remove(cid)
                library.insert(0, cid)
        self.note("mulligan", f"{pid} takes mulligan {ps.mulligans} ({self.rules.mulligan_style})"
                  + ("; still loses for drawing from an empty library" if ps.drew_from_empty
                     else ""))

    def move(self, card_id: str, zone: str, pid: str | None = None) -> None:
        """Move a card within the current game (to its owner's zone unless ``pid``), where
        an effect of that game may send it instead (728.1b)."""
        card, game = self.card(card_id), self.session.current
        depth, _, from_zone, _ = self.session.locate(card_id)
        if depth != game.depth:
            raise IllegalStep(f"{card_id} is not in {game.name}; bring it in first")
        zone = self.where(card, from_zone, zone, game)
        self._put(card, zone, pid or card.owner)
        self.note(None, f"{card_id} moves to {zone}")

    def where(self, card: Card, from_zone: str, zone: str, game: Game) -> str:
        """The zone a card moving in ``game`` goes to: replaced by an effect of that game's
        permanents (614.1a), never by one of another game (728.1b; 715.1b in 2011), which
        the step says."""
        try:
            for other in self.session.games:
                if other is not game and replaced_zone(self.session, other, card, from_zone,
                                                       zone) is not None:
                    self.note("separate", f"an effect of {other.name} would send {card.id} "
                                          f"elsewhere, but it has no meaning in {game.name}")
            found = replaced_zone(self.session, game, card, from_zone, zone)
        except ChoiceNotModelled as exc:
            raise IllegalStep(str(exc)) from None
        if found is None:
            return zone
        self.note(None, f"{card.id} would go to {zone}: {found.effect} -- it goes to "
                        f"{found.zone} instead", self.rules.rule_if_any("replacement"))
        return found.zone

    def _put(self, card: Card, zone: str, pid: str) -> None:
        game = self.session.current
        if zone == "command" and card.traditional and not card.commander:
            raise IllegalStep(f"{card.id}: only commanders and nontraditional cards are "
                              f"modelled in the command zone")
        if zone in ("library", "hand", "graveyard") and pid != card.owner:
            raise IllegalStep(f"{card.id} can only go to its owner's {zone}")
        target: list[str] | list[str | Trigger]
        if zone == "stack":
            target = game.stack
        else:
            zones = self.player(pid).zones  # checked before the card moves
            if zone not in zones:
                raise IllegalStep(f"no zone {zone!r}")
            target = zones[zone]
        self._take(card.id)
        target.append(card.id)
        self.session.note(card.id, (game.depth, None if zone == "stack" else pid, zone, target))

    def create_token(self, token: Card, zone: str) -> None:
        if token.id in self.session.cards:
            raise IllegalStep(f"id {token.id!r} is already used")
        self.player(token.owner)
        self.session.cards[token.id] = token
        self.session.current.players[token.owner].zones[zone].append(token.id)
        self.note(None, f"token {token.id} created in {zone} of {token.owner}")

    def add_counters(self, pid: str, kind: str, amount: int) -> None:
        ps = self.player(pid)
        ps.counters[kind] = max(0, ps.counters.get(kind, 0) + amount)
        self.note(None, f"{pid} now has {plural(ps.counters[kind], kind + ' counter')}")

    def change_life(self, pid: str, amount: int) -> None:
        ps = self.player(pid)
        ps.life += amount
        self.note(None, f"{pid} is at {ps.life} life")

    def cast(self, card_id: str) -> None:
        card, game = self.card(card_id), self.session.current
        if card_id not in self.player(card.owner).zones["hand"]:
            raise IllegalStep(f"{card_id} is not in its owner's hand in {game.name}")
        self._put(card, "stack", card.owner)
        self.note(None, f"{card.owner} casts {card.name} ({card_id})")

    def check_sba(self) -> None:
        """State-based actions that make players lose (704.5a-c), then the result."""
        game = self.session.current
        for pid in game.order:
            ps = game.players[pid]
            if ps.lost:
                continue
            reason = ("sba_life" if ps.life <= 0 else "sba_draw" if ps.drew_from_empty
                      else "sba_poison" if ps.counters.get("poison", 0) >= self.rules.poison_limit
                      else None)
            if reason:
                ps.lost = True
                self.note(reason, f"{pid} loses {game.name}")
                if reason == "sba_draw" and ps.short_opening:
                    self.note("short_deck", f"{pid} had fewer cards than an opening hand, "
                                            f"whatever the mulligans")
            ps.drew_from_empty = ps.short_opening = False
        alive = [p for p in game.order if not game.players[p].lost]
        if game.result is None and len(alive) <= 1 and len(alive) < len(game.order):
            losers = tuple(p for p in game.order if game.players[p].lost)
            game.result = Result(tuple(alive), losers)
            self.note(None, f"{game.name} is over: {game.result.describe()}")

    def declare_result(self, winners: list[str] | None, losers: list[str] | None) -> None:
        game = self.session.current
        if game.depth == 0:
            raise IllegalStep("only a subgame's result is declared here")
        for pid in (winners or []) + (losers or []):
            self.player(pid)
        if winners is not None:
            win = tuple(p for p in game.order if p in winners)
            lose = tuple(p for p in game.order if p not in winners)
        elif losers:
            win = tuple(p for p in game.order if p not in losers)
            lose = tuple(p for p in game.order if p in losers)
        else:  # a draw: nobody wins
            win = lose = ()
        game.result = Result(win, lose)
        self.note(None, f"{game.name} is over: {game.result.describe()}")

    # -- resolving spells -----------------------------------------------------------------
    def resolve(self, card_id: str, choose: str | None) -> None:
        card, game = self.card(card_id), self.session.current
        if card_id not in game.stack:
            raise IllegalStep(f"{card_id} is not on the stack of {game.name}")
        effect = card.effect
        if effect.creates_subgame:
            self.start_subgame(card_id)
            return
        if effect.bring_types is not None:
            if choose is None:
                raise IllegalStep(f"{card.name} needs `choose`: a card from outside the game")
            chosen = self.card(choose)
            if chosen.owner != card.owner or set(chosen.types).isdisjoint(effect.bring_types):
                raise IllegalStep(f"{choose} is not a {' or '.join(effect.bring_types)} card "
                                  f"owned by {card.owner}")
            self.bring_in(choose, effect.bring_to)
        then = self.where(card, "stack", effect.then, game)
        destination = self.player(card.owner).zones[then]
        self._take(card_id)
        destination.append(card_id)
        self.session.note(card_id, (game.depth, card.owner, then, destination))
        self.note(None, f"{card.name} ({card_id}) resolves; it goes to {then}")

    def bring_in(self, card_id: str, zone: str = "hand") -> None:
        """Bring a card from outside the current game into it (715.4 / 728.4, 4a)."""
        card, game = self.card(card_id), self.session.current
        depth, pid, from_zone, _ = self.session.locate(card_id)
        if depth == game.depth:
            raise IllegalStep(f"{card_id} is already in {game.name}")
        if card.token or not card.traditional:
            raise IllegalStep(f"{card_id} is not a traditional card; it cannot be brought in")
        owner = self.player(card.owner)  # checked before the card moves: an illegal step
        if zone not in owner.zones:      # must leave every card where it was
            raise IllegalStep(f"no zone {zone!r} to bring {card_id} into")
        self._take(card_id)
        owner.zones[zone].append(card_id)
        self.session.note(card_id, (game.depth, card.owner, zone, owner.zones[zone]))
        origin = "outside the game" if depth < 0 else f"{from_zone} of {self.session.games[depth].name}"
        self.note("outside", f"{card_id} is brought into {game.name}'s {zone} from {origin}")
        if depth >= 0:
            self._leave_triggers(self.session.games[depth], card, pid, from_zone)

    def _leave_triggers(self, left: Game, card: Card, pid: str | None, zone: str) -> None:
        for trig in self.session.triggers:
            src_depth, src_player, src_zone, _ = self.session.locate(trig.source)
            if src_depth != left.depth or src_zone != "battlefield":
                continue
            if trig.zones and zone not in trig.zones:
                continue
            if trig.own_cards_only and card.owner != self.session.cards[trig.source].owner:
                continue
            if trig.types and set(trig.types).isdisjoint(card.types):
                continue
            left.waiting.append(Trigger(trig.name, trig.source, src_player or "", card.id))
            self.note("leave_triggers", f"{trig.name} of {trig.source} triggers in {left.name}; "
                                        f"it waits until {left.name} resumes")

    # -- starting and ending subgames -----------------------------------------------------
    def start_subgame(self, spell_id: str) -> None:
        """715.2 / 728.2: new zones, libraries move and are shuffled, variant objects move."""
        main = self.session.current
        depth = main.depth + 1
        if depth > self.budget.max_depth:
            raise BudgetExceeded("max-depth", self.budget.max_depth,
                                 f"{plural(main.depth, 'nested subgame')} played", "--max-depth")
        self.budget.tick("subgame starts")
        players = [p for p in main.order if not main.players[p].lost]
        if main.result is not None or not players:
            raise IllegalStep(f"{main.name} is over; no subgame can start in it")
        life = self.rules.starting_life.get(main.fmt, self.rules.starting_life["normal"])
        sub = Game(depth, players, {p: PlayerState(life) for p in players}, players[0],
                   fmt=main.fmt, creator=spell_id)
        self.note("definition", f"{spell_id} creates {sub.name}; {main.name} is suspended")
        if depth > 1:
            self.note("nesting", f"{main.name} is the main game of {sub.name}")
        for pid in players:
            here, there = main.players[pid], sub.players[pid]
            there.zones["library"], here.zones["library"] = here.zones["library"], []
            self.rng.shuffle(there.zones["library"])
            self._move_variants_in(pid, here, there, sub)
        self.note("start", "each library moved to its subgame library and was shuffled")
        if any(main.players[p].counters for p in players) and self.rules.counters_stay:
            self.note("player_counters", "main-game player counters stay in " + main.name)
        self.session.games.append(sub)
        first = self.chooser(sub, players)
        sub.starting_player = sub.active = first
        self.note("first_player", f"{first} goes first in {sub.name}")
        self._starting_plane(sub)
        for pid in players:
            self.draw(pid, self.rules.opening_hand_size)
        short = [p for p in players if sub.players[p].drew_from_empty]
        for pid in short:
            sub.players[pid].short_opening = True
        if short:
            self.note("short_deck", f"{', '.join(short)} will lose at the first upkeep")

    def _move_variants_in(self, pid: str, here: PlayerState, there: PlayerState, sub: Game) -> None:
        for kind in list(here.decks):
            rule = self.rules.decks.get(kind)
            if rule is None:
                raise IllegalStep(f"ruleset {self.rules.ruleset_id} knows no {kind} deck")
            deck = here.decks.pop(kind)
            self.rng.shuffle(deck)
            there.decks[kind] = deck
            for cid in deck:
                sub.deck_origin[cid] = (pid, kind)
            self.note(None, f"{pid}'s {kind} deck moves to the {sub.name} command zone, "
                            f"shuffled", rule.start)
        for cid in list(here.zones["command"]):
            card = self.session.cards[cid]
            rule = (self.rules.vanguard if card.kind == VANGUARD
                    else self.rules.commander if card.commander else None)
            if rule is not None:
                here.zones["command"].remove(cid)
                there.zones["command"].append(cid)
                self.note(None, f"{cid} ({card.name}) moves to the {sub.name} command zone",
                          rule.start)

    def _starting_plane(self, sub: Game) -> None:
        ps = sub.players[sub.active]
        deck = ps.decks.get("planar")
        if not deck:
            return
        for _ in range(len(deck)):
            cid = deck.pop()
            if self.session.cards[cid].kind == "plane":
                ps.zones["command"].append(cid)
                self.note("starting_plane", f"{cid} is the starting plane of {sub.name}")
                return
            deck.insert(0, cid)

    def end_subgame(self) -> None:
        """715.5 / 728.5: cards go home, variants go back, the spell finishes resolving."""
        if len(self.session.games) < 2:
            raise IllegalStep("no subgame is being played")
        sub, main = self.session.games[-1], self.session.games[-2]
        if sub.result is None:
            raise IllegalStep(f"{sub.name} has no result yet: add a `result` or `sba` step")
        cards = self.session.cards
        home: dict[str, list[str]] = {p: [] for p in main.order}
        gone: list[str] = []

        def collect(cid: str) -> None:
            card = cards[cid]
            if card.token:
                gone.append(cid)
            elif cid in sub.deck_origin:
                owner, kind = sub.deck_origin[cid]
                sub.players[owner].decks[kind].insert(0, cid)  # face down, on the bottom
            else:
                home[card.owner].append(cid)

        for entry in sub.stack:
            if isinstance(entry, str):
                collect(entry)
        for pid in sub.order:
            for zone in PLAYER_ZONES:
                if zone == "command":
                    continue
                for cid in sub.players[pid].zones[zone]:
                    collect(cid)
            for cid in list(sub.players[pid].zones["command"]):
                if cid in sub.deck_origin:
                    sub.players[pid].zones["command"].remove(cid)
                    collect(cid)
        for pid in main.order:
            if home[pid]:
                library = main.players[pid].zones["library"]
                library.extend(home[pid])
                self.rng.shuffle(library)
        self.note("end", f"cards of {sub.name} (exile included) went to their owners' "
                         f"{main.name} libraries, which were shuffled")
        for cid in gone:
            del cards[cid]
        if gone:
            self.note("end", f"{', '.join(gone)} cease to exist")
        self._move_variants_back(sub, main)
        had_counters = any(g.players[p].counters for g in (sub, main) for p in sub.order)
        if self.rules.counters_stay and had_counters:
            self.note("player_counters", f"counters from {sub.name} are gone; "
                                         f"{main.name} counters are back")
        self.session.games.pop()
        self._finish_spell(sub, main)

    def _move_variants_back(self, sub: Game, main: Game) -> None:
        for pid in sub.order:
            there, here = sub.players[pid], main.players[pid]
            for kind, deck in there.decks.items():
                rule = self.rules.decks[kind]
                self.rng.shuffle(deck)
                here.decks[kind] = deck
                text = f"{pid}'s {kind} deck goes back to the {main.name} command zone, shuffled"
                self.note(None, text + (f" ({rule.gap})" if rule.end is None else ""),
                          rule.end or f"none in {self.rules.ruleset_id}")
            for cid in there.zones["command"]:
                card = self.session.cards[cid]
                rule = self.rules.vanguard if card.kind == VANGUARD else self.rules.commander
                here.zones["command"].append(cid)
                self.note(None, f"{cid} ({card.name}) goes back to the {main.name} command zone",
                          rule.end)

    def _finish_spell(self, sub: Game, main: Game) -> None:
        spell_id = sub.creator
        spell = self.session.cards.get(spell_id or "")
        result = sub.result
        assert result is not None
        if spell is not None and spell.effect.non_winners_lose == "half_rounded_up":
            for pid in main.order:
                if pid in result.winners:
                    continue
                ps = main.players[pid]
                loss = half_rounded_up(ps.life)
                ps.life -= loss
                self.note("finish_spell", f"{spell.name} finishes resolving: {pid} did not win "
                                          f"and loses {loss} life, now {ps.life}")
        if spell_id in main.stack:
            assert spell is not None  # what is on the stack is a card of the session
            # the main game's effects apply to it as it finishes resolving there (728.5)
            then = self.where(spell, "stack", spell.effect.then, main)
            main.stack.remove(spell_id)
            main.players[spell.owner].zones[then].append(spell_id)
            self.note(None, f"{spell_id} goes to {then}")
        elif spell is not None:
            self.note("finish_spell", f"{spell_id} is no longer on the stack; "
                                      f"its effect finished all the same")
        self._put_waiting_triggers(main)

    def _put_waiting_triggers(self, main: Game) -> None:
        if not main.waiting:
            return
        start = main.order.index(main.active)
        turn = main.order[start:] + main.order[:start]
        ordered = [t for pid in turn for t in main.waiting if t.controller == pid]
        main.stack.extend(ordered)
        main.waiting.clear()
        self.note("apnap", "waiting triggers go on the stack of " + main.name + ": "
                  + ", ".join(t.label() for t in ordered))
