"""Shared by the atlas tests: the seven cards of issue 23's check, run through the CLI."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from mtglogic.cli import main

SEVEN = ["Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth",
         "Hardened Scales", "Doubling Season", "Grizzly Bears"]


def card_args(names: list[str] = SEVEN) -> list[str]:
    return [arg for name in names for arg in ("--card", name)]


def atlas(state: Path, *args: str) -> Result:
    return CliRunner().invoke(main, ["atlas", *args, "--state", str(state)])


def atlas_json(state: Path, *args: str) -> dict[str, Any]:
    result = atlas(state, *args, "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def interactions(data: dict[str, Any]) -> dict[tuple[str, ...], dict[str, Any]]:
    """Each interaction by its cards, sorted by name."""
    return {tuple(case["cards"]): case for case in data["interactions"]}
