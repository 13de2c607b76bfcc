"""The runner records each step through a ``Recorder`` that works out again only the games
the step changed, and finds cards where they were last seen (issue 22): after every step of
every built-in subgame ruling, and of a script nested 30 deep that brings cards in from
suspended games, its snapshot and its invariant problems are those worked out over every
game, and ``Session.locate`` answers as the scan of every game does."""
from __future__ import annotations

from pathlib import Path

import pytest

import mtglogic
from mtglogic.budget import Budget
from mtglogic.loading.paths import data_root
from mtglogic.subgame import runner
from mtglogic.subgame.cards import Card
from mtglogic.subgame.model import Game, PlayerState, Session
from mtglogic.subgame.recorder import Frame, Recorder
from mtglogic.verify.corpus import run_ruling

RULINGS = sorted(data_root().glob("cr-*/rulings/subgame/*.yaml"))


class CheckedRecorder(Recorder):
    """A recorder that checks each record against the checks over every game."""

    checked = 0

    def record(self, keep_snapshot: bool = True) -> tuple[Frame | None, list[str]]:
        state, problems = super().record(keep_snapshot)
        session = self.session
        assert state is not None and state.plain() == runner.snapshot(session)
        assert problems == session.invariant_problems()
        for cid in session.cards:
            try:
                found = session.locate_by_scan(cid)
            except KeyError:
                continue  # a card in no zone: the invariant says it is lost
            assert session.locate(cid) == found
        CheckedRecorder.checked += 1
        return state, problems


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> type[CheckedRecorder]:
    monkeypatch.setattr(runner, "Recorder", CheckedRecorder)
    CheckedRecorder.checked = 0
    return CheckedRecorder


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: f"{p.parts[-4]}/{p.stem}")
def test_every_ruling_step_is_recorded_as_the_full_check_would(path: Path, checked) -> None:
    result = run_ruling(path, None, Budget())
    assert result.status == "passed", result.diff
    assert checked.checked > 0


def test_a_deep_script_bringing_cards_up_from_suspended_games(checked) -> None:
    # A casts a Shahrazad in each game, then brings in a card from A's graveyard in the
    # main game, suspended one level up or more: a game other than the one played changes.
    depth = 30
    steps: list[dict] = [{"cast": "s1"}, {"resolve": "s1", "first": "A"}]
    for i in range(2, depth + 1):
        steps += [{"bring_in": f"s{i}"}, {"cast": f"s{i}"}, {"resolve": f"s{i}", "first": "B"}]
        steps += [{"bring_in": f"g{i}"}]  # from the main game's graveyard
    steps += [{"result": {"winners": ["A"]}}, {"end_subgame": True}] * 3
    script = {"players": {
        "A": {"library": [{"count": 10, "prefix": "a"}],
              "hand": [{"id": "s1", "card": "Shahrazad"}],
              "graveyard": [f"g{i}" for i in range(2, depth + 1)],
              "outside": [{"id": f"s{i}", "card": "Shahrazad"} for i in range(2, depth + 1)]},
        "B": {"library": [{"count": 10, "prefix": "b"}]}}, "steps": steps}
    result = mtglogic.run_subgame(script, ruleset="cr-2026",
                                  budget=Budget(max_depth=depth + 1))
    assert result.invariant_ok
    assert checked.checked == len(steps)  # one run (every start names its player)


def two_player_session() -> Session:
    cards = {cid: Card(cid, cid, cid[0].upper()) for cid in ("a1", "a2", "b1")}
    states = {"A": PlayerState(20), "B": PlayerState(20)}
    states["A"].zones["library"] += ["a1", "a2"]
    states["B"].zones["library"].append("b1")
    return Session(cards, [Game(0, ["A", "B"], states, "A")], {"A": [], "B": []}, (),
                   frozenset(cards))


def test_a_card_doubled_or_lost_or_misplaced_is_reported_as_the_full_check_does() -> None:
    session = two_player_session()
    recorder = Recorder(session)
    assert recorder.record()[1] == [] == session.invariant_problems()
    recorder.step_starts()
    zones = session.current.players
    zones["A"].zones["hand"].append("a1")  # a1 in two places
    zones["A"].zones["library"].remove("a2")  # a2 nowhere
    zones["A"].zones["graveyard"].append("b1")  # B's card in A's graveyard (and B's library)
    problems = recorder.record()[1]
    assert problems == session.invariant_problems() == [
        "card a2 is lost", "card a1 is in 2 places", "card b1 is in 2 places",
        "card b1 of B is in a zone of A in main"]
    recorder.step_starts()
    zones["A"].zones["hand"].remove("a1")
    zones["A"].zones["library"].append("a2")
    zones["A"].zones["graveyard"].remove("b1")
    assert recorder.record()[1] == [] == session.invariant_problems()
