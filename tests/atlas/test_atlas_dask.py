"""The atlas on a Dask cluster (``--scheduler``, the ``dask`` extra): a
``distributed.LocalCluster`` in this process gives the same output as a local pool.
Skipped, saying why, where the extra is not installed; .ci/run installs it."""
from __future__ import annotations

from pathlib import Path

import pytest
from atlas_support import atlas, card_args

distributed = pytest.importorskip(
    "distributed", reason="the dask extra is not installed (pip install \"mtglogic[dask]\"): "
                          "the atlas's Dask executor is not tested")


def test_a_local_dask_cluster_gives_the_same_output_as_one_worker(tmp_path: Path) -> None:
    local = atlas(tmp_path / "local", *card_args(), "--workers", "1", "--json")
    assert local.exit_code == 0, local.output
    # Threads in this process (no worker processes to start or leave behind), closed at the
    # end whatever happens; every wait of the client is bounded (executors.py: 10 s).
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        dask = atlas(tmp_path / "dask", *card_args(), "--scheduler", cluster.scheduler_address,
                     "--batch-size", "2", "--json")
    assert dask.exit_code == 0, dask.output
    assert dask.stdout == local.stdout


def test_no_scheduler_at_the_address_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = atlas(tmp_path, *card_args()[:4], "--scheduler", "tcp://127.0.0.1:9")
    assert result.exit_code == 2
    assert "no Dask scheduler answers" in result.stderr
