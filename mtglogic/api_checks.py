"""The checks of the Python API's arguments: a wrong type or a hostile value raises
``InputError`` naming the argument (and the path inside it), never a ``TypeError``,
``AttributeError``, ``RecursionError`` or ``ValueError`` from deep inside.

A dict written as a file would be goes through the file loader's bounds
(``mtglogic.loading.yamlio``): nesting depth, number of values, digits of a number, lone
surrogates in strings, and only the value types YAML gives (mappings with scalar keys,
lists, strings, numbers, booleans, null). Paths are text without NUL characters.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.errors import InputError
from mtglogic.loading.rulings import Ruling
from mtglogic.loading.yamlio import LONE_SURROGATE, MAX_DEPTH, MAX_DIGITS, MAX_NODES
from mtglogic.model.scenario import Scenario

SCALARS = (str, int, float, bool, type(None))
KEYS = (str, int, float, bool)
DIGIT_BITS = math.ceil(MAX_DIGITS * math.log2(10))  # an int with more bits has more digits


def _fail(argument: str, path: str, message: str) -> InputError:
    return InputError(message, f"<{argument}>", None, path or None)


def _text(value: str, argument: str, path: str) -> None:
    found = LONE_SURROGATE.search(value)
    if found:
        raise _fail(argument, path, f"a string holds a lone surrogate "
                                    f"({ascii(found.group())[1:-1]}), which is not a character")


def _number(value: int | float, argument: str, path: str) -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, int) and (value.bit_length() > DIGIT_BITS
                                   or len(str(value).lstrip("-")) > MAX_DIGITS):
        raise _fail(argument, path, f"a number of more than {MAX_DIGITS} digits is out of "
                                    f"bounds")


def _child_path(path: str, key: Any, in_list: bool) -> str:
    if in_list:
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def check_data(value: Any, argument: str) -> None:
    """A dict or list as a file would give it, within the loader's bounds; walked without
    recursion, so that any depth (or a dict holding itself) is refused, not overflowed."""
    stack: list[tuple[Any, str, int]] = [(value, "", 1)]
    values = 0
    while stack:
        item, path, depth = stack.pop()
        values += 1
        if values > MAX_NODES:
            raise _fail(argument, "", f"holds more than {MAX_NODES} values")
        if isinstance(item, str):
            _text(item, argument, path)
        elif isinstance(item, (int, float)):
            _number(item, argument, path)
        elif isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise _fail(argument, path, f"nested more than {MAX_DEPTH} levels deep")
            if isinstance(item, dict):
                for key, child in item.items():
                    if not isinstance(key, KEYS):
                        raise _fail(argument, path, f"mapping keys must be strings or "
                                                    f"numbers, not {type(key).__name__}")
                    if isinstance(key, str):
                        _text(key, argument, path)
                    stack.append((child, _child_path(path, key, False), depth + 1))
            else:
                stack.extend((child, _child_path(path, index, True), depth + 1)
                             for index, child in enumerate(item))
        elif not isinstance(item, SCALARS):
            raise _fail(argument, path, f"expected a mapping, a list, text, a number, a "
                                        f"boolean or null, not {type(item).__name__}")


def check_path(value: Any, argument: str) -> None:
    """A file or folder path: text or a ``Path``, not empty, without NUL or lone
    surrogates."""
    if not isinstance(value, (str, Path)):
        raise _fail(argument, "", f"expected a path (str or Path), not {type(value).__name__}")
    text = str(value)
    if not text:
        raise _fail(argument, "", "the path is empty")
    if "\0" in text:
        raise _fail(argument, "", "the path holds a NUL character")
    _text(text, argument, "")


def check_source(value: Any, argument: str = "source") -> None:
    """A path, or a dict written as the file would be."""
    if isinstance(value, dict):
        check_data(value, argument)
    elif isinstance(value, (str, Path)):
        check_path(value, argument)
    else:
        raise _fail(argument, "", f"expected a path or a dict, not {type(value).__name__}")


def check_text(value: Any, argument: str, optional: bool = False) -> None:
    """A non-empty string (or None when ``optional``)."""
    if value is None and optional:
        return
    if not isinstance(value, str):
        raise _fail(argument, "", f"expected text, not {type(value).__name__}")
    if not value:
        raise _fail(argument, "", "is empty")
    _text(value, argument, "")


def check_ruleset(value: Any) -> None:
    """A ruleset id, or None for the default."""
    check_text(value, "ruleset", optional=True)


def check_texts(value: Any, argument: str) -> None:
    """A list (or other iterable, not a bare string) of non-empty strings."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise _fail(argument, "", f"expected a list of text, not {type(value).__name__}")
    for index, item in enumerate(list(value)):
        if not isinstance(item, str) or not item:
            raise _fail(argument, f"[{index}]", f"expected non-empty text, not {item!r:.40}")
        _text(item, argument, f"[{index}]")


def check_count(value: Any, argument: str, minimum: int = 0, optional: bool = True) -> None:
    """A whole number of at least ``minimum`` (None when ``optional``)."""
    if value is None and optional:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(argument, "", f"expected a whole number, not {type(value).__name__}")
    if value < minimum:
        raise _fail(argument, "", f"{value} is not at least {minimum}")


def check_flag(value: Any, argument: str) -> None:
    if not isinstance(value, bool):
        raise _fail(argument, "", f"expected True or False, not {type(value).__name__}")


def check_choice(value: Any, argument: str, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise _fail(argument, "", f"expected one of {', '.join(choices)}, not {value!r:.40}")


def check_budget(value: Any) -> None:
    """None, or a ``Budget`` (whose own checks ran when it was made)."""
    if value is not None and not isinstance(value, Budget):
        raise _fail("budget", "", f"expected a Budget, not {type(value).__name__}")


def check_events(value: Any) -> None:
    """None, or replacement events written as in a scenario file: a list of mappings."""
    if value is None:
        return
    if not isinstance(value, list):
        raise _fail("events", "", f"expected a list of events, not {type(value).__name__}")
    check_data(value, "events")
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            raise _fail("events", f"[{index}]", f"expected a mapping, not "
                                                f"{type(item).__name__}")


def check_values(value: Any) -> None:
    """None, or a dict of (object id, choice key) -> the values to try."""
    if value is None:
        return
    if not isinstance(value, dict):
        raise _fail("values", "", f"expected a dict, not {type(value).__name__}")
    for key, tried in value.items():
        if not (isinstance(key, tuple) and len(key) == 2
                and all(isinstance(part, str) and part for part in key)):
            raise _fail("values", "", f"keys are (object id, choice key) pairs, not "
                                      f"{key!r:.40}")
        check_texts(tried, f"values[{key[0]}, {key[1]}]")


def check_instance(value: Any, argument: str, kind: type | tuple[type, ...]) -> None:
    if not isinstance(value, kind):
        names = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        raise _fail(argument, "", f"expected a {names}, not {type(value).__name__}")


# -- the arguments of each public function, one call each ------------------------------------
DEPENDENCIES = ("fast", "literal", "off")


def scenario_args(source: Any, ruleset: Any) -> None:
    check_source(source)
    check_ruleset(ruleset)


def text_args(text: Any, ruleset: Any) -> None:
    check_instance(text, "text", str)
    _text(text, "text", "")
    check_ruleset(ruleset)


def cards_args(cards: Any, opponent_cards: Any, counters: Any, attach: Any, choose: Any,
               ruleset: Any, events: Any, budget: Any) -> None:
    for value, name in ((cards, "cards"), (opponent_cards, "opponent_cards"),
                        (counters, "counters"), (attach, "attach"), (choose, "choose")):
        check_texts(value, name)
    check_ruleset(ruleset)
    check_events(events)
    check_budget(budget)


def layers_args(scenario: Any, budget: Any, dependency: Any, flag: Any = False,
                values: Any = None) -> None:
    check_instance(scenario, "scenario", Scenario)
    check_budget(budget)
    check_choice(dependency, "dependency", DEPENDENCIES)
    check_flag(flag, "record_graphs")
    check_values(values)


def replacement_args(scenario: Any, events: Any, event: Any, orders: Any, list_orders: Any,
                     budget: Any, values: Any = None) -> None:
    check_instance(scenario, "scenario", Scenario)
    check_events(events)
    check_text(event, "event", optional=True)
    check_count(orders, "orders")
    check_flag(list_orders, "list_orders")
    check_budget(budget)
    check_values(values)


def subgame_args(source: Any, seed: Any, ruleset: Any, budget: Any) -> None:
    check_source(source)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise _fail("seed", "", f"expected a whole number, not {type(seed).__name__}")
    check_ruleset(ruleset)
    check_budget(budget)


def ruling_args(source: Any, ruleset: Any, budget: Any) -> None:
    if not isinstance(source, Ruling):
        check_source(source)
    check_ruleset(ruleset)
    check_budget(budget)


def listing_args(query: Any, ruleset: Any, kind: Any, rule: Any) -> None:
    for value, name in ((query, "query"), (ruleset, "ruleset"), (kind, "kind"), (rule, "rule")):
        if value is not None:
            check_instance(value, name, str)
            _text(value, name, "")


def folders_args(folders: tuple[Any, ...]) -> None:
    for index, folder in enumerate(folders):
        check_path(folder, f"folders[{index}]")


def result_args(result: Any, explain: Any = False) -> None:
    try:
        ENGINES.of_result(result)
    except TypeError:
        raise _fail("result", "", f"expected a result of compute_layers, answer_replacement "
                                  f"or run_subgame, not {type(result).__name__}") from None
    check_flag(explain, "explain")
