"""Reading rulesets: ``rulesets/<id>/ruleset.yaml`` into a ``mtglogic.model.ruleset.Ruleset``.

The file holds the layer order, where each kind of effect part applies, the CDA and
simultaneous-timestamp rules and the rule numbers to cite; engines keep their own sections
(``replacement``, ``subgame``) in it and read them from ``Ruleset.section``. Every section is
checked as the file loads (``ruleset_sections``), whichever engine runs.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError, MtglogicError
from mtglogic.loading.kept_drafts import shipped_drafts
from mtglogic.loading.paths import data_root
from mtglogic.loading.ruleset_cache import checked_data, keep_checked
from mtglogic.loading.ruleset_folders import OWN_FOLDERS
from mtglogic.loading.ruleset_folders import available_rulesets as available_rulesets
from mtglogic.loading.ruleset_folders import builtin_rulesets as builtin_rulesets
from mtglogic.loading.ruleset_folders import named_ruleset as named_ruleset
from mtglogic.loading.ruleset_folders import ruleset_folder as ruleset_folder
from mtglogic.loading.ruleset_sections import FIELD_KEYS, SECTION_KEYS, check_sections
from mtglogic.loading.yamlio import load_yaml, load_yaml_fast
from mtglogic.model.ruleset import DEFAULT_RULESET, Layer, Ruleset
from mtglogic.names import suggest
from mtglogic.node import Node
from mtglogic.vocabulary.registry import PART_KINDS

OWN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")  # the id of a ruleset of one's own


def own_ruleset(folder: str, option: str | None = None) -> Ruleset:
    """The ruleset of a folder of the user's own (its ``ruleset.yaml``, laid out as
    ``rulesets/cr-2026``), read and checked; its id must not be a built-in one."""
    path = Path(folder)
    if not path.is_dir():
        raise InputError(f"no ruleset folder {folder!r}", option)
    if not (path / "ruleset.yaml").is_file():
        raise InputError(f"{folder!r} holds no ruleset.yaml", option)
    ruleset = parse_ruleset(load_yaml(path / "ruleset.yaml"))
    if not OWN_ID.fullmatch(ruleset.id):
        raise InputError(f"{str(path / 'ruleset.yaml')!r}: id {ruleset.id!r} is not a word "
                         f"(letters, digits, '.', '_', '-', as in cr-2026)", option)
    if ruleset.id in builtin_rulesets():
        raise InputError(f"{str(path / 'ruleset.yaml')!r}: id {ruleset.id!r} is a built-in "
                         f"ruleset's; give your ruleset an id of its own", option)
    return ruleset


@contextmanager
def using_ruleset_folder(folder: str, option: str | None = None) -> Iterator[Ruleset]:
    """Make the ruleset of a folder of the user's own known by its id (to ``--ruleset``,
    to documents' ``ruleset:`` keys and to ``load_ruleset``) inside the ``with`` block."""
    ruleset = own_ruleset(folder, option)
    token = OWN_FOLDERS.set({**OWN_FOLDERS.get(), ruleset.id: Path(folder).resolve()})
    try:
        yield ruleset
    finally:
        OWN_FOLDERS.reset(token)


def parse_ruleset(root: Node, sections_checked: bool = False) -> Ruleset:
    """Validate and build a Ruleset from the root node of a ruleset.yaml, every section
    checked (unless the same file was checked by the same code: ``ruleset_cache``)."""
    root.mapping(allowed=FIELD_KEYS + SECTION_KEYS,
                 required=("id", "layers", "cda_first_layers", "dependency_cda",
                           "simultaneous_timestamps", "cite"))
    layers = []
    seen_parts: set[str] = set()
    for item in root["layers"].as_list():
        item.mapping(allowed=("id", "rule", "name", "parts"), required=("id", "rule", "parts"))
        parts = tuple(item["parts"].as_str_list(PART_KINDS))
        for part in parts:
            if part in seen_parts:
                item["parts"].fail(f"effect kind {part!r} is placed in two layers")
            seen_parts.add(part)
        name = item.get("name")
        layers.append(Layer(item["id"].as_str(), item["rule"].as_str(),
                            name.as_str() if name else "", parts))
    missing = [kind for kind in PART_KINDS if kind not in seen_parts]
    if missing:
        root["layers"].fail(f"no layer applies effects of kind {', '.join(missing)}")
    layer_ids = [layer.id for layer in layers]
    cda_first = frozenset(root["cda_first_layers"].as_str_list(layer_ids))
    citations = {key: node.as_str() for key, node in root["cite"].items()}
    sections = dict(root.items())
    ruleset = Ruleset(
        id=root["id"].as_str(),
        title=root["title"].as_str() if "title" in root else "",
        layers=tuple(layers),
        cda_first_layers=cda_first,
        dependency_cda=root["dependency_cda"].as_str(("neither", "neither_or_both")),
        simultaneous_timestamps=root["simultaneous_timestamps"].as_str(("active_player", "apnap")),
        citations=citations,
        granted_order=(root["granted_order"].as_str(("relative", "none")) if "granted_order" in root
                       else "relative"),
        static_before_resolved=(root["static_before_resolved"].as_bool()
                                if "static_before_resolved" in root else False),
        subtype_lists=subtype_lists(root["subtypes"]) if "subtypes" in root else {},
        counter_timestamps=(root["counter_timestamps"].as_bool() if "counter_timestamps" in root
                            else False),
        **keyword_counters(root, layer_ids),
        starting_life=root["starting_life"].as_int() if "starting_life" in root else 20,
        sections=sections,
        source=root.file,
    )
    if not sections_checked:
        check_sections(ruleset)
    return ruleset


SUBTYPE_LISTS = ("creature_types", "land_types", "basic_land_types", "artifact_types",
                 "enchantment_types", "planeswalker_types", "spell_types", "battle_types")


def keyword_counters(root: Node, layer_ids: list[str]) -> dict[str, Any]:
    """The keywords a keyword counter can be and the layer where it grants its keyword
    (122.1b, 613.1f in 2026); none when the ruleset has no such section."""
    if "keyword_counters" not in root:
        return {}
    node = root["keyword_counters"].mapping(allowed=("layer", "keywords"),
                                            required=("layer", "keywords"))
    return {"keyword_counter_layer": node["layer"].as_str(layer_ids),
            "keyword_counters": tuple(k.lower() for k in node["keywords"].as_str_list())}


def subtype_lists(node: Node) -> dict[str, frozenset[str]]:
    """The ruleset's lists of subtypes by kind (205.3i, 205.3m): the basic land types
    must be land types."""
    node.mapping(allowed=SUBTYPE_LISTS)
    lists = {key: frozenset(item.as_str_list()) for key, item in node.items()}
    extra = lists.get("basic_land_types", frozenset()) - lists.get("land_types", frozenset())
    if extra:
        node["basic_land_types"].fail(f"not among the land types: {', '.join(sorted(extra))}")
    return lists


def load_ruleset(ruleset_id: str = DEFAULT_RULESET) -> Ruleset:
    """Load a ruleset by id: a built-in one (``cr-2011``, ``cr-2026``) or one of the user's
    folders in use (``using_ruleset_folder``); only known ids are accepted (an id is never
    read as a path)."""
    own = OWN_FOLDERS.get().get(ruleset_id)
    if own is not None:
        stat = (own / "ruleset.yaml").stat()  # a file changed since is read again
        return _own_ruleset(own / "ruleset.yaml", (stat.st_mtime_ns, stat.st_size))
    if ruleset_id not in builtin_rulesets():
        known = available_rulesets()
        raise InputError(f"unknown ruleset {ruleset_id!r}; available: {', '.join(known)}"
                         f"{suggest(ruleset_id, known)}")
    return _builtin_ruleset(ruleset_id)


@cache
def _builtin_ruleset(ruleset_id: str) -> Ruleset:
    """A built-in ruleset, read with libyaml's loader (several times faster); read again with
    the located loader when it has an error, for the error to say the line. Once read and
    checked, its data is kept (``ruleset_cache``) and later commands read that; a file the
    code here checked when the package was built (``ShippedDrafts.checked``) is not checked
    again."""
    path = data_root() / ruleset_id / "ruleset.yaml"
    text = path.read_bytes()
    kept = checked_data(text)
    if kept is not None:
        return parse_ruleset(Node(kept, str(path), "", 1), sections_checked=True)
    built = shipped_drafts().checked(f"{ruleset_id}/ruleset.yaml", text)
    try:
        root = load_yaml_fast(path)
        ruleset = parse_ruleset(root, sections_checked=built)
    except MtglogicError:
        return parse_ruleset(load_yaml(path))
    keep_checked(text, root.value)
    return ruleset


@cache
def _own_ruleset(path: Path, stamp: tuple[int, int]) -> Ruleset:
    return parse_ruleset(load_yaml(path))
