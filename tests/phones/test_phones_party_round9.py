"""The seventh play-test of issue 37, tried in a real browser: the television's bell banner
hides no line of the standings or the moves (it covered the last standings lines for seconds
every round); small phones keep every word and button whole.

States are given to the pages through their own sockets, as in the round-3 tests."""

from __future__ import annotations

import copy
import json
import os
import time
from pathlib import Path

import pytest
from chromium_helpers import By, js, quit_chrome, screen, start_chrome, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, overlap

from game.phones.messages import overview_message
from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def chrome():
    d, profile = start_chrome("party-round9-", KEEP_SOCKETS)
    yield d
    quit_chrome(d, profile)


@pytest.fixture
def shots(tmp_path):
    """Where the screenshots go (PHONES_SCREENSHOTS names a folder to keep them)."""
    keep = os.environ.get("PHONES_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        return Path(keep)
    return tmp_path


def _overview(server, night):
    return server.call(lambda: overview_message(night.ev, night.stage, night.deals, night.code, server.url,
                                                night.away)).result(5)


READ = "#standings li, #standings-title, #moves li, #moves-title, .tv-table, #round, h1"


@pytest.mark.parametrize("players", [8, 12])
def test_the_bell_banner_hides_no_line_of_the_standings_or_the_moves(chrome, shots, players):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        ev = begin_evening(server, total=players, rounds=3, seed=4)
        for t in range(ev.table_count):  # nothing moves but what the test gives the screen
            server.call(night.hold, t).result(5)
        for w, h in ((1280, 720), (1920, 1080), (1024, 768)):
            screen(d, w, h, False)
            d.get("about:blank")
            d.get(server.tv_url)
            wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
            base = _overview(server, night)
            base["evening"].update(drawing=False, seated=False, next_in=None, stage="playing", round=1, rounds=3,
                                   bell=None)
            js(d, GIVE, json.dumps(base))
            time.sleep(0.3)
            # Between rounds: the bell rung, the moves listed, the standings in full.
            m = copy.deepcopy(base)
            names = [r["name"] for r in m["standings"]]
            m["evening"].update(stage="between", next_in=12, bell={"round": 1, "winner": names[0]})
            for t in m["tables"]:  # each table's last result under it, as between rounds
                who = t["players"][0]["name"]
                t["result"] = {"winner": who, "pool": 4, "shown": False, "in_call": [who]}
            m["moves"] = {"round": 1, "moves": [
                {"player": names[k], "from": 2, "to": 1, "reason": "won the pool at the booby table"} for k in range(2)] + [
                {"player": names[-1], "from": 1, "to": 2, "reason": "fewest counters at the head table"}]}
            js(d, GIVE, json.dumps(m))
            wait_for(lambda: d.find_element(By.ID, "bell").is_displayed(), 5)
            time.sleep(0.3)
            d.save_screenshot(str(shots / f"tv-bell-{players}-{w}x{h}.png"))
            bell = js(d, "return document.getElementById('bell').getBoundingClientRect().toJSON()")
            read = js(d, """return Array.from(document.querySelectorAll(arguments[0]))
                .filter((e) => e.offsetParent !== null && e.textContent.trim())
                .map((e) => [e.textContent.slice(0, 40), e.getBoundingClientRect().toJSON()]);""", READ)
            covered = [t for t, r in read if overlap(bell, r)]
            assert not covered, (players, w, h, covered, bell)
            assert bell["height"] >= 0.09 * h, bell  # still a banner the room sees
            assert 0 <= bell["left"] and bell["right"] <= w and bell["bottom"] <= h
            assert len(d.find_elements(By.CSS_SELECTOR, "#standings li")) == min(8, players)
    finally:
        server.stop()
