"""Round 8 of issue 37's play-test, the minors mended on the phones and the television,
tried in a real browser at the phone sizes (390x844, 320x568, 844x390) and the
television's 1280x720."""

from __future__ import annotations

import json
import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS
from test_phones_party_round7 import _turn_with_a_raise

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


CHROME_PREFIX = "party-round11-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def test_the_televisions_code_page_shows_the_way_in_large(chrome, shots):
    """Minor 12: the join line was small text in a corner of the page asking for the code."""
    d = chrome
    night = PhoneNight(fast_settings())
    server = start_server(night)
    try:
        screen(d, 1280, 720, False)
        d.get(server.url + "tv")
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 10)
        d.save_screenshot(str(shots / "tv-asking-1280x720.png"))
        inner = js(d, "return innerHeight")
        line = js(d, "return parseFloat(getComputedStyle(document.getElementById('join-box')).fontSize)")
        qr = js(d, "return document.querySelector('#join-box img').getBoundingClientRect().height")
        assert line >= 0.045 * inner and qr >= 0.3 * inner, (line, qr, inner)
        box = js(d, "const r = document.getElementById('join-box').getBoundingClientRect();"
                    "return [r.left, r.right, r.bottom]")
        form = js(d, "return document.getElementById('code-form').getBoundingClientRect().top")
        assert box[0] > 0.1 * 1280 and box[1] < 0.9 * 1280, box  # in the middle, not a corner
        assert box[2] <= form and form < inner, (box, form)  # the code's field still on the screen
    finally:
        server.stop()


def test_the_final_standings_rows_are_even_at_320(chrome, shots):
    """Minor 10: at 320 px one row ("Colonel Birch 2 yellow / 57 counters") took two lines
    among one-line rows; the figures are set a little smaller, alike, so every row is one."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (320, 568))
        rows = [("Alice", 3, 56), ("Colonel Birch", 2, 57), ("Bert", 1, 47), ("Miss Beauchamp", 0, 57),
                ("Mrs. Alden", 0, 54), ("Mr. Abbott", 0, 53), ("Mr. Cathcart", 0, 45), ("Cora", 0, 31)]
        msg["evening"]["stage"] = "over"
        msg["legal"], msg["table"]["to_act"], msg["table"]["clock"] = [], None, None
        msg["next"] = {"name": "Head table", "moved": False}
        msg["standings"] = [{"name": n, "yellow": y, "net": c} for n, y, c in rows]
        msg["standing"] = {"place": 1, "of": 8, "yellow": 3, "net": 56, "extra": 0, "level": []}
        msg["evening"]["prizes_soon"] = True
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, "#next .standings li")) == 8, 5)
        time.sleep(0.4)
        d.execute_script("document.querySelector('#next .standings').scrollIntoView()")
        time.sleep(0.2)
        d.save_screenshot(str(shots / "phone-final-standings-320x568.png"))
        heights = js(d, """return Array.from(document.querySelectorAll('#next .standings li'))
            .map((li) => Math.round(li.getBoundingClientRect().height));""")
        sizes = js(d, """return Array.from(document.querySelectorAll('#next .standings .fig'))
            .map((f) => getComputedStyle(f).fontSize);""")
        assert max(heights) - min(heights) <= 2, heights
        assert len(set(sizes)) == 1 and float(sizes[0][:-2]) >= 13, sizes
    finally:
        server.stop()


@pytest.mark.parametrize("legal", ["draw", "raise", "none"])
def test_sideways_the_newest_log_line_is_in_sight(chrome, shots, legal):
    """Minor 3: at 844x390 the log's box ran past the screen's foot, its newest lines under it."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (844, 390))
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        if legal == "draw":
            msg["legal"] = [{"kind": "draw", "label": "Draw", "low": 0, "high": 3}]
        elif legal == "none":
            msg["legal"], msg["table"]["to_act"] = [], None
        msg["log"] = [f"Line {i}: Mr. Abbott comes in, putting up 2 counters." for i in range(14)] + ["The newest line."]
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: "The newest line." in d.find_element(By.ID, "log").text, 5)
        time.sleep(0.5)
        d.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.2)
        d.save_screenshot(str(shots / f"phone-log-sideways-{legal}.png"))
        def newest_in_sight():
            top, bottom, box_top, box_bottom, inner = js(d, """const li = document.querySelector('#log li:last-child').getBoundingClientRect();
                const box = document.getElementById('log').getBoundingClientRect();
                return [li.top, li.bottom, box.top, box.bottom, innerHeight];""")
            return bottom <= inner + 0.5 and top >= box_top - 0.5 and bottom <= box_bottom + 0.5

        assert wait_for(newest_in_sight, 8)  # (once the page's fonts are in, on a loaded machine)
    finally:
        server.stop()


def test_the_television_shows_each_tables_last_move(chrome, shots):
    """Minor 4: the television showed whose turn it was at each table, not the last move."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.6, timeout=600.0, between=30.0, draw=0.0))
    server = start_server(night)
    try:
        screen(d, 1280, 720, False)
        d.get(server.tv_url)
        begin_evening(server, total=8, rounds=2, seed=5)
        wait_for(lambda: len([e for e in d.find_elements(By.CSS_SELECTOR, ".tv-last") if e.text]) == 2, 90)
        d.save_screenshot(str(shots / "tv-last-move-1280x720.png"))
        # Read in one look: the television redraws its tables as they play, and an element
        # found in one call was stale by the next on a loaded machine.
        assert js(d, """return Array.from(document.querySelectorAll('.tv-last'))
            .every((e) => e.scrollWidth <= e.clientWidth + 1 || e.innerText);""")
    finally:
        server.stop()


@pytest.mark.parametrize("size", [(390, 844), (844, 390)])
def test_a_guest_back_on_his_turn_reads_what_his_clock_was_set_to_and_that_it_runs(chrome, shots, size):
    """Minor 6: after a reload "your clock was given 15 s" stood beside "9 s left", and the
    away summary read on his turn ate its clock with nothing said.  Now the words say what
    the clock was set to when his phone came back, and the summary's fold line says its
    clock runs, with the seconds left, kept in step."""
    from test_phones_party_round8 import LONG_MISSED

    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, size)
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 9.0, "of": 600.0, "grace": True, "given": 15.0}
        msg["missed"] = LONG_MISSED
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "missed").is_displayed(), 5)
        d.find_element(By.ID, "missed").click()
        wait_for(lambda: "on-turn" in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        time.sleep(0.6)
        d.save_screenshot(str(shots / f"phone-back-on-turn-{size[0]}x{size[1]}.png"))
        why = d.find_element(By.ID, "clock-why").text
        assert "set to 15 s when your phone came back" in why, why
        fold = d.find_element(By.CSS_SELECTOR, "#missed .mr.fold").text
        assert "its clock runs" in fold and " s left" in fold, fold
        first = int(fold.split("runs: ")[1].split(" s")[0])
        time.sleep(2.2)
        later = d.find_element(By.CSS_SELECTOR, "#missed .mr.fold").text
        assert int(later.split("runs: ")[1].split(" s")[0]) < first, (fold, later)
    finally:
        server.stop()
