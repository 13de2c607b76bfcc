"""The judge questions of issue 32 that continue into triggered abilities, each answered by
one `mtglogic replace` command line (no file), read from its --json output. Each answer is
worked out by hand in the test from the cards' Oracle texts and the rules named."""
from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from mtglogic.cli import main


def ask(*args: str) -> list[dict[str, Any]]:
    """The events of a one-line `replace` question, from its --json output."""
    result = CliRunner().invoke(main, ["replace", *args, "--json"])
    assert result.exit_code == 0, result.output
    events: list[dict[str, Any]] = json.loads(result.stdout)["events"]
    return events


def only_outcome(event: dict[str, Any]) -> dict[str, Any]:
    assert len(event["outcomes"]) == 1
    outcome: dict[str, Any] = event["outcomes"][0]
    return outcome


def abilities(found: list[dict[str, Any]]) -> list[str]:
    return [item["ability"] for item in found]


def test_platinum_angel_keeps_its_controller_in_the_game_at_zero_life() -> None:
    # 704.5a would make "you" lose at 0 life; "You can't lose the game" beats the rule
    # (101.2): no loss, the game goes on.
    [event] = ask("--card", "Platinum Angel", "--happens",
                  "lose_life: {player: you, amount: 20}")
    after = only_outcome(event)["next"]
    assert after["losers"] == [] and after["winners"] == [] and after["rounds"] == []
    assert any("101.2" in note and "704.5a" in note for note in after["kept"])


def test_leyline_exiles_the_bears_card_while_the_token_dies_for_blood_artist() -> None:
    # The card would go to an opponent's graveyard: exiled instead (614.6), it never dies
    # (603.2g). The token is no card: it dies, Blood Artist's ability looks back (603.10a)
    # and triggers once; then the token in the graveyard ceases to exist (704.5d).
    [event] = ask("--card", "Leyline of the Void", "--card", "Blood Artist",
                  "--opponent-card", "Grizzly Bears", "--opponent-card", "token: Grizzly Bears",
                  "--happens", "at_once: [{zone_change: {object: grizzly-bears, to: graveyard, "
                  "cause: destroy}}, {zone_change: {object: grizzly-bears-2, to: graveyard, "
                  "cause: destroy}}]")
    outcome = only_outcome(event)
    assert outcome["result"] == ("grizzly-bears-2: battlefield -> graveyard + "
                                 "grizzly-bears: battlefield -> exile")
    after = outcome["next"]
    assert [(t["ability"], t["cause"]) for t in after["triggered"]] == \
        [("blood-artist", ["grizzly-bears-2: battlefield -> graveyard"])]
    assert [(a["text"], a["rule"]) for r in after["rounds"] for a in r["actions"]] == \
        [("grizzly-bears-2, a token in the graveyard, ceases to exist", "704.5d")]


def test_under_torpor_orb_thragtusk_enters_without_trigger_and_leaves_with_one() -> None:
    # Torpor Orb: creatures entering don't cause abilities to trigger (613.11), so the
    # enters ability is held back; leaving is another event: the Beast ability triggers.
    entering, leaving = ask("--card", "Torpor Orb", "--card", "hand: Thragtusk",
                            "--card", "Thragtusk",
                            "--happens", "zone_change: {object: thragtusk, to: battlefield}",
                            "--happens", "zone_change: {object: thragtusk-2, to: exile}")
    enters = only_outcome(entering)["next"]
    assert enters["triggered"] == [] and abilities(enters["held_back"]) == ["thragtusk#1"]
    assert "613.11" in enters["held_back"][0]["rules"]
    leaves = only_outcome(leaving)["next"]
    assert abilities(leaves["triggered"]) == ["thragtusk-2#2"]
    assert "create" in leaves["triggered"][0]["does"]


def test_blood_moon_then_azorius_chancery_enters_untapped_without_its_ability() -> None:
    # Under Blood Moon the Chancery is a Mountain the moment it is on the battlefield
    # (603.6b): no "enters tapped" applies to it (614.12) and its enters ability doesn't
    # exist to trigger. Without Blood Moon: tapped, and the ability triggers.
    [moon] = ask("--card", "Blood Moon", "--card", "hand: Azorius Chancery",
                 "--happens", "zone_change: {object: azorius-chancery, to: battlefield}")
    outcome = only_outcome(moon)
    assert outcome["result"] == "azorius-chancery: hand -> battlefield"
    assert outcome["next"]["triggered"] == []
    assert [(h["ability"], h["rules"]) for h in outcome["next"]["held_back"]] == \
        [("azorius-chancery", ["603.6b"])]
    [alone] = ask("--card", "hand: Azorius Chancery",
                  "--happens", "zone_change: {object: azorius-chancery, to: battlefield}")
    outcome = only_outcome(alone)
    assert outcome["result"] == "azorius-chancery: hand -> battlefield (tapped)"
    assert abilities(outcome["next"]["triggered"]) == ["azorius-chancery"]
