"""The tenth fresh-eyes play-test of issue 37's party night, mended and tried in a real
browser: a television left on after an evening keeps nothing of it (no code, no QR code, no
heading) when it asks for the next evening's code."""

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
CHROME_PREFIX = "party-round13-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def _qr(d):
    return js(d, "const i = document.querySelector('#join-box img');"
                 "return [i.offsetParent !== null && !i.hidden, i.getAttribute('src')];")


def test_the_television_asked_for_a_new_code_shows_nothing_of_the_last_evening(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        ev = begin_evening(server, total=8, rounds=3, seed=4)
        for t in range(ev.table_count):
            server.call(night.hold, t).result(5)
        screen(d, 1280, 720, False)
        d.get("about:blank")
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
        old = night.code
        m = copy.deepcopy(_overview(server, night))
        m["evening"].update(stage="over", round=3, rounds=3, drawing=False, seated=False, next_in=None,
                            prizes_soon=False)
        m["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Bob", "note": "",
                        "why": "the most yellow counters (2)"}]
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: "the prizes" in d.find_element(By.ID, "round").text, 5)
        # The host opens the next evening: the old code is refused, and the screen asks.
        js(d, GIVE, json.dumps({"type": "error", "message": "That is not this evening's code."}))
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 5)
        d.save_screenshot(str(shots / "tv-asks-new-code.png"))
        text = d.find_element(By.TAG_NAME, "body").text
        assert old not in text.replace(" ", ""), text
        assert "evening is over" not in text and "prizes" not in text, text
        assert d.find_element(By.ID, "round").text == ""
        assert d.find_element(By.ID, "code").text == ""
        assert not _qr(d)[0]  # no QR code: it held the old evening's code
        assert d.find_element(By.ID, "code-in").get_attribute("value") == ""
        assert "Join on your phone" in text  # the way in stays
        # The new evening's lobby: its own code and its own QR code.
        js(d, GIVE, json.dumps({"type": "lobby", "you": None, "guests": ["Zoe"], "address": server.url,
                                "code": "NEWE"}))
        wait_for(lambda: d.find_element(By.ID, "code").text == "NEWE", 5)
        shown, src = _qr(d)
        assert shown and "NEWE" in src, src
    finally:
        server.stop()
