"""The seventh play-test of issue 37, tried in a real browser: the television's bell banner
hides no line of the standings or the moves (it covered the last standings lines for seconds
every round); small phones keep every word and button whole.

States are given to the pages through their own sockets, as in the round-3 tests."""

from __future__ import annotations

import copy
import json
import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, overlap
from test_phones_party_round6 import MISSED
from test_phones_party_round7 import IN_SIGHT, _turn_with_a_raise

from game.phones.messages import overview_message
from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


CHROME_PREFIX = "party-round9-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


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


def test_sideways_with_the_notice_folded_every_turn_button_is_in_sight(chrome, shots):
    """Play-test round 7: at 844x390, the notice of a missed round folded across the screen
    pushed the Raise row (and its + button) below the foot."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (844, 390))
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        msg["missed"] = MISSED
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "missed").is_displayed(), 5)
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind=raise]"), 5)
        d.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.4)
        d.save_screenshot(str(shots / "phone-turn-notice-folded-844x390.png"))
        seen = js(d, IN_SIGHT, "#actions button")
        assert len(seen) >= 5 and all(ok for _, ok in seen), seen
        # the clock and the cards too
        seen = js(d, IN_SIGHT, "#status, #hand .card")
        assert all(ok for _, ok in seen), seen
    finally:
        server.stop()


NAME_UNDER = """return Array.from(document.querySelectorAll('#others .seat')).map((s) => {
  const nm = s.querySelector('.nm'), dl = s.querySelector('.dl');
  const r = document.createRange(); r.selectNodeContents(nm);
  const t = r.getBoundingClientRect(), box = s.getBoundingClientRect();
  const d = dl ? dl.getBoundingClientRect() : null;
  return [nm.textContent, t.right <= box.right - 1, !d || t.right <= d.left + 0.5 || t.bottom <= d.top + 0.5 || t.top >= d.bottom - 0.5];
});"""


@pytest.mark.parametrize("size", [(390, 844), (320, 568), (844, 390)])
def test_the_dealers_mark_covers_no_name(chrome, shots, size):
    """Play-test round 7: at 390 px the dealer's "D" covered the end of "Colonel Birch"."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, size)
        long = ["Colonel Birch", "Miss Beauchamp", "Mr. Cathcart"]
        others = [i for i, p in enumerate(msg["table"]["players"]) if p["name"] != "Alice"]
        for k, i in enumerate(others):
            msg["table"]["players"][i]["name"] = long[k % len(long)]
        for i in others:  # each in turn the dealer
            msg["table"]["dealer"] = i
            js(d, GIVE, json.dumps(msg))
            wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#others .seat.dealer .dl"), 5)
            time.sleep(0.3)
            seen = js(d, NAME_UNDER)
            d.save_screenshot(str(shots / f"phone-dealer-{i}-{size[0]}x{size[1]}.png"))
            assert all(inside and clear for _, inside, clear in seen), seen
    finally:
        server.stop()


def test_cards_raised_to_discard_lie_clear_of_the_pool(chrome, shots):
    """Play-test round 7: at 320x568 the cards raised to be discarded lay over the Pool pill."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (320, 568))
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        msg["legal"] = [{"kind": "draw", "label": "Draw", "low": 0, "high": 3}]
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#hand.drawing .slot"), 5)
        for i in range(3):  # each tap draws the hand afresh
            js(d, "document.querySelectorAll('#hand .slot')[arguments[0]].click()", i)
            time.sleep(0.2)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "phone-discards-320x568.png"))
        pool = js(d, "return document.getElementById('pool').getBoundingClientRect().toJSON()")
        cards = js(d, """return Array.from(document.querySelectorAll('#hand .slot.marked .card'))
            .map((c) => c.getBoundingClientRect().toJSON());""")
        assert len(cards) == 3
        assert all(c["top"] >= pool["bottom"] - 0.5 or not overlap(c, pool) for c in cards), (pool, cards)
        seen = js(d, IN_SIGHT, "#actions button")
        assert seen and all(ok for _, ok in seen), seen
    finally:
        server.stop()


def test_the_standings_figures_wrap_whole_at_320(chrome, shots):
    """Play-test round 7: at 320 px "1 yellow · / 57 counters", the dot left at a line's end."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (320, 568))
        rows = [("Ann", 2, 52), ("Mr. Abbott", 1, 57), ("Alice", 0, 51), ("Cat", 0, 50), ("Mrs. Alden", 0, 50),
                ("Mr. Cathcart", 0, 49), ("Miss Beauchamp", 0, 48), ("Colonel Birch", 0, 43)]
        msg["evening"]["stage"] = "over"
        msg["legal"], msg["table"]["to_act"], msg["table"]["clock"] = [], None, None
        msg["next"] = {"name": "Booby table", "moved": False}
        msg["standings"] = [{"name": n, "yellow": y, "net": c} for n, y, c in rows]
        msg["standing"] = {"place": 3, "of": 8, "yellow": 0, "net": 51, "extra": 0, "level": []}
        msg["evening"]["prizes_soon"] = True
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, "#next .standings li")) == 8, 5)
        time.sleep(0.4)
        d.save_screenshot(str(shots / "phone-standings-320x568.png"))
        figs = js(d, """return Array.from(document.querySelectorAll('#next .standings .fig')).map((f) => {
          const parts = Array.from(f.querySelectorAll('span'));
          const lines = new Set(parts.map((p) => { const r = document.createRange(); r.selectNodeContents(p.lastChild);
                                                    return Math.round(r.getBoundingClientRect().top); }));
          const dots = parts.map((p) => getComputedStyle(p, '::before').content);
          // each figure whole on its line; a dot only between two figures on one line
          return [f.textContent, parts.length, lines.size, f.classList.contains('stacked'), dots,
                  parts.every((p) => { const r = document.createRange(); r.selectNodeContents(p.lastChild);
                                       return new Set(Array.from(r.getClientRects()).map((q) => Math.round(q.top))).size === 1; })];
        });""")
        for text, n, lines, stacked, dots, whole in figs:
            assert whole, text
            if n > 1 and lines > 1:
                assert stacked and all(x in ("none", "normal") for x in dots[1:]), (text, dots)
    finally:
        server.stop()


def test_the_television_says_how_many_prizes_are_still_to_come(chrome, shots):
    """Play-test round 7: the television's list of prizes could not be told from the whole
    while the host's screen still showed "?" cards: those to come are said."""
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
        m = _overview(server, night)
        m["evening"].update(drawing=False, seated=False, next_in=None, stage="over", round=3, rounds=3, bell=None)
        m["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Ann", "note": "",
                        "why": "the most yellow counters (2)"}]
        m["prizes_more"] = 3
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#moves li.prizes-more"), 5)
        assert d.find_element(By.CSS_SELECTOR, "#moves li.prizes-more").text == \
            "3 more prizes to come: watch the host's screen."
        assert len(d.find_elements(By.CSS_SELECTOR, "#moves li.prize")) == 1
        m.pop("prizes_more")
        m["prizes"] = m["prizes"] * 4
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, "#moves li.prize")) == 4, 5)
        assert not d.find_elements(By.CSS_SELECTOR, "#moves li.prizes-more")
    finally:
        server.stop()
