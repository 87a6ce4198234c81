"""What is kept does not grow: memory over a long ``simulate``, and saving and resuming a game
at deal 10 and at deal 10,000 (issue 15, "Growth without limit").

* ``python main.py simulate --players 6 --hands N`` is run as its own program for 20,000 and
  for 200,000 deals, and its peak memory (the largest resident set) is printed for each: the
  two should be about the same.
* A game of one person and five computer players is brought to deal 10 and to deal 10,000
  (the deals before played quickly by the engine, then the game resumed from its save and
  played into the middle of the deal, as the window plays it); the time to save it (to make
  the file and write it) and to resume it (to read it and lay the deal out again) is the best
  of :data:`REPEATS`, with the size of the file.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.ai import CallingStation
from game.ai.play import play_deals
from game.engine import Action, HouseRules
from game.store.jsonfile import write_json
from game.store.paths import saved_game_path
from game.store.saves import GameConfig, SavedGame, save_game
from game.ui.session import HUMAN, Session

ROOT = Path(__file__).resolve().parents[1]
SIMULATED = (20_000, 200_000)
AT_DEALS = (10, 10_000)
REPEATS = 20


_LAUNCHER = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
             "stdout=subprocess.DEVNULL); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
"""A small parent for ``simulate``: a child's peak counts its parent's pages until it starts
the new program, so it is started from a process holding almost nothing."""


def simulate_peak(deals: int) -> tuple[float, float]:
    """Peak resident memory (MB) and seconds of ``simulate`` over ``deals`` deals."""
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", _LAUNCHER, sys.executable, str(ROOT / "main.py"),
                          "simulate", "--players", "6", "--hands", str(deals), "--seed", "1"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return int(out.split()[-1]) / 1024, time.perf_counter() - t0


def game_at(home: Path, deal: int) -> Session:
    """A game resumed from its save at ``deal``, in the middle of that deal."""
    names = ("You", "Ada", "Ben", "Cal", "Dot", "Eve")
    config = GameConfig(names, (HUMAN,) + ("caller",) * 5, HouseRules(), seed=7)
    table = config.new_table()
    table.keep_actions = False
    players = [CallingStation(n) for n in table.names]
    play_deals(table, players, deal - 1)
    save_game(saved_game_path(home), SavedGame(config, table.snapshot()))
    session, problem = Session.resume(home, synchronous=True, think=0)
    assert session is not None, problem
    session.next_deal()
    while not session.human_to_act:
        session.update(1.0)
    offer = session.legal()[0]
    session.act(Action(offer.kind, offer.low))
    assert session.table.deal_number == deal and not session.deal_over
    return session


def time_save_and_resume(deal: int) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        session = game_at(home, deal)
        path = saved_game_path(home)
        saves, resumes = [], []
        for _ in range(REPEATS):
            t0 = time.perf_counter()
            write_json(path, session.saved_game().to_dict())
            saves.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            again, problem = Session.resume(home, synchronous=True, think=0)
            resumes.append(time.perf_counter() - t0)
            assert again is not None and again.table.deal_number == deal, problem
        return min(saves), min(resumes), path.stat().st_size


def run() -> list[str]:
    lines = []
    for deal in AT_DEALS:
        save, resume, size = time_save_and_resume(deal)
        lines.append(f"a game at deal {deal:,} (mid-deal, six players): save {1000 * save:.2f} ms, "
                     f"resume {1000 * resume:.2f} ms (best of {REPEATS}), file {size:,} bytes")
    peaks = []
    for deals in SIMULATED:
        mb, seconds = simulate_peak(deals)
        peaks.append(mb)
        lines.append(f"simulate --players 6 --hands {deals:,}: peak memory {mb:.0f} MB "
                     f"({seconds:.0f} s)")
    lines.append(f"  memory grew {peaks[-1] - peaks[0]:+.0f} MB from {SIMULATED[0]:,} to "
                 f"{SIMULATED[-1]:,} deals (median {statistics.median(peaks):.0f} MB)")
    return lines
