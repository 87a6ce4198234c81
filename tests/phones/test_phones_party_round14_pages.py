"""Round 14 of issue 37's play-test, a guest's phone: the notice of the rounds he missed,
opened on his turn, was a tiny box (a heading and "More below: scroll this box") while his
clock ran.  It is read first: it takes the room the screen leaves with his turn in sight."""

from __future__ import annotations

import json
import time

import pytest
from chromium_helpers import By, js, wait_for
from phones_helpers import fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, rect
from test_phones_party_round7 import _turn_with_a_raise
from test_phones_party_round8 import LONG_MISSED

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round14-pages-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


@pytest.mark.parametrize("size", [(390, 844), (844, 390)])
def test_the_notice_of_missed_rounds_opened_on_his_turn_has_the_room_it_needs(chrome, shots, size):
    d = chrome
    w, h = size
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, size)
        msg["missed"] = LONG_MISSED
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "missed").is_displayed(), 5)
        d.find_element(By.ID, "missed").click()
        wait_for(lambda: "on-turn" in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        time.sleep(0.6)  # the fold line's words are put in, and the box fitted, at the next frame
        d.execute_script("window.scrollTo(0, 0)")
        d.save_screenshot(str(shots / f"phone-missed-on-turn-{w}x{h}.png"))
        box = rect(d, "#missed")
        # Its heading, the fold line, a round's heading and its lines: not a heading and a cue.
        seen = js(d, """const b = document.getElementById('missed'), r = b.getBoundingClientRect();
            return [...b.querySelectorAll('li')].filter((e) => e.getBoundingClientRect().bottom <= r.bottom).length;""")
        assert seen >= 3, (size, seen, box)
        assert box["height"] >= 0.35 * h, (size, box)  # 22 % of the screen before
        # ...and the turn in sight still: its clock and every button.
        assert rect(d, "#status")["bottom"] <= h
        lowest = js(d, "return Math.max(...Array.from(document.querySelectorAll('#actions > *'))"
                       ".filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect().bottom))")
        assert lowest <= h + 0.5, (size, lowest)
        assert box["bottom"] <= h + 0.5, (size, box)
    finally:
        server.stop()
