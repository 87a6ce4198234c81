"""The sixth play-test of issue 37, its last faults mended and tried in a real browser: the
end screen says which prize the guest won and why, next to his place (a booby prize above
"8th of 8" read as a mistake); the television says the evening's phase, rings the bell with
a banner, lists the prizes with their winners and why, gives level players one place
("=3rd") and keeps nothing of an old evening when a new one comes; the "More below" cue of
the notice opened on a turn covers no half line at 390x844 or 320x568.

States are given to the pages through their own sockets, as in the round-3 tests."""

from __future__ import annotations

import copy
import json
import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS, overlap, rect
from test_phones_party_round7 import _turn_with_a_raise

from game.phones.messages import overview_message
from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


CHROME_PREFIX = "party-round8-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


SIZES = [(390, 844), (320, 568), (844, 390)]


def test_the_end_says_which_prize_and_why_next_to_the_place(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (390, 844))
        rows = [("Mrs. Alden", 70), ("Colonel Birch", 64), ("Miss Beauchamp", 58), ("Captain Jarvis", 50),
                ("Bob", 50), ("Miss Pemberton", 44), ("Major Sterling", 40), ("Alice", 21)]
        msg["evening"]["stage"] = "over"
        msg["legal"], msg["table"]["to_act"], msg["table"]["clock"] = [], None, None
        msg["next"] = {"name": "Booby table", "moved": False}
        msg["standings"] = [{"name": n, "yellow": 0, "net": c} for n, c in rows]
        msg["standing"] = {"place": 8, "of": 8, "yellow": 0, "net": 21, "extra": 0, "level": []}
        msg["prizes"] = [
            {"prize": "red", "title": "Ladies: most counters", "player": "Mrs. Alden", "yours": False, "note": "",
             "why": "the most counters of the Ladies (70 counters)"},
            {"prize": "booby", "title": "The booby prize", "player": "Alice", "yours": True, "note": "",
             "why": "the fewest counters of the guests (21 counters)"}]
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.CSS_SELECTOR, "#next .won-why"), 5)
        for w, h in SIZES:
            screen(d, w, h, True)
            d.execute_script("window.scrollTo(0, 0)")
            time.sleep(0.4)
            d.save_screenshot(str(shots / f"phone-end-prize-why-{w}x{h}.png"))
            head = d.find_element(By.CSS_SELECTOR, "#next .end-head").text
            why = d.find_element(By.CSS_SELECTOR, "#next .won-why").text
            place = d.find_element(By.CSS_SELECTOR, "#next .standing").text
            assert head == "You won a prize!", head
            # The why on its own line as the list below says it, not after a second colon (party round 13).
            assert why == "The booby prize\nFor the fewest counters of the guests (21 counters).", why
            assert place.startswith("You finished 8th of 8"), place
            # Which and why straight under the head, the place straight under that: all in sight.
            order = js(d, """return Array.from(document.querySelectorAll('#next > *')).slice(0, 3)
                .map((e) => e.className);""")
            assert order == ["end-head", "won-why", "standing"], order
            assert rect(d, "#next .standing")["bottom"] <= h, (w, h)
        # The list below gives each winner's reason too.
        items = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#next .prizes li")]
        assert "For the most counters of the Ladies (70 counters)." in items[0], items
    finally:
        server.stop()


def _overview(server, night):
    return server.call(lambda: overview_message(night.ev, night.stage, night.deals, night.code, server.url,
                                                night.away)).result(5)


def test_the_televisions_words_through_an_evening_and_a_new_one(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        ev = begin_evening(server, total=12, rounds=3, seed=4)
        for t in range(ev.table_count):  # nothing moves but what the test gives the screen
            server.call(night.hold, t).result(5)
        screen(d, 1920, 1080, False)
        d.get("about:blank")
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
        base = _overview(server, night)
        base["evening"].update(drawing=False, seated=False, next_in=None)
        phase = lambda: d.find_element(By.ID, "round").text  # noqa: E731

        m = copy.deepcopy(base)
        m["evening"].update(stage="playing", round=2, rounds=3, bell=None)
        for t in m["tables"]:
            t.pop("result", None)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: phase().startswith("Round 2 of 3"), 5)
        assert phase() == "Round 2 of 3 \u00b7 every table is dealing", phase()

        # The bell: a banner, and the phase says the other tables play their last deals.
        m["evening"]["bell"] = {"round": 2, "winner": "Cleo"}
        m["tables"][0]["result"] = {"winner": "Cleo", "pool": 6, "shown": True, "in_call": ["Cleo"]}
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_element(By.ID, "bell").is_displayed(), 5)
        rest = ev.table_count - 1
        assert phase() == ("Round 2 of 3 \u00b7 the bell has rung: " + (
            "one table is playing its last deal" if rest == 1 else f"{rest} tables are playing their last deals")), phase()
        assert "Cleo wins the head table's pool" in d.find_element(By.ID, "bell").text
        # The banner leaves the header's round and phase in sight.
        assert not overlap(rect(d, "#bell"), rect(d, "#round")) and not overlap(rect(d, "#bell"), rect(d, "h1"))
        d.save_screenshot(str(shots / "tv-bell.png"))

        # Between rounds: the moves, and the next round counted down.
        m = copy.deepcopy(m)
        m["evening"].update(stage="between", next_in=12)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: phase().startswith("After round 2 of 3"), 5)
        assert phase() in ("After round 2 of 3 \u00b7 the moves \u00b7 next round in 12 s",
                           "After round 2 of 3 \u00b7 the moves \u00b7 next round in 11 s"), phase()

        # The last round is said to be the last.
        m["evening"].update(stage="playing", round=3, bell=None, next_in=None)
        for t in m["tables"]:
            t.pop("result", None)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: phase().startswith("Round 3 of 3, the last"), 5)
        assert not d.find_element(By.ID, "bell").is_displayed()  # a new round: the old bell's banner goes

        # The end: the prizes a list with their winners and why; level players share a place.
        m = copy.deepcopy(m)
        m["evening"].update(stage="over", round=3, bell={"round": 3, "winner": "Bob"})
        m["standings"] = [{"name": "Bob", "yellow": 2, "net": 60}, {"name": "Alice", "yellow": 1, "net": 55},
                          {"name": "Cleo", "yellow": 0, "net": 50}, {"name": "Dan", "yellow": 0, "net": 50},
                          {"name": "Eve", "yellow": 0, "net": 40}]
        m["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Bob", "note": "",
                        "why": "the most yellow counters (2)"},
                       {"prize": "booby", "title": "The booby prize", "player": "Eve", "note": "",
                        "why": "the fewest counters of the guests (40 counters)"}]
        m.pop("moves", None)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#moves li.prize"), 5)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "tv-prizes.png"))
        places = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#standings li .at")]
        assert places == ["1.", "2.", "3=", "3=", "5."], places  # as a score card writes them (round 13)
        prizes = [[s.text for s in li.find_elements(By.CSS_SELECTOR, "span")]
                  for li in d.find_elements(By.CSS_SELECTOR, "#moves li.prize")]
        assert prizes[0] == ["Most yellow counters", "Bob", "for the most yellow counters (2)"], prizes
        assert prizes[1] == ["The booby prize", "Eve", "for the fewest counters of the guests (40 counters)"], prizes
        assert d.find_element(By.ID, "moves-title").text == "The prizes"
        assert js(d, "return document.documentElement.scrollHeight") <= 1082

        # Every prize with a long reason (round 6: the booby prize was below the screen's
        # foot): the last in sight, the tables making way if they must.
        long = ("Colonel Birch (58 counters), Mr. Abbott (56 counters) and Mr. Cathcart (49 counters) had "
                "more, but computer players take no prize; Cleo had 51 counters, but has the prize for most "
                "yellow counters: one prize a guest")
        m["prizes"] = [dict(p, note=long) for p in m["prizes"] * 2]
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, "#moves li.prize")) == 4, 5)
        time.sleep(0.3)
        d.save_screenshot(str(shots / "tv-prizes-long.png"))
        assert js(d, "return document.documentElement.scrollHeight") <= 1082
        assert rect(d, "#moves li.prize:last-child")["bottom"] <= 1080
        # A new evening comes to this screen (its lobby): nothing of the old one is kept.
        js(d, GIVE, json.dumps({"type": "lobby", "you": None, "guests": ["Zoe"], "address": server.url, "code": "NEWE"}))
        wait_for(lambda: "Zoe" in phase(), 5)
        assert not d.find_elements(By.CSS_SELECTOR, ".tv-table, #moves li, #standings li")
        assert "over" not in d.find_element(By.TAG_NAME, "body").get_attribute("class")
        # ... and its first overview shows no old prize, and rings its own bell when it comes.
        m = copy.deepcopy(base)
        m["code"] = "NEWE"
        m["evening"].update(stage="playing", round=1, rounds=3, bell=None)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: phase().startswith("Round 1 of 3"), 5)
        assert d.find_element(By.ID, "moves-title").text == "The moves"
        assert not d.find_elements(By.CSS_SELECTOR, "#moves li.prize")
        # An old evening's screen asked for another code: its tables go too.
        js(d, GIVE, json.dumps({"type": "error", "message": "That is not this evening's code."}))
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 5)
        assert not d.find_elements(By.CSS_SELECTOR, ".tv-table")
    finally:
        server.stop()


LONG_MISSED = [{"round": 1, "table": "Booby table", "lines": [
    "Time ran out, so your hand was thrown in.", "Colonel Birch won the pool of 6 counters.",
    "You had 50 counters, and ended with 47.",
    "You stayed at the booby table. Only the winner of your table's pool moves up."]},
    {"round": 2, "table": "Booby table", "lines": [
        "Time ran out, so you stood pat.", "Miss Beauchamp won the pool of 9 counters.",
        "You had 47 counters, and ended with 45.",
        "You stayed at the booby table. Only the winner of your table's pool moves up."]}]

HALF_COVERED = """const box = document.getElementById('missed'), cue = box.querySelector('.more-cue');
if (!cue) return 'no cue';
const c = cue.getBoundingClientRect(), b = box.getBoundingClientRect();
const bg = getComputedStyle(cue).backgroundImage + ' ' + getComputedStyle(cue).backgroundColor;
const out = [];
for (const e of box.querySelectorAll('b, .mr, li, button')) {
  const r = e.getBoundingClientRect();
  // A line that shows above the cue and runs under it: half covered.
  if (r.top < c.top - 0.5 && r.bottom > c.top + 0.5) out.push('under the cue: ' + e.textContent);
  if (r.top < b.top + box.clientTop - 0.5 && r.bottom > b.top + box.clientTop + 0.5) out.push('cut at the top: ' + e.textContent);
}
if (c.bottom > b.bottom + 0.5) out.push('cue below the box');
return [out, bg];"""


@pytest.mark.parametrize("size", [(390, 844), (320, 568)])
def test_the_more_below_cue_covers_no_half_line(chrome, shots, size):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, size)
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        msg["missed"] = LONG_MISSED
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_element(By.ID, "missed").is_displayed(), 5)
        d.find_element(By.ID, "missed").click()
        wait_for(lambda: "on-turn" in d.find_element(By.ID, "missed").get_attribute("class"), 5)
        time.sleep(0.5)  # the words of where the turn goes on are put in at the next frame
        d.save_screenshot(str(shots / f"phone-more-below-{size[0]}x{size[1]}.png"))
        out, bg = js(d, HALF_COVERED)
        assert out == [], out
        assert "gradient" not in bg and "rgba(0, 0, 0, 0)" not in bg, bg  # nothing shows through it
    finally:
        server.stop()
