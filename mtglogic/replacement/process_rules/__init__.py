"""The rules of the replacement process, each in its own module (see ``base.py``).

Every module of this package but ``base`` holds one rule, a subclass of ``ProcessRule``;
``RULES`` is all of them, found here, in the order of their ``order``: the order in which
the core calls their hooks (a 614.17c restriction of a part's candidates comes before
616.1g reads them, payability, 614.12b, before the one decline of a family of ways,
614.13; the game's end, 104.1, settles a step last). A ruleset names the rules it has in
``replacement.process`` by their keys. A new rule is a module here and its key in the
rulesets that have it, with the rule numbers it cites in their ``rules:`` tables: nothing
else lists it.
"""
from __future__ import annotations

from mtglogic.deferred import submodules
from mtglogic.replacement.process_rules.base import ProcessRule


def _rules() -> tuple[type[ProcessRule], ...]:
    """Every rule of the package's modules, by ``order``; modules are read by name, so
    the same rules come in the same order whatever was imported before."""
    found: list[type[ProcessRule]] = []
    for module in submodules(__name__, __path__):
        found.extend(item for item in vars(module).values()
                     if isinstance(item, type) and issubclass(item, ProcessRule)
                     and item is not ProcessRule and item.__module__ == module.__name__)
    orders = [rule.order for rule in found]
    keys = [rule.key for rule in found]
    if len(set(orders)) != len(orders) or len(set(keys)) != len(keys) or "" in keys:
        raise RuntimeError(f"rules of the replacement process need a key and an order of "
                           f"their own: {sorted(zip(orders, keys))}")
    return tuple(sorted(found, key=lambda rule: rule.order))


RULES = _rules()
RULE_NAMES = tuple(rule.key for rule in RULES)
# the keys of the ruleset's replacement.rules table the rules cite or follow, each once
RULE_CITES = tuple(dict.fromkeys(key for rule in RULES for key in rule.cites))

__all__ = ["RULES", "RULE_CITES", "RULE_NAMES", "ProcessRule"]
