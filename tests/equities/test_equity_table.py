"""equity_table: the same table whichever way its chunks run, and each cell as equity() gives it."""
import pickle
from concurrent.futures import ThreadPoolExecutor

import os

import pytest
from interrupts import ctrl_c_after

from pokerbits import equities, equity, equity_table

RANGES_A = ["AA", "AKs, AQs:0.5", "72o"]
RANGES_B = ["KK, QQ", "random"]
BOARD = "2c 3d 4h"


def test_cells_are_equity_of_each_pair():
    table = equity_table("holdem", RANGES_A, RANGES_B, BOARD, max_workers=1)
    for i, a in enumerate(RANGES_A):
        for j, b in enumerate(RANGES_B):
            assert table.results[i][j] == equity("holdem", [a, b], BOARD)
            assert table.equity[i][j] == table.results[i][j].players[0].equity
    assert all(cell.exact for row in table.results for cell in row)


def test_processes_threads_and_serial_agree_exactly():
    for samples in (None, 150_000):
        serial = equity_table("holdem", RANGES_A, RANGES_B, BOARD, samples=samples, seed=8, max_workers=1)
        processes = equity_table("holdem", RANGES_A, RANGES_B, BOARD, samples=samples, seed=8, max_workers=2)
        with ThreadPoolExecutor(3) as pool:
            threads = equity_table("holdem", RANGES_A, RANGES_B, BOARD, samples=samples, seed=8, executor=pool)
        assert serial == processes == threads


def test_cell_seeds_differ_and_are_reported():
    table = equity_table("holdem", ["AA"], ["KK", "QQ"], samples=10_000, seed=1, max_workers=1)
    seeds = [cell.seed for cell in table.results[0]]
    assert seeds == [equities.cell_seed(1, 0, 0), equities.cell_seed(1, 0, 1)] and seeds[0] != seeds[1]
    again = equity("holdem", ["AA", "QQ"], samples=10_000, seed=seeds[1])
    assert again == table.results[0][1]


def test_tasks_pickle():
    plan = equities.EquityPlan("holdem", ["AKs, QQ", "random"], BOARD)
    task = plan.tasks[0]
    assert pickle.loads(pickle.dumps(task)).run() == task.run()


def test_errors_name_the_cell():
    with pytest.raises(ValueError, match="'AA' against 'AsAh': duplicate|'AA' against 'AsAh'"):
        equity_table("holdem", ["AA"], ["AsAh"], "Ad Ac 2c", max_workers=1)
    with pytest.raises(ValueError, match="at least one range"):
        equity_table("holdem", [], ["AA"])


def test_on_a_local_dask_cluster():
    distributed = pytest.importorskip("distributed")
    expected = equity_table("holdem", RANGES_A, RANGES_B, BOARD, samples=100_000, seed=5, max_workers=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            result = equity_table("holdem", RANGES_A, RANGES_B, BOARD, samples=100_000, seed=5, client=client)
    assert result == expected


def _counted_task(task):
    """run_task, each run marked by a byte in the file COUNTED names (for the Ctrl-C test)."""
    with open(os.environ["POKERBITS_COUNTED"], "ab") as marks:
        marks.write(b".")
    return task.run()


def test_ctrl_c_stops_a_process_pool_table_without_its_queued_tasks(monkeypatch, tmp_path):
    """Ctrl-C half a second into a table of 320 tasks (some five seconds on two workers): the
    running batches end and the batches not yet started never run, however loaded the machine
    (the tasks that ran are counted, not timed). Without the cancel, the pool's exit ran all 320
    before the KeyboardInterrupt went on."""
    from pokerbits.equities import tables

    counted = tmp_path / "counted"
    monkeypatch.setenv("POKERBITS_COUNTED", str(counted))
    monkeypatch.setattr(tables, "run_task", _counted_task)
    samples = 320 * 262_144
    with ctrl_c_after(0.5), pytest.raises(KeyboardInterrupt):
        equity_table("omaha-hi-lo", ["random"], ["random"], samples=samples, seed=1, max_workers=2)
    ran = counted.stat().st_size if counted.exists() else 0
    assert ran < 160, f"{ran} of 320 tasks ran after Ctrl-C"
