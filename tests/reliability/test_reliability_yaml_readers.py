"""YAML is read by libyaml's C parser where PyYAML has it, else by PyYAML's pure-Python one
(issue 36, item 2); the loader builds the same values of either's events
(``mtglogic.loading.yaml_values``). Each test here runs with both (the ``yaml_reader``
fixture): the lines every entry remembers, the tags read and refused, merge keys, anchors,
documents. Expected values are read off the YAML written in each test."""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pytest
import yaml

from mtglogic.errors import InputError
from mtglogic.loading import yamlio
from mtglogic.loading.paths import data_root
from mtglogic.loading.yamlio import parse_yaml_text


def refused(text: str) -> str:
    with pytest.raises(InputError) as info:
        parse_yaml_text(text, "f.yaml")
    return str(info.value)


def test_libyaml_reads_wherever_pyyaml_has_it() -> None:
    """CI installs PyYAML from its wheels, which carry libyaml (so do 6.0.1's, the lowest
    version pyproject.toml allows): there the C parser must be the one in use."""
    if os.environ.get("CI"):
        assert yaml.__with_libyaml__
    assert (yamlio.YAML_READER == "libyaml") == bool(yaml.__with_libyaml__)


# -- lines -----------------------------------------------------------------------------------
def test_every_entry_knows_its_line(yaml_reader: str) -> None:
    root = parse_yaml_text("name: x\n"             # 1
                           "objects:\n"            # 2
                           "  - &bear {id: bear}\n"  # 3
                           "  -\n"                 # 4
                           "    id: elf\n"         # 5
                           "  - *bear\n"           # 6
                           "flags: [1,\n"          # 7
                           "  2]\n", "f.yaml")     # 8
    assert root.line == 1 and root.key_lines == {"name": 1, "objects": 2, "flags": 7}
    objects = root["objects"]
    # the second item begins where its mapping does (line 5, not the dash's 4); the third,
    # an alias, where it is written (not where &bear is)
    assert objects.line == 3 and objects.item_lines == [3, 5, 6]
    assert objects[0].line == 3 and objects[1].line == 5 and objects[1].key_lines == {"id": 5}
    assert objects[2] is objects[0]
    assert root["flags"].item_lines == [7, 8]


def test_every_built_in_file_reads_the_same_with_both_parsers() -> None:
    """The two parsers are independent programs: over every YAML file of the built-in
    data, their events give the same values, of the same types, on the same lines."""
    if "libyaml" not in yamlio.PARSERS:
        pytest.skip("PyYAML was built without libyaml")
    paths = sorted(data_root().rglob("*.yaml"))
    assert len(paths) > 700
    for path in paths:
        text = path.read_text(encoding="utf-8")
        read = {reader: yamlio.build_document(yamlio.PARSERS[reader](text))
                for reader in ("libyaml", "python")}
        assert _same(read["libyaml"], read["python"]), path


def _same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return (list(a) == list(b) and a.line == b.line and a.key_lines == b.key_lines
                and all(_same(a[key], b[key]) for key in a))
    if isinstance(a, list):
        return (len(a) == len(b) and a.line == b.line and a.item_lines == b.item_lines
                and all(_same(x, y) for x, y in zip(a, b)))
    return bool(a == b or (isinstance(a, float) and math.isnan(a) and math.isnan(b)))


# -- tags ------------------------------------------------------------------------------------
@pytest.mark.parametrize("written,read", [
    ("!!str 12", "12"), ("! 12", "12"), ('!!int "12"', 12), ("!!int 0x1F", 31),
    ("!!float 1", 1.0), ("!!float .5", 0.5), ('!!bool "true"', True), ("!!null ~", None),
    ("!!seq [1]", [1]), ("!!map {b: 1}", {"b": 1}), ("=", "="), ("<<", "<<")])
def test_the_core_schema_tags_are_read(yaml_reader: str, written: str, read: object) -> None:
    value = parse_yaml_text(f"a: {written}\n", "f.yaml")["a"]
    assert value == read  # a list or a mapping is a LineList or a LineDict
    assert type(value) is type(read) or (isinstance(read, (list, dict))
                                         and isinstance(value, type(read)))


@pytest.mark.parametrize("written,problem", [
    # a value not written as its tag's kind (each was a traceback: int('abc'), a KeyError)
    ("!!int abc", "'abc' is not written as a YAML 1.2 int (!!int)"),
    ("!!int 1_000", "'1_000' is not written as a YAML 1.2 int (!!int)"),
    ("!!bool maybe", "'maybe' is not written as a YAML 1.2 bool (!!bool)"),
    ("!!null x", "'x' is not written as a YAML 1.2 null (!!null)"),
    # tags of other schemas, which built bytes, dates, sets and pairs no loader reads
    ("!!binary aGk=", "the tag !!binary is not read"),
    ("!!timestamp 2011-09-30", "the tag !!timestamp is not read"),
    ("!!set {x}", "the tag !!set is not read"),
    ("!!omap [b: 1]", "the tag !!omap is not read"),
    ("!custom 1", "the tag !custom is not read"),
    ("!!str [1]", "the tag !!str is not read (a mapping may be tagged !!map, a list !!seq)"),
    ("!!seq {}", "the tag !!seq is not read (a mapping may be tagged !!map, a list !!seq)"),
])
def test_other_tags_are_refused_where_they_are(yaml_reader: str, written: str,
                                               problem: str) -> None:
    assert refused(f"b: 1\na: {written}\n").startswith(f"f.yaml:2: invalid YAML: {problem}")


# -- merge keys and anchors ------------------------------------------------------------------
def test_a_merge_key_adds_the_keys_not_written(yaml_reader: str) -> None:
    root = parse_yaml_text("base: &base {x: 1, y: 2}\n"
                           "more: &more {y: 5, z: 6}\n"
                           "one: {<<: *base, y: 3}\n"
                           "two:\n"
                           "  <<: [*base, *more]\n"
                           "  w: 0\n", "f.yaml")
    assert root["one"] == {"x": 1, "y": 3}  # its own y over the merged one
    assert root["two"] == {"x": 1, "y": 2, "z": 6, "w": 0}  # the first listed wins
    assert root["two"].key_lines == {"x": 1, "y": 1, "z": 2, "w": 6}


@pytest.mark.parametrize("text,problem", [
    ("a: {<<: 1}\n", "f.yaml:1: invalid YAML: << merges a mapping or a list of mappings"),
    ("a: &x 1\nb: {<<: [*x]}\n", "f.yaml:2: invalid YAML: << merges a mapping"),
    ("a: &x 1\nb: &x 2\n", "f.yaml:2: invalid YAML: the anchor &x is given twice (first on "
                           "line 1)"),
    ("a: &x [1, *x]\n", "f.yaml:1: invalid YAML: the alias *x is inside the node &x it names"),
])
def test_merges_and_anchors_that_cannot_be_read(yaml_reader: str, text: str,
                                                problem: str) -> None:
    assert refused(text).startswith(problem)


# -- documents and characters ----------------------------------------------------------------
@pytest.mark.parametrize("text", ["", "# a comment alone\n", "---\n...\n"])
def test_an_empty_document_is_nothing(yaml_reader: str, text: str) -> None:
    assert parse_yaml_text(text, "f.yaml") is None


def test_a_surrogate_in_the_text_is_refused_where_it_is(yaml_reader: str) -> None:
    """A command line argument that is not UTF-8 reaches Python with lone surrogates, which
    libyaml cannot be given (it reads UTF-8): refused in the same words by both."""
    assert refused("a: 1\nb: x\udc80\n") == ("f.yaml:2: invalid YAML: '\\udc80' at column 5 "
                                             "is a character YAML does not allow")


def test_a_file_is_read_with_the_parser_in_use(yaml_reader: str, tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("a: [1, 2.5, true, null, x]\n", encoding="utf-8")
    node = yamlio.load_yaml(path)
    assert node.value == {"a": [1, 2.5, True, None, "x"]} and node.file == str(path)
