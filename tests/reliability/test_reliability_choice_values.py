"""`--choice-values` for a choice no effect asks for is an error naming the choices that
were not made (issue 25, item 6): an unknown object id, a misspelled key, a choice already
made. Vanquisher's Banner reads its chosen creature type ("creature_type")."""
from __future__ import annotations

import pytest
from reliability_support import ONE_LINE_ERROR, check_cli_result, invoke

from mtglogic.errors import EXIT_INPUT

BANNER = ["--card", "Vanquisher's Banner", "--card", "Grizzly Bears", "--each-choice",
          "--choice-values", "vanquisher-s-banner:creature_type:Bear,Elf"]


@pytest.mark.parametrize("command", ["layers", "replace"])
@pytest.mark.parametrize("wrong", ["banner:creature_type:Bear", "vanquisher-s-banner:type:Elf"])
def test_values_no_effect_asks_for_name_the_missing_choices(command: str, wrong: str) -> None:
    extra = ["--happens", "draw: {player: you, count: 1}"] if command == "replace" else []
    result = invoke(command, *BANNER, "--choice-values", wrong, *extra)
    check_cli_result(result)
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    who_key = ":".join(wrong.split(":")[:2])
    assert f"--choice-values {who_key}: no effect asks for this choice" in result.stderr
    assert "the choices not made are: vanquisher-s-banner:creature_type" in result.stderr


def test_a_choice_already_made_is_not_asked_for() -> None:
    result = invoke("layers", "--card", "Vanquisher's Banner", "--card", "Grizzly Bears",
                    "--choose", "vanquisher-s-banner:creature_type:Bear", "--each-choice",
                    "--choice-values", "vanquisher-s-banner:creature_type:Elf")
    check_cli_result(result)
    assert result.exit_code == EXIT_INPUT, result.output
    assert "the choices not made are: none" in result.stderr


def test_the_values_asked_for_still_work() -> None:
    result = invoke("layers", *BANNER)
    check_cli_result(result)
    assert result.exit_code == 0, result.output
