"""The words of events, replacement and triggered abilities load when first needed (issue 36).

A question on layers alone never builds the vocabulary of events (``event_words``: about a
hundred classes, half the cost of a command's start); a card with a replacement or a
triggered ability loads it as its ability is compiled, and any read of their families
(``registry.Family.filled_later``) or of the keys that name players loads it first. Read in
fresh processes, so that nothing the test suite imported counts.
"""
from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from test_startup_imports import imported_by

from mtglogic.loading.kept_drafts import shipped_drafts

REGISTRY = """
import importlib, json, sys
importlib.import_module(sys.argv[1])
from mtglogic.vocabulary import registry
registry.filled()
print(json.dumps({"families": {f.name: [list(f.names()), sorted(f.beside)]
                               for f in registry.FAMILIES},
                  "player_keys": sorted(registry.PLAYER_KEYS.items())}))
"""
MODULES_AFTER = """
import importlib, sys
importlib.import_module(sys.argv[1])
print(" ".join(sorted(m for m in sys.modules if m.startswith("mtglogic."))))
"""
DECLARING = """
from mtglogic.vocabulary import registry
registry.filled()
print(" ".join(sorted({w.compile.__module__ for f in registry.FAMILIES if f.filled_later
                       for w in f})))
"""


def _run(code: str, *arguments: str) -> str:
    run = subprocess.run([sys.executable, "-c", code, *arguments], capture_output=True,
                         text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout


@cache
def registry_after(entry: str) -> Any:
    """The filled registry of a fresh process that imported ``entry`` first."""
    return json.loads(_run(REGISTRY, entry))


@cache
def event_modules() -> list[str]:
    """The modules the words of events load beyond the vocabulary package's own."""
    package = set(_run(MODULES_AFTER, "mtglogic.vocabulary").split())
    every = set(_run(MODULES_AFTER, "mtglogic.vocabulary.event_words").split())
    return sorted(every - package)


def declaring_modules() -> list[str]:
    """The modules that declare the words of the families filled later."""
    return _run(DECLARING).split()


def test_the_event_words_are_modules_of_their_own() -> None:
    found = event_modules()
    # The modules that declare the words of the five families filled later, and what
    # they stand on: none of them is loaded by the package itself.
    for name in ("events", "watch", "watch_base", "actions", "actions_entering",
                 "replacements", "triggers", "trigger_effects", "world"):
        assert f"mtglogic.vocabulary.{name}" in found
    assert "mtglogic.vocabulary.continuous" not in found


@pytest.mark.parametrize("entry", ["mtglogic.vocabulary", "mtglogic.vocabulary.event_words",
                                   "mtglogic.replacement.process_rules",
                                   "mtglogic.triggers.detect", "mtglogic.stack.model"])
def test_the_registry_is_the_same_whichever_module_loads_first(entry: str) -> None:
    # The words of each family, their order and the keys beside them, and the keys that
    # name players, once every family is filled: the documentation tables, the schemas and
    # the messages listing words are made from them, and must not depend on what a
    # question happened to load first (the package, its loader, engines that import the
    # words of events directly; each module of those words: the test below).
    assert registry_after(entry) == registry_after("mtglogic")


def test_every_event_module_loaded_first_gives_the_same_registry() -> None:
    different = [m for m in event_modules() if registry_after(m) != registry_after("mtglogic")]
    assert event_modules() and different == []


EVERY_MODULE = """
import importlib, json, pkgutil
import mtglogic.vocabulary
from mtglogic.vocabulary import registry
def words():
    return {f.name: [list(f.declared), sorted(f.declared_beside)] for f in registry.FAMILIES}
registry.filled()
filled = words()
for info in pkgutil.iter_modules(mtglogic.vocabulary.__path__):
    importlib.import_module("mtglogic.vocabulary." + info.name)
print(json.dumps([filled, words()]))
"""


def test_filling_the_families_declares_every_word() -> None:
    # A word declared by a module that ``event_words`` does not load would be missing
    # wherever nothing else imported its module: every module of the package, imported
    # after the families are filled, declares nothing new.
    filled, every = json.loads(_run(EVERY_MODULE))
    assert filled == every


def _warm(*arguments: str) -> None:
    """A first run fills the cache folder (a ruleset read before is not read again)."""
    run = subprocess.run([sys.executable, "-m", "mtglogic", *arguments], capture_output=True,
                         text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-2000:]


def test_a_layers_question_without_events_loads_no_event_word(tmp_path: Path) -> None:
    # Humility and Serra Angel (flying, vigilance: keywords, none of them a triggered
    # ability in the ruleset's `triggers: keywords:`) have static abilities only.
    arguments = ("layers", "--card", "Humility", "--card", "Serra Angel")
    _warm(*arguments)
    modules = imported_by(tmp_path, "-m", *arguments)
    assert "mtglogic.layers.compute" in modules
    declaring = declaring_modules()
    assert "mtglogic.vocabulary.events" in declaring  # the list is read
    assert [m for m in declaring + ["mtglogic.vocabulary.event_words"] if m in modules] == []
    assert [m for m in modules if m.startswith("mtglogic.replacement")] == []


def test_a_card_with_a_triggered_ability_loads_them(tmp_path: Path) -> None:
    arguments = ("layers", "--card", "Humility", "--card", "Soul Warden")
    _warm(*arguments)
    modules = imported_by(tmp_path, "-m", *arguments)
    assert "mtglogic.vocabulary.triggers" in modules
    assert "mtglogic.vocabulary.event_words" in modules


PLAYERS_NAMED = """
from mtglogic.errors import ConsistencyError
from mtglogic.loading.checks import players_named
from mtglogic.node import Node
from mtglogic.vocabulary import registry
assert "player" not in registry.PLAYER_KEYS  # declared by the words of events: not loaded
data = {"replacement": {"watch": {"event": "draw", "player": "p3"}}}
events = {"watch": {"event": "draw", "player": "p3"}}
for node, flag in ((Node([data], "f.yaml", "objects"), False), (Node([events], "f.yaml", "r"), True)):
    try:
        players_named(node, ["p1", "p2"], flag)
    except ConsistencyError as error:
        print(error)
    else:
        print("accepted")
"""


def test_players_in_the_data_of_events_are_checked_before_their_words_load() -> None:
    # ``player`` names a player only in the words of events: a check of an ability's data
    # or of replacement effects, in a process that has not loaded them, loads them first.
    said = _run(PLAYERS_NAMED).splitlines()
    assert len(said) == 2 and all("no player 'p3'" in line for line in said), said


def test_a_player_named_in_an_ability_is_checked_before_the_words_load(
        tmp_path: Path) -> None:
    # A replacement ability written on an object, naming a player the scenario lacks: in
    # a fresh process, the file is refused at that key.
    path = tmp_path / "board.yaml"
    path.write_text("players: [p1, p2]\nobjects:\n  - id: bear\n    name: Bear\n"
                    "    types: [Creature]\n    power: 2\n    toughness: 2\n"
                    "    abilities:\n      - replacement: {watch: {event: draw, player: p3},"
                    " instead: {nothing: true}}\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "mtglogic", "layers", str(path)],
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 2, run.stdout + run.stderr
    assert "no player 'p3'" in run.stderr


def test_a_first_command_loads_no_section_reader_of_the_engines(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # An empty cache folder (a newcomer's first command): the built-in ruleset was checked
    # when the package was built, by this code (``ShippedDrafts.checked``), so neither the
    # replacement engine's reader of its section nor the words of events are loaded.
    if shipped_drafts().signature() is None:
        pytest.skip("the shipped drafts are of another version of the code")
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "empty-cache"))
    modules = imported_by(tmp_path, "-m", "layers", "--card", "Humility", "--card",
                          "Serra Angel")
    assert "mtglogic.loading.rulesets" in modules
    assert [m for m in modules if m.startswith("mtglogic.replacement")] == []
    assert "mtglogic.vocabulary.event_words" not in modules
    assert (tmp_path / "empty-cache").is_dir()  # the command ran with that folder
