"""Face-down permanents and token copies (issue 11, items 2 and 3): the ways a permanent is
face down (708.2a, 701.58a cloak with ward {2}), turning face up (708.8, 613.7f), copies
keeping what they copied (707.2b), token copies of double-faced permanents (707.8a, none
in 2011) and the input errors. Expectations are worked out by hand from the rules named."""
from __future__ import annotations

import pytest
from layers_support import BOTH, R2011, R2026, board, final, run

import mtglogic
from mtglogic.errors import ConsistencyError, InputError


def angel(**kw) -> dict:
    return {"id": "angel", "card": "Exalted Angel", "timestamp": 1, **kw}


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_morph_creature_face_down_is_a_plain_2_2(ruleset):
    # 708.2a / 707.2 in 2011: no name, colors, subtypes, abilities or mana cost.
    chars = final(board([angel(face_down="morph")]), ruleset)["angel"]
    assert (chars["name"], chars["colors"], chars["subtypes"], chars["abilities"]) == \
        ("", [], [], [])
    assert (chars["power"], chars["toughness"], chars["mana_value"]) == (2, 2, 0)


def test_disguise_and_cloak_add_ward_2_only_in_2026():
    # 701.58a: a cloaked permanent is a 2/2 with ward {2}. 2011 has no cloak: an error.
    bears = {"id": "bears", "card": "Grizzly Bears", "face_down": "cloak"}
    assert final(board([bears]), R2026)["bears"]["abilities"] == ["ward {2}"]
    with pytest.raises(ConsistencyError, match="cr-2011 has no face-down way 'cloak'; it has: "
                                               "turned, morph"):
        run(board([bears]), R2011)


@pytest.mark.parametrize("ruleset", BOTH)
def test_morph_needs_a_card_with_morph(ruleset):
    bears = {"id": "bears", "card": "Grizzly Bears", "face_down": "morph"}
    with pytest.raises(ConsistencyError, match="Grizzly Bears has no morph ability"):
        run(board([bears]), ruleset)


@pytest.mark.parametrize("ruleset, rule", [(R2011, r"707\.1"), (R2026, r"708\.1")])
def test_a_face_down_card_in_a_graveyard_is_refused(ruleset, rule):
    # Only spells and permanents are face down: 708.1 today, 707.1 in 2011-09-30.
    with pytest.raises(ConsistencyError, match=rf"only a permanent or a spell is face down here \({rule}\)"):
        run(board([angel(face_down=True, zone="graveyard")]), ruleset)


@pytest.mark.parametrize("ruleset, stamp", [(R2011, 1), (R2026, 3)])
def test_turning_face_up_new_timestamp_only_in_2026(ruleset, stamp):
    # 613.7f (2026): a new timestamp as it turns face up, later than every other (2 is
    # the bears'): 3. The 2011 list (613.6) has none: it keeps 1.
    data = board([angel(face_down="morph"), {"id": "bears", "card": "Grizzly Bears",
                                             "timestamp": 2}],
                 steps=[{"turn_face_up": "angel"}])
    after = run(data, ruleset).moments[0].result.board["angel"]
    assert after.name == "Exalted Angel" and (after.power, after.toughness) == (4, 5)
    assert after.timestamp == stamp


@pytest.mark.parametrize("ruleset, rule", [(R2011, r"707\.7"), (R2026, r"708\.7")])
def test_turning_face_up_a_face_up_permanent_is_an_error(ruleset, rule):
    # Only a face-down permanent turns face up: 708.7 today, 707.7 in 2011-09-30.
    data = board([angel()], steps=[{"turn_face_up": "angel"}])
    with pytest.raises(InputError, match=rf"angel is face up already.*\({rule}\)"):
        run(data, ruleset)


def test_a_clone_keeps_what_it_copied_when_a_double_faced_original_transforms():
    # 707.2b: Clone copied Delver of Secrets (front face: 1/1); Delver transforms into a 3/2
    # flier; the Clone stays a 1/1 Delver of Secrets.
    data = board([{"id": "delver", "card": "Delver of Secrets", "timestamp": 1},
                  {"id": "clone", "card": "Clone", "copy_of": "delver", "timestamp": 2}],
                 steps=[{"transform": "delver"}])
    after = run(data).moments[0].result.board
    assert after["delver"].name == "Insectile Aberration"
    assert (after["clone"].name, after["clone"].power) == ("Delver of Secrets", 1)


def test_in_2011_a_token_copy_of_a_double_faced_permanent_has_one_face():
    # No 707.8a in 2011: the token copies the face up (Insectile Aberration) and cannot
    # transform: told to, nothing happens (701.25a).
    data = board([{"id": "delver", "card": "Delver of Secrets", "face": "back"},
                  {"id": "copy", "token": True, "copy_of": "delver"}])
    chars = final(data, R2011)["copy"]
    assert (chars["name"], chars["power"], chars["toughness"]) == ("Insectile Aberration", 3, 2)
    result = mtglogic.compute_layers(
        mtglogic.load_scenario({**data, "steps": [{"transform": "copy"}]}, R2011))
    moment = result.moments[0]
    assert moment.rules == ["701.25a"] and "nothing happens" in moment.notes[0]
    assert moment.result.board["copy"].name == "Insectile Aberration"


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_token_copy_of_a_clone_copies_what_the_clone_copies(ruleset):
    # 707.3: Clone copying Grizzly Bears has the Bears' values as copiable values; a token
    # copy of the Clone is a Grizzly Bears too, and a token (not a card).
    data = board([{"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
                  {"id": "clone", "card": "Clone", "copy_of": "bears", "timestamp": 2},
                  {"id": "copy", "token": True, "copy_of": "clone", "timestamp": 3}])
    result = run(data, ruleset)
    assert result.board["copy"].name == "Grizzly Bears" and result.board["copy"].is_token


def test_a_token_copy_of_a_face_down_permanent_is_a_face_up_2_2():
    data = board([angel(face_down="morph"), {"id": "copy", "token": True, "copy_of": "angel"}])
    result = run(data)
    copy = result.board["copy"]
    assert (copy.name, copy.power, copy.toughness, copy.face_down) == ("", 2, 2, False)


@pytest.mark.parametrize("ruleset", BOTH)
def test_ixidron_counts_the_face_down_creatures(ruleset):
    # Ixidron turned the bears and the angel face down as it entered (`turned`, 708.2a): its
    # power and toughness count face-down creatures (604.3, layer 7a): two, so 2/2; itself
    # face up, not counted.
    data = board([angel(face_down="turned"),
                  {"id": "bears", "card": "Grizzly Bears", "face_down": "turned"},
                  {"id": "ixidron", "card": "Ixidron"}])
    chars = final(data, ruleset)
    assert (chars["ixidron"]["power"], chars["ixidron"]["toughness"]) == (2, 2)
    assert chars["bears"]["name"] == "" and chars["angel"]["name"] == ""


DELVER = {"id": "delver", "card": "Delver of Secrets", "timestamp": 1}


@pytest.mark.parametrize("ruleset,rule", [(R2026, "712.16"), (R2011, "711.6")])
@pytest.mark.parametrize("way", [True, "turned"])
def test_a_double_faced_permanent_turned_face_down_stays_face_up(ruleset, rule, way):
    # 712.16 (711.6 in 2011): an effect that tries to turn it face down does nothing; the
    # board says so, and a count of face-down creatures does not count it.
    data = board([dict(DELVER, face_down=way),
                  {"id": "ixidron", "card": "Ixidron", "timestamp": 2}])
    result = run(data, ruleset)
    chars = result.outcomes[0].characteristics()
    assert (chars["delver"]["name"], chars["delver"]["power"]) == ("Delver of Secrets", 1)
    assert chars["ixidron"]["power"] == 0
    assert result.moment_game is not None
    assert result.moment_game.notes == (
        f"delver is double-faced: turning it face down does nothing, it stays face up "
        f"({rule})",)


def test_a_manifested_double_faced_card_is_face_down_and_does_not_transform():
    # 712.15: a double-faced card can enter face down (manifest); 712.15a: while face down
    # it can't transform: nothing happens.
    data = board([dict(DELVER, face_down="manifest")], steps=[{"transform": "delver"}])
    result = run(data)
    assert result.outcomes[0].characteristics()["delver"]["name"] == ""
    moment = result.moments[0]
    assert moment.rules == ["712.15a"] and moment.result.board["delver"].face_down


@pytest.mark.parametrize("ruleset,rules,stamp", [
    (R2026, ["708.2a", "613.7f"], 3), (R2011, ["707.2"], 1)])
def test_turning_a_permanent_face_down_in_a_step(ruleset, rules, stamp):
    # 708.2a (707.2a in 2011): a nameless 2/2; a new timestamp in 2026 (613.7f) only. Then
    # turning it face down again does nothing (708.2b in 2026), nor turning the Delver.
    data = board([{"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
                  dict(DELVER, timestamp=2)],
                 steps=[{"turn_face_down": "bears"}, {"turn_face_down": "bears"},
                        {"turn_face_down": "delver"}])
    result = run(data, ruleset)
    first, again, dfc = result.moments
    assert first.rules == rules and first.result.board["bears"].timestamp == stamp
    assert first.result.outcomes[0].characteristics()["bears"]["name"] == ""
    assert "face down already: nothing happens" in again.notes[0]
    assert dfc.result.outcomes[0].characteristics()["delver"]["name"] == "Delver of Secrets"
    assert dfc.rules == (["712.16"] if ruleset == R2026 else ["711.6"])
