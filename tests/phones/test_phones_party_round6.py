"""The fifth play-test of issue 37's party night, mended and tried in a real browser: the
"While you were away" notice sideways (844x390) inside its own box and tappable, put away,
and gone in the rounds after; the turn's clock in sight on return, and the notice saying
truly where the turn goes on; the right half of a sideways phone used during others' turns
(the log there); the newest word on the clock only ("the clock stopped", not beside "your
clock started again"); a name never broken between its title and surname at 320 px; the
end's standing as the standings number it, and a prize's note in the second person.

States are given to the page through its own socket, as in the round-3 tests."""

from __future__ import annotations

import json
import re
import time

import pytest
from chromium_helpers import By, join_as, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, overlap, rect

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


CHROME_PREFIX = "party-round6-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


MISSED = [{"round": 1, "table": "Booby table", "lines": [
    "Time ran out, so your hand was thrown in.", "Colonel Birch won the pool of 6 counters.",
    "You had 50 counters, and ended with as many.",
    "You stayed at the booby table. Only the winner of your table's pool moves up."]}]

HIT = """const e = arguments[0]; e.scrollIntoView({block: 'nearest'});
const r = e.getBoundingClientRect(), x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
const at = document.elementFromPoint(x, y);
return [at === e || e.contains(at), r.bottom <= innerHeight + 0.5 && r.top >= -0.5, at && at.outerHTML.slice(0, 80)];"""


def in_sight(d, sel: str, h: int) -> bool:
    r = rect(d, sel)
    return r["top"] >= -0.5 and r["bottom"] <= h + 0.5 and r["height"] > 0


def test_the_notice_sideways_is_read_and_put_away_and_the_turn_stays_in_sight(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice", size=(844, 390))
        ev = begin_evening(server, total=8, rounds=2, seed=4)
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text
                 and d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]"), 60, 0.05)
        mine_t = night.table_of("Alice")
        for t in range(ev.table_count):  # the other tables wait: no message comes between ours
            if t != mine_t:
                server.call(night.hold, t).result(5)
        msg = server.call(night.message_for, "Alice").result(5)
        assert msg["legal"] and len(msg["table"]["players"]) >= 4
        msg["missed"] = MISSED
        js(d, GIVE, json.dumps(msg))
        box = wait_for(lambda: (b := d.find_element(By.ID, "missed")).is_displayed() and b, 5)
        box.click()  # opened on her turn
        wait_for(lambda: "on-turn" in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-notice-on-turn-844x390.png"))
        # Round 5: the turn's clock lay below the fold, and the notice said "your turn goes on
        # below" when it was above.  The clock in sight, and the words true.
        assert in_sight(d, "#status", 390), rect(d, "#status")
        fold = d.find_element(By.CSS_SELECTOR, "#missed .fold").text
        status, notice, acts = rect(d, "#status"), rect(d, "#missed"), rect(d, "#actions")
        above = status["bottom"] <= notice["top"] + 1
        beside = acts["left"] >= notice["right"] - 1
        assert ("above" in fold) == above and ("beside" in fold) == beside, (fold, status, notice)
        assert ("below" in fold) == (not above and not beside), fold
        for b in d.find_elements(By.CSS_SELECTOR, "#actions button"):
            assert js(d, HIT, b)[:2] == [True, True], b.text
        # Her move is made (another's turn now): the notice opens in full, and "I have read
        # it" lies inside it, tappable, over no tile or card.
        mine = msg["seat"]
        other = next(i for i, p in enumerate(msg["table"]["players"]) if i != mine)
        msg["legal"] = []
        msg["table"]["to_act"] = other
        msg["table"]["clock"] = {"seat": other, "left": 40.0, "of": 600.0}
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: "on-turn" not in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-notice-others-turn-844x390.png"))
        button = d.find_element(By.XPATH, "//div[@id='missed']/button")
        inside, b_rect = rect(d, "#missed"), button.rect
        assert b_rect["y"] + b_rect["height"] <= inside["bottom"] + 0.5, (b_rect, inside)
        for sel in ("#others", "#hand", "#actions"):
            assert not overlap(rect(d, "#missed"), rect(d, sel)), sel
        hit = js(d, HIT, button)
        assert hit[:2] == [True, True], hit
        button.click()
        wait_for(lambda: not d.find_element(By.ID, "missed").is_displayed(), 5)
        wait_for(lambda: not server.call(night.missed_for, "Alice").result(5), 5)
        # Sideways, during another's turn, the right half holds her cards and the table's
        # log, not empty baize (round 5: the right half was empty).
        msg["missed"] = []
        msg["evening"]["round"] = 2
        msg["log"] = msg["log"] + [f"Line {i} of the table's log." for i in range(8)]
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: "to act" in d.find_element(By.ID, "status").text, 5)
        d.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-others-turn-844x390.png"))
        log = rect(d, "#log")
        assert log["left"] >= 844 / 2 - 1 and log["top"] < 390 * 0.7 and log["height"] > 60, log
        assert js(d, "const l = document.getElementById('log').lastElementChild.getBoundingClientRect();"
                     "return l.bottom <= innerHeight + 0.5")
        # A later message with nothing missed: the notice stays away.
        assert not d.find_element(By.ID, "missed").is_displayed()
        # Her turn again with a restarted clock, then the host stops answering: one word on
        # the clock, the newest.
        msg["legal"] = server.call(night.message_for, "Alice").result(5)["legal"]
        msg["table"]["to_act"] = mine
        msg["table"]["clock"] = {"seat": mine, "left": 500.0, "of": 600.0, "reset": True}
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "clock-why").is_displayed(), 5)
        server.stop()
        wait_for(lambda: "clock stopped" in d.find_element(By.ID, "status").text, 10)
        assert not d.find_element(By.ID, "clock-why").is_displayed()
    finally:
        server.stop()


BROKEN_TITLES = """
return Array.from(document.querySelectorAll(arguments[0])).filter((e) => e.offsetParent).filter((e) => {
  const t = e.firstChild; if (!t || t.nodeType !== 3) return false;
  const m = /^(Mrs?\\.|Miss|Dr\\.|Colonel|Major|Captain|Judge)[\\s\\u00a0]+/.exec(t.data); if (!m) return false;
  const r = document.createRange(); r.setStart(t, 0); r.setEnd(t, 1);
  const a = r.getClientRects()[0]; r.setStart(t, m[0].length); r.setEnd(t, m[0].length + 1);
  const b = r.getClientRects()[0];
  return Math.abs(a.top - b.top) > 2 || e.scrollWidth > e.clientWidth + 1;
}).map((e) => e.textContent);
"""


def test_names_stay_whole_at_320_and_the_end_says_the_standings_place(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice", size=(320, 568))
        ev = begin_evening(server, total=8, rounds=2, seed=4)
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text, 60, 0.05)
        mine_t = night.table_of("Alice")
        for t in range(ev.table_count):
            if t != mine_t:
                server.call(night.hold, t).result(5)
        msg = server.call(night.message_for, "Alice").result(5)
        names = ["Miss Beauchamp", "Miss Pemberton", "Captain Jarvis", "Major Sterling"]
        k = 0
        for i, p in enumerate(msg["table"]["players"]):
            if i != msg["seat"]:
                p["name"], p["gone"] = names[k], True  # "Miss Beauchamp (phone away)"
                k += 1
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: "Miss\u00a0Beauchamp (phone away)" in d.find_element(By.ID, "others").text
                 or "Miss Beauchamp (phone away)" in d.find_element(By.ID, "others").text, 5)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-names-320x568.png"))
        assert not js(d, BROKEN_TITLES, "#others .seat .nm"), js(d, BROKEN_TITLES, "#others .seat .nm")
        # The end: her standing is her own row, as the standings number it; a note of a prize
        # names her "you" (the server's words; see test_phones_log_words).
        rows = [("Mrs. Alden", 70), ("Colonel Birch", 64), ("Miss Beauchamp", 58), ("Captain Jarvis", 50),
                ("Alice", 50), ("Miss Pemberton", 44), ("Major Sterling", 40), ("Mr. Abbott", 30)]
        msg["evening"]["stage"] = "over"
        msg["legal"] = []
        msg["table"]["to_act"] = None
        msg["table"]["clock"] = None
        msg["next"] = {"name": "Table 2", "moved": False}
        msg["standings"] = [{"name": n, "yellow": 0, "net": c} for n, c in rows]
        msg["standing"] = {"place": 5, "of": 8, "yellow": 0, "net": 50, "extra": 0, "level": ["Captain Jarvis"]}
        msg["prizes"] = [{"prize": "red", "title": "The ladies: most counters", "player": "Mrs. Alden", "yours": False,
                          "note": "Not given: you have a prize already (one prize a guest)."}]
        js(d, GIVE, json.dumps(msg))
        standing = wait_for(lambda: d.find_element(By.CSS_SELECTOR, "#next .standing").text, 5).replace("\u00a0", " ")
        assert "5th of 8" in standing and "as many as Captain Jarvis" in standing and "equal" not in standing, standing
        listed = js(d, "return Array.from(document.querySelectorAll('#next .standings li'))"
                       ".map((li) => li.textContent)")
        assert listed[4].startswith("5.") and "You" in listed[4], listed
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-end-320x568.png"))
        assert not js(d, BROKEN_TITLES, "#next .standings .who"), js(d, BROKEN_TITLES, "#next .standings .who")
    finally:
        server.stop()


def test_the_television_keeps_every_table_while_the_host_is_away(chrome, shots):
    """Round 5 of issue 37: while the host was down the television showed one table a page.
    It shows the evening as ever, every table that fits, with the host's absence said in its
    header."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        ev = begin_evening(server, total=12, rounds=2, seed=4)
        screen(d, 1920, 1080, False)
        d.get("about:blank")
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
        time.sleep(1.5)
        before = len(d.find_elements(By.CSS_SELECTOR, ".tv-table"))
        server.stop()
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 15)
        time.sleep(3)  # the screen fits itself again each second
        d.save_screenshot(str(shots / "tv-host-away.png"))
        assert len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == before == ev.table_count
        assert d.find_element(By.ID, "page").text == ""
        assert "host is away" in d.find_element(By.ID, "offline").text
        notice = rect(d, "#offline")
        for sel in ("#code", ".tv-join img", "#round", "#tables"):
            assert not overlap(notice, rect(d, sel)), sel
        assert notice["bottom"] <= 1080 * 0.25, notice
    finally:
        server.stop()


def test_the_phone_counts_to_the_hosts_deadline_not_from_when_a_message_came(chrome, shots):
    """Round 5 of issue 37: the host's window, a phone and the television a few seconds apart.
    Every message carries the host's time and each clock its deadline: a message that comes
    three seconds late does not put the phone's count three seconds behind."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice", size=(390, 844))
        ev = begin_evening(server, total=8, rounds=2, seed=4)
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text, 60, 0.05)
        mine_t = night.table_of("Alice")
        for t in range(ev.table_count):
            if t != mine_t:
                server.call(night.hold, t).result(5)
        host = server.call(night.clock_for, mine_t).result(5)
        shown = int(re.search(r"(\d+) s left", d.find_element(By.ID, "status").text).group(1))
        assert abs(shown - host["left"]) <= 1, (shown, host)
        # The same turn, its message three seconds on the way: the count keeps to the deadline.
        msg = server.call(night.message_for, "Alice").result(5)
        now = js(d, "return Date.now()")
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 43.0, "of": 600.0, "until": now + 40000}
        msg["now"] = now - 3000
        js(d, GIVE, json.dumps(msg))
        time.sleep(0.6)
        shown = int(re.search(r"(\d+) s left", d.find_element(By.ID, "status").text).group(1))
        assert shown in (39, 40), shown
    finally:
        server.stop()
