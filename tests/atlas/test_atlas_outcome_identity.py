"""The atlas tells boards apart as the layer engine tells outcomes apart: the order in which
an object's abilities are listed is no characteristic (113.1)."""
from __future__ import annotations

from pathlib import Path

from atlas_support import atlas_json, card_args


def test_the_order_of_two_grants_is_no_interaction(tmp_path: Path) -> None:
    # Absolute Grace and Absolute Law, in either timestamp order, give every creature
    # protection from black and from red (layer 6, 613.1f): one board, listed two ways.
    data = atlas_json(tmp_path, *card_args(["Absolute Grace", "Absolute Law"]),
                      "--workers", "1")
    assert data["errors"] == [] and data["probes"]["run"] == 1
    assert data["interactions"] == []
