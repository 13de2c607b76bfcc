"""Plain YAML scalars are read by YAML 1.2's core schema (issue 25, item 6): what a file
writes as text stays text. PyYAML's default, YAML 1.1, read ``name: 12:30`` as the number
750 (base 60), ``yes``/``on`` as booleans and ``2011-09-30`` as a date, so a card named
"12:30" silently became a card named "750". Both parsers (libyaml's and the pure-Python
one, the ``yaml_reader`` fixture) read the same values."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from mtglogic.loading import yamlio

# (written, read): hand-read from the YAML 1.2.2 core schema (10.3.2)
CORE = [("12:30", "12:30"), ("yes", "yes"), ("on", "on"), ("No", "No"),
        ("2011-09-30", "2011-09-30"), ("1_000", "1_000"), ("0b11", "0b11"), ("1:30.5", "1:30.5"),
        ("true", True), ("FALSE", False), ("0o17", 15), ("0x1F", 31), ("017", 17), ("-3", -3),
        ("+4", 4), ("1.5", 1.5), (".5", 0.5), ("1e3", 1000.0), (".inf", math.inf),
        ("-.inf", -math.inf), ("~", None), ("null", None)]


@pytest.mark.parametrize("written,read", CORE)
def test_core_scalars(yaml_reader: str, written: str, read: object) -> None:
    value = yamlio.parse_yaml_text(f"a: {written}\n", "f.yaml")["a"]
    assert value == read and type(value) is type(read)


def test_nan_is_a_float(yaml_reader: str) -> None:
    assert math.isnan(yamlio.parse_yaml_text("a: .nan\n", "f.yaml")["a"])


def test_a_card_named_like_a_time_keeps_its_name(yaml_reader: str, tmp_path: Path) -> None:
    path = tmp_path / "card.yaml"
    path.write_text("name: 12:30\ntypes: [creature]\npower: 1\ntoughness: 1\n",
                    encoding="utf-8")
    assert yamlio.load_yaml(path)["name"].as_str() == "12:30"
    assert yamlio.load_yaml_fast(path)["name"].as_str() == "12:30"
