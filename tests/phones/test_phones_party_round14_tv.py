"""Round 14 of issue 37's play-test, the television: the "phone away" mark dropped while
the host was down; at 1280x720 the prizes' reasons were small italic and shown hands tiny
cards, and the final standings left places out behind a mark with half the panel empty."""

from __future__ import annotations

import copy
import json

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS
from test_phones_party_round8 import _overview

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round14-tv-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def _tv(d, server, night, total=8, rounds=3):
    ev = begin_evening(server, total=total, rounds=rounds, seed=4)
    for t in range(ev.table_count):  # nothing moves but what the test gives the screen
        server.call(night.hold, t).result(5)
    screen(d, 1280, 720, False)
    d.get("about:blank")
    d.get(server.tv_url)
    wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
    return ev


def test_the_television_keeps_the_phone_away_mark_while_the_host_is_down(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        _tv(d, server, night)
        m = copy.deepcopy(_overview(server, night))
        away = m["tables"][1]["players"][2]
        away["gone"] = True
        js(d, GIVE, json.dumps(m))

        def marks():
            return [e.text for e in d.find_elements(By.CSS_SELECTOR, ".tv-table .gone")]

        wait_for(lambda: marks() == ["phone away"], 5)
        server.stop()  # the host's program killed
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 10)
        d.save_screenshot(str(shots / "tv-phone-away-host-down.png"))
        assert marks() == ["phone away"], marks()
    finally:
        server.stop()
