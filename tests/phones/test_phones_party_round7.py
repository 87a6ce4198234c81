"""The sixth play-test of issue 37, mended and tried in a real browser: on the small phone
(320x568) every button of a turn is in sight without scrolling, with a note over the clock
or the "While you were away" notice above; the notice opened on the turn shows its first
lines, the turn still in sight; a raise starts each turn at the least.

States are given to the page through its own socket, as in the round-3 tests."""

from __future__ import annotations

import json
import time

import pytest
from chromium_helpers import By, join_as, js, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, rect
from test_phones_party_round6 import MISSED

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


CHROME_PREFIX = "party-round7-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


IN_SIGHT = """return Array.from(document.querySelectorAll(arguments[0])).map((e) => {
  const r = e.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  const at = document.elementFromPoint(x, y);
  return [e.textContent, r.top >= -0.5 && r.bottom <= innerHeight + 0.5 && (at === e || e.contains(at))];
});"""


def _turn_with_a_raise(server, night, d, size):
    """Alice's turn at a 320x568 phone, the other tables held, and her message with a call,
    a raise of 1 to 5 and an abandon on offer."""
    join_as(d, server, night, "Alice", size=size)
    ev = begin_evening(server, total=8, rounds=2, seed=4)
    wait_for(lambda: "s left" in d.find_element(By.ID, "status").text, 60, 0.05)
    for t in range(ev.table_count):
        if t != night.table_of("Alice"):
            server.call(night.hold, t).result(5)
    msg = server.call(night.message_for, "Alice").result(5)
    msg["legal"] = [{"kind": "abandon", "label": "Abandon", "low": 0, "high": 0},
                    {"kind": "call", "label": "Call 2", "low": 2, "high": 2},
                    {"kind": "raise", "label": "Raise", "low": 1, "high": 5}]
    msg["table"]["to_act"] = msg["seat"]
    return msg


def _all_in_sight(d):
    d.execute_script("window.scrollTo(0, 0)")
    time.sleep(0.3)
    return js(d, IN_SIGHT, "#actions button")


def test_every_turn_button_is_in_sight_on_the_small_phone(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (320, 568))
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind=raise]"), 5)
        seen = _all_in_sight(d)
        d.save_screenshot(str(shots / "phone-turn-320x568.png"))
        assert len(seen) == 5 and all(ok for _, ok in seen), seen
        # With the note over the clock (the host restarted), and with the notice of a missed
        # round folded above the table: still every button in sight.
        msg["table"]["clock"]["reset"] = True
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "clock-why").is_displayed(), 5)
        seen = _all_in_sight(d)
        d.save_screenshot(str(shots / "phone-turn-note-320x568.png"))
        assert all(ok for _, ok in seen), seen
        msg["missed"] = MISSED
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "missed").is_displayed(), 5)
        seen = _all_in_sight(d)
        d.save_screenshot(str(shots / "phone-turn-notice-folded-320x568.png"))
        assert all(ok for _, ok in seen), seen
        # Opened on her turn: its heading and its first lines are read, and the turn (its
        # clock, her cards and every button) stays in sight.
        d.find_element(By.ID, "missed").click()
        wait_for(lambda: "on-turn" in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        seen = _all_in_sight(d)
        d.save_screenshot(str(shots / "phone-turn-notice-open-320x568.png"))
        assert all(ok for _, ok in seen), seen
        lines = js(d, """const box = document.getElementById('missed'), b = box.getBoundingClientRect();
          return Array.from(box.querySelectorAll('p.mr, li')).filter((e) => {
            const r = e.getBoundingClientRect(); return r.top >= b.top && r.bottom <= b.bottom - 20; }).length;""")
        assert lines >= 2, lines  # "Round 1, at the booby table" and its first line at least
        for sel in ("#status", "#hand"):
            r = rect(d, sel)
            assert r["top"] >= 0 and r["bottom"] <= 568.5, (sel, r)
    finally:
        server.stop()


def test_a_name_tap_chooses_and_take_my_seat_takes_it_and_a_warning_is_in_sight(chrome, shots):
    """Round 6 of issue 37: tapping a name took the seat at once, and "Take my seat" then did
    nothing; at 320x568 "Alice is already seated on another phone" was half below the edge."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    night.expect("Bob", "blue")
    server = start_server(night)
    try:
        from chromium_helpers import open_fresh, screen
        screen(d, 320, 568, True)
        open_fresh(d, server.url + "#" + night.code)
        alice = wait_for(lambda: d.find_element(By.XPATH, "//div[@id='names']/button[text()='Alice']"), 10)
        alice.click()
        time.sleep(0.5)
        d.save_screenshot(str(shots / "phone-name-chosen-320x568.png"))
        alice = d.find_element(By.XPATH, "//div[@id='names']/button[text()='Alice']")
        assert "chosen" in alice.get_attribute("class") and alice.get_attribute("aria-pressed") == "true"
        assert d.find_element(By.ID, "join").is_displayed() and not server.call(night.seats.get, "Alice").result(5).connections
        # Another name tapped instead: that one is chosen, and only that one.
        d.find_element(By.XPATH, "//div[@id='names']/button[text()='Bob']").click()
        time.sleep(0.2)
        chosen = [b.text for b in d.find_elements(By.CSS_SELECTOR, "#names button.chosen")]
        assert chosen == ["Bob"], chosen
        d.find_element(By.XPATH, "//div[@id='names']/button[text()='Alice']").click()
        # A warning from the host about the name: whole, in sight, with the button under it.
        js(d, GIVE, json.dumps({"type": "error", "message": "Alice is already seated on another phone: if "
                                "that is you, ask the host to let this phone in."}))
        wait_for(lambda: d.find_element(By.ID, "name-bad").is_displayed(), 5)
        time.sleep(0.5)
        d.save_screenshot(str(shots / "phone-name-taken-320x568.png"))
        for sel in ("#name-bad", "#join-btn"):
            r = rect(d, sel)
            assert r["top"] >= -0.5 and r["bottom"] <= 568.5, (sel, r)
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        assert server.call(lambda: night.seats["Alice"].connections).result(5) >= 1
    finally:
        server.stop()


def test_each_turn_starts_at_the_least_raise(chrome, shots):
    """Round 6 of issue 37: the amount a guest last set was offered again at later turns and
    deals ("Raise 3 (put up 4)" at the next round)."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (390, 844))
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        js(d, GIVE, json.dumps(msg))
        raise_text = lambda: d.find_element(By.CSS_SELECTOR, "#actions button[data-kind=raise]").text  # noqa: E731
        wait_for(lambda: raise_text().startswith("Raise 1"), 5)
        for _ in range(2):
            d.find_element(By.CSS_SELECTOR, "#actions button[aria-label=more]").click()
        assert raise_text().startswith("Raise 3"), raise_text()
        # Another's turn, then hers again (the next deal): the least raise again.
        other = dict(msg, legal=[])
        js(d, GIVE, json.dumps(other))
        wait_for(lambda: not d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind=raise]"), 5)
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind=raise]"), 5)
        assert raise_text().startswith("Raise 1"), raise_text()
    finally:
        server.stop()
