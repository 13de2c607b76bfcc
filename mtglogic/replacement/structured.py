"""A replacement answer as typed data (``mtglogic.model.answers``): each distinct outcome
as the state it leaves (the ``state:`` form of rulings, ``state.py``), the tokens it
creates, its number of orders, and a witness order whose steps name who chose (616.1) and
each effect by its stable id."""
from __future__ import annotations

from mtglogic.model.answers import (
    Characteristics,
    GameState,
    ReplacementOutcome,
    Step,
    TokenDefinition,
)
from mtglogic.replacement.model import Choice, Outcome, Tally
from mtglogic.replacement.process import Process
from mtglogic.replacement.state import outcome_state
from mtglogic.vocabulary.events import CreateTokens


def witness_steps(process: Process, order: tuple[Choice, ...]) -> tuple[Step, ...]:
    """Each step of an order: who chose (616.1), which effect, applied or declined."""
    return tuple(Step(options.chooser, process.effects[choice.effect].key, choice.apply)
                 for _, options, choice in process.replay(order))


def created_tokens(process: Process, outcome: Outcome) -> tuple[TokenDefinition, ...]:
    """The tokens an outcome creates on the battlefield, each as it would enter (614.12);
    those created elsewhere never enter (they cease to exist: 111.7; 110.5f in 2011)."""
    found = []
    for event in outcome.events:
        if not isinstance(event, CreateTokens) or event.zone != "battlefield":
            continue
        entering = process.world.entering(event)
        if entering is not None:
            found.append(TokenDefinition(event.token, event.amount, event.enter.tapped,
                                         Characteristics.of(entering)))
    return tuple(found)


def outcome_record(process: Process, outcome: Outcome, tally: Tally,
                   text: str) -> ReplacementOutcome:
    """One distinct outcome as data; ``text`` is its rendering in words."""
    state = GameState.from_plain(outcome_state(outcome, process.world, process.rules))
    return ReplacementOutcome(state, tally.count, witness_steps(process, tally.witness),
                              created_tokens(process, outcome), text)


__all__ = ["created_tokens", "outcome_record", "witness_steps"]
