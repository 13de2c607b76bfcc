"""``--each-choice`` and ``--choice-values``: every outcome over the choices a scenario lacks
(``mtglogic.layers.choices``), for ``layers`` and ``replace``."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from mtglogic.errors import InputError

ChoiceValues = dict[tuple[str, str], tuple[str, ...]]


def each_choice_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """The two options, as ``each`` and ``choice_given`` arguments."""
    func = click.option("--choice-values", "choice_given", multiple=True,
                        metavar="ID:KEY:V1,V2",
                        help="With --each-choice: the values to try for this choice "
                             "(repeatable).")(func)
    return click.option("--each-choice", "each", is_flag=True,
                        help="Every outcome over the values of each choice not made (a chosen "
                             "color, creature type, player...), instead of an error.")(func)


def choice_values(given: tuple[str, ...], each: bool) -> ChoiceValues:
    """``--choice-values ID:KEY:V1,V2``: the values to try for a choice, by (id, key)."""
    if given and not each:
        raise InputError("--choice-values lists values for --each-choice: add --each-choice",
                         "--choice-values")
    found: ChoiceValues = {}
    for item in given:
        parts = item.split(":")
        values = tuple(v.strip() for v in parts[-1].split(",") if v.strip())
        if len(parts) != 3 or not all(parts) or not values:
            raise InputError(f"{item!r} is not ID:KEY:V1,V2 (an object id, a choice key and "
                             f"the values to try, separated by commas)", "--choice-values")
        found[(parts[0], parts[1])] = values
    return found
