"""The layer engine (rule 613) in the registry's shape, with what each time step of the
scenario triggers and the state-based actions after it (603.2, 704.3;
``mtglogic.triggers.steps``)."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from mtglogic.deferred import deferred
from mtglogic.engines.base import Engine
from mtglogic.layers.compute import LayerResult, compute_scenario
from mtglogic.layers.render import result_json, result_lines
from mtglogic.layers.ruling import check_result
from mtglogic.layers.ruling import read_expect as read_characteristics
from mtglogic.layers.timeline import Moment
from mtglogic.loading.scenario import load_scenario
from mtglogic.node import Node
from mtglogic.verdict import Verdict

# The trigger engine, loaded only for a scenario with time steps: a layers question
# without them loads the layer engine alone.
_steps = deferred("mtglogic.triggers.steps")
_render = deferred("mtglogic.triggers.render")
_ruling = deferred("mtglogic.triggers.ruling")
_delayed = deferred("mtglogic.loading.replacement:delayed_triggers")
_trigger_rules = deferred("mtglogic.triggers.rules:trigger_rules")


def compute_layers_of(scenario: Any, budget: Budget, dependency: str = "fast",
                      record_graphs: bool = False, record_changes: bool = False) -> LayerResult:
    """The layers on the board, then after each time step, with what each step triggers
    and the state-based actions after it (603.2, 704.3), each step starting from the board
    they leave (``triggers.steps.Settle``; found now, so that a limit stops the command
    here with the answer so far)."""
    settle = _steps().Settle(budget, list(_delayed()(scenario))) if scenario.steps else None
    return compute_scenario(scenario, budget, dependency, record_graphs, record_changes,
                            settle)


def step_lines(moment: Moment) -> list[str]:
    """What the step triggers and the state-based actions after it, under its board."""
    if moment.follows is None:
        return []
    found: list[str] = _render().aftermath_lines(moment.follows, pad="  ")
    notes = [f"  - {note}" for note in moment.trigger_notes]
    rules = _trigger_rules()(moment.after.ruleset) if moment.after is not None else None
    trigger, check = (rules.cite("trigger"), rules.sba("check")) if rules else ("", "")
    if not found:
        return [f"  The step triggers nothing ({trigger}); no state-based action applies "
                f"({check})" + (":" if notes else ".")] + notes
    performed = moment.follows.rounds or moment.follows.branches
    kept = "" if not performed else (
        " (the next step starts from the board they leave, shown below)"
        if moment.settled is not None else
        " (the next step starts from the board above, before them: why below)")
    return [f"  What the step triggers ({trigger}), then state-based actions ({check})"
            f"{kept}:"] + notes + found


def step_json(moment: Moment) -> dict[str, Any]:
    if moment.follows is None:
        return {}
    found: dict[str, Any] = _render().aftermath_json(moment.follows)
    return found


def layer_text(result: LayerResult, explain: bool = False, only: str | None = None) -> list[str]:
    def follows(moment: Moment) -> list[str]:
        """What the step triggers, then the board its state-based actions leave (704.3)."""
        found = step_lines(moment)
        if moment.settled is None:
            return found
        check = _trigger_rules()(result.ruleset).sba("check")
        return found + [f"  The board after these state-based actions ({check}), which "
                        f"the next step starts from:"] + list(
            result_lines(moment.settled, result.ruleset, explain, only, header=False))

    return list(result_lines(result, result.ruleset, explain, only, follows=follows))


def layer_json(result: LayerResult, only: str | None = None) -> dict[str, Any]:
    return result_json(result, result.ruleset, only, follows=step_json)


def _step_nexts(expect: Node) -> list[tuple[int, Node]]:
    """The ``next`` expectations of ``after_steps``, by step number (from 1), each read
    (its shape checked: a located error)."""
    if "after_steps" not in expect:
        return []
    found = []
    for number, item in enumerate(expect["after_steps"].as_list(), 1):
        if isinstance(item.value, dict) and "next" in item:
            _ruling().read_next(item["next"])
            found.append((number, item["next"]))
    return found


def read_expect(expect: Node) -> None:
    """A layer ruling's ``expect`` read in shape (``layers.ruling``), with what it expects
    each time step to trigger (``next``, read by the trigger engine's reader), without
    computing: a malformed expectation is a located error."""
    read_characteristics(expect)
    _step_nexts(expect)


def check(result: LayerResult, expect: Node) -> Verdict:
    """A layer ruling's characteristics (613), then what it expects each time step to
    trigger and the state-based actions after it (603.2, 704.3)."""
    wanted = _step_nexts(expect)
    verdict = check_result(result, expect)
    diff: list[str] = []
    for number, node in wanted:
        if number > len(result.moments):
            continue  # check_result says the number of steps differs
        follows = result.moments[number - 1].follows
        if follows is None:
            node.fail("what this step triggers is not known to this answer")
        diff += _ruling().next_diff(f"after step {number}", follows,
                                    _ruling().read_next(node))
    if not diff:
        return verdict
    return Verdict(False, verdict.diff + diff, verdict.actual)


ENGINE = Engine("layers", "613", "each object's characteristics under continuous effects",
                load_scenario, compute_layers_of, layer_text, layer_json, check)
