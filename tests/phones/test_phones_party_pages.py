"""Party night as guests meet it, in a real browser (issue 28): one headless Chromium for the
module, set to a phone (390x844) or a television (1920x1080, 1280x720) by the DevTools'
own screen emulation.

The phone: the join page (its code field, the sign that the code is right, the groups only
then, the late arrival's words), a whole evening as one guest (her turn's clock, a time-out
and what was done for her, the same "I'm back" after a reopened browser, her own counters
and seat, the bell that takes no tap, the last result before the moves, no moves after the
last round, the end and the prizes, and no "Reconnecting..." once the server has stopped).
The television: its code, its type sizes, no inline style, no console error, its own field
for the code and #CODE taken without a reload, cards drawn as cards."""

from __future__ import annotations

import os
import re
import time
import urllib.request
from pathlib import Path

import pytest
from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
from chromium_helpers import By, fresh, join_as, js, open_fresh, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
RAW_CARDS = re.compile(r"\b(10|[2-9TJQKA])[cdhs] (10|[2-9TJQKA])[cdhs]\b")


CHROME_PREFIX = "party-pages-"  # the browser's profile (the fixture is conftest.py's)


@pytest.fixture(autouse=True)
def _left_clean(request):
    """After each test the browser leaves its page and its log is emptied: a page whose server
    was stopped (the host-down tests) goes on trying to reconnect, and its errors would be read
    as a later test's console faults."""
    yield
    if "chrome" in request.fixturenames:
        d = request.getfixturevalue("chrome")
        d.get("about:blank")
        d.get_log("browser")


@pytest.fixture
def shots(tmp_path):
    folder = os.environ.get("PHONES_SCREENSHOTS")
    out = Path(folder) if folder else tmp_path
    out.mkdir(parents=True, exist_ok=True)
    return out


def console_faults(d) -> list[str]:
    return [e["message"] for e in d.get_log("browser") if e["level"] == "SEVERE" or "Content Security" in e["message"]]


SMALLEST_TEXT = """
const out = [];
for (const e of document.querySelectorAll('body *')) {
  if (!e.offsetParent && getComputedStyle(e).position !== 'fixed') continue;
  const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  out.push([parseFloat(getComputedStyle(e).fontSize), e.tagName + '#' + e.id + '.' + e.className]);
}
out.sort((a, b) => a[0] - b[0]);
return out.slice(0, 3);
"""


def test_the_television_reads_across_a_room_and_takes_its_code(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=120.0, between=30.0))
    server = start_server(night)
    try:
        screen(d, 1920, 1080, False)
        d.get(server.url + "tv")  # no code: a field to type it, not a dead end
        form = wait_for(lambda: (f := d.find_element(By.ID, "code-form")).is_displayed() and f)
        assert "code" in form.text
        js(d, "window.sameVisit = 1; location.hash = arguments[0];", night.code)
        wait_for(lambda: d.find_element(By.ID, "code").text == night.code, 10)
        assert js(d, "return window.sameVisit") == 1  # taken without a reload
        assert not d.find_element(By.ID, "code-form").is_displayed()
        begin_evening(server, total=12, rounds=1, seed=2)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == 3, 10)
        wait_for(lambda: server.snapshot.get("stage") == "over", 60)
        time.sleep(0.6)
        for w, h in ((1920, 1080), (1280, 720)):
            screen(d, w, h, False)
            time.sleep(0.3)
            d.save_screenshot(str(shots / f"tv-{w}x{h}.png"))
            inner = js(d, "return innerHeight")
            code_px = js(d, "return parseFloat(getComputedStyle(document.getElementById('code')).fontSize)")
            assert code_px >= 0.08 * inner, f"the code is {code_px} px on a {inner} px screen"
            smallest = js(d, SMALLEST_TEXT)
            assert smallest[0][0] >= 0.025 * inner - 0.5, f"too small on a {inner} px screen: {smallest}"
        text = d.find_element(By.ID, "tables").text
        assert not RAW_CARDS.search(text), text
        if any(t.get("result", {}).get("shown") for t in server.snapshot["overview"]["tables"]):
            assert d.find_elements(By.CSS_SELECTOR, ".tv-table .cards svg.card")
            # Issue 37, minor 11: a shown hand is read across a room, on a line of its own.
            for w, h in ((1920, 1080), (1280, 720)):
                screen(d, w, h, False)
                time.sleep(0.3)
                widths = js(d, "return Array.from(document.querySelectorAll('.tv-table .shown-hand .card'))"
                               ".map((c) => c.getBoundingClientRect().width);")
                assert widths and min(widths) >= (0.065 if h >= 1000 else 0.05) * h, (w, h, widths)
                assert js(d, "return document.documentElement.scrollHeight") <= h + 2
            d.save_screenshot(str(shots / "tv-shown-hands-1280x720.png"))
            screen(d, 1920, 1080, False)
            time.sleep(0.3)
            d.save_screenshot(str(shots / "tv-shown-hands-1920x1080.png"))
        assert "The prizes" in d.find_element(By.ID, "moves-title").text
        # The bell is the room's size too, and drawn as a bell: crown, shoulder, lip and clapper.
        js(d, "document.getElementById('bell').hidden = false")
        assert js(d, "return document.querySelectorAll('#bell svg path, #bell svg rect, #bell svg circle').length") >= 6
        assert js(d, "return !!document.querySelector('#bell svg linearGradient')")
        d.save_screenshot(str(shots / "tv-bell.png"))
        bell_px = js(d, "return parseFloat(getComputedStyle(document.querySelector('#bell b')).fontSize)")
        assert bell_px >= 0.05 * js(d, "return innerHeight")
        # Nothing the CSP refuses: no style attribute written in the page (the bell's banner is
        # placed through the style object, which the CSP allows, to keep off the standings).
        assert js(d, "return document.querySelectorAll('body [style]:not(#bell)').length") == 0
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_the_join_page_and_a_late_arrival(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=120.0))
    night.expect("Ann", "red")
    server = start_server(night)
    try:
        screen(d, 390, 844, True)
        open_fresh(d, server.url)
        code = wait_for(lambda: d.find_element(By.ID, "code"))
        # The placeholder fits its field.
        fits = js(d, """const i = arguments[0], cs = getComputedStyle(i, '::placeholder');
            const c = document.createElement('canvas').getContext('2d'); c.font = cs.fontSize + ' ' + cs.fontFamily;
            const ls = parseFloat(cs.letterSpacing) || 0;
            return c.measureText(i.placeholder).width + ls * i.placeholder.length <= i.clientWidth - 28;""", code)
        assert fits
        assert not d.find_element(By.ID, "new-box").is_displayed()  # no group buttons under nothing
        code.send_keys(night.code)
        wait_for(lambda: d.find_element(By.ID, "code-ok").is_displayed(), 5)
        assert d.find_elements(By.CSS_SELECTOR, "#groups button")
        d.find_element(By.XPATH, "//div[@id='names']/button[text()='Ann']").click()
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        begin_evening(server, total=12, rounds=2, seed=5)
        # A newcomer after the seats are drawn: every listed name is taken.
        js(d, "localStorage.clear()")
        d.get(server.url)
        d.find_element(By.ID, "code").send_keys(night.code)
        wait_for(lambda: d.find_element(By.ID, "code-ok").is_displayed(), 5)  # the code worked
        assert "seats are already drawn" in d.find_element(By.ID, "drawn").text
        d.find_element(By.ID, "join-btn").click()  # no name yet: asked for it, kindly, by the field
        wait_for(lambda: d.find_element(By.ID, "name-ask").is_displayed(), 5)
        assert "your name" in d.find_element(By.ID, "name-ask").text
        assert not d.find_element(By.ID, "name-bad").is_displayed()  # red only at a second tap
        assert d.find_element(By.ID, "name").is_displayed()
        d.find_element(By.ID, "name").send_keys("Dora")
        assert not d.find_element(By.ID, "name-ask").is_displayed()  # typed: the word goes
        d.save_screenshot(str(shots / "phone-late.png"))
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        assert "host" in d.find_element(By.ID, "lobby-sub").text
        server.call(night.seat_late, "Dora").result(5)
        wait_for(lambda: "booby table" in d.find_element(By.ID, "lobby-sub").text, 5)
        assert urllib.request.urlopen(server.url + "favicon.ico", timeout=5).status == 200
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_a_wrong_code_is_said_under_the_code_and_the_right_one_clears_it(chrome, shots):
    """Issue 37: ZZZZ then *Take my seat* said "Type your name" with no name field, and the
    banner stayed after the right code.  Now every word is by the field it is about."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=120.0))
    night.expect("Ann", "red")
    server = start_server(night)
    try:
        for w, h in ((390, 844), (320, 568), (844, 390)):
            screen(d, w, h, True)
            open_fresh(d, server.url)
            code = wait_for(lambda: d.find_element(By.ID, "code"))
            code.send_keys("ZZZZ")
            bad = wait_for(lambda: (e := d.find_element(By.ID, "code-bad")).is_displayed() and e, 5)
            assert "not this evening's code" in bad.text
            d.find_element(By.ID, "join-btn").click()
            time.sleep(0.3)
            words = d.find_element(By.ID, "join").text + " " + d.find_element(By.ID, "toast").text * \
                d.find_element(By.ID, "toast").is_displayed()
            assert "Type your name" not in words and "your name" not in words, words
            assert "not this evening's code" in d.find_element(By.ID, "code-bad").text
            assert not d.find_element(By.ID, "toast").is_displayed()
            assert js(d, "return document.activeElement.id") == "code"  # where to put it right
            # The warning sits in sight, under the field.
            top = js(d, "return document.getElementById('code-bad').getBoundingClientRect().bottom")
            assert top <= h, (w, h, top)
            d.save_screenshot(str(shots / f"phone-wrong-code-{w}x{h}.png"))
            code.clear()
            code.send_keys(night.code)
            wait_for(lambda: d.find_element(By.ID, "code-ok").is_displayed(), 5)
            assert not d.find_element(By.ID, "code-bad").is_displayed()
            assert not d.find_element(By.ID, "toast").is_displayed()
            assert d.find_element(By.XPATH, "//div[@id='names']/button[text()='Ann']").is_displayed()
            assert d.find_element(By.ID, "name").is_displayed()
            d.find_element(By.ID, "join-btn").click()  # the code is right; no name yet: said by the name
            wait_for(lambda: d.find_element(By.ID, "name-ask").is_displayed(), 5)
            assert "your name" in d.find_element(By.ID, "name-ask").text
            assert js(d, "return document.activeElement.id") == "name"
        d.find_element(By.XPATH, "//div[@id='names']/button[text()='Ann']").click()
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_an_evening_on_a_guests_phone(chrome, shots):
    d = chrome
    # At a pace a loaded machine keeps up with: the reopened browser comes back in the round.
    # The rounds' break is long, and let go once the page has been seen in it: a short one
    # (2.5 s) passed unseen while this loop waited on a loaded machine's browser.
    night = PhoneNight(fast_settings(pace=0.25, timeout=4.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    seen = set()
    try:
        join_as(d, server, night, "Alice")
        ev = begin_evening(server, total=12, rounds=2, seed=1)

        # Her first turn: the clock runs on her phone; she does not tap, and is told why.
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text, 30)
        d.save_screenshot(str(shots / "phone-clock.png"))
        wait_for(lambda: d.find_element(By.ID, "away").is_displayed(), 15)
        said = d.find_element(By.ID, "acted-for").text
        assert said.startswith("Time ran out, so ") or said.startswith("You were away, so "), said
        log = d.find_element(By.ID, "log").text
        assert "You throw in your hand" not in log
        d.save_screenshot(str(shots / "phone-timed-out.png"))
        d.refresh()  # a reopened browser: the same notice and the same way back
        wait_for(lambda: d.find_element(By.ID, "away").is_displayed(), 10)
        assert "Alice" in night.away
        try:
            d.find_element(By.ID, "back-btn").click()
        except ElementNotInteractableException:  # a new round began as she tapped: back already
            assert "Alice" not in night.away
        wait_for(lambda: not d.find_element(By.ID, "away").is_displayed(), 10)

        # The bell takes no tap and hides nothing but the header.
        js(d, "document.getElementById('bell').hidden = false")
        assert js(d, "return getComputedStyle(document.getElementById('bell')).pointerEvents") == "none"
        over_cards = js(d, """const b = document.getElementById('bell').getBoundingClientRect();
            return Array.from(document.querySelectorAll('#others .seat, #hand .slot, #actions button'))
              .some((e) => { const r = e.getBoundingClientRect();
                             return r.top < b.bottom - 1 && r.bottom > b.top; });""")
        assert not over_cards
        js(d, "document.getElementById('bell').hidden = true")

        result_round, deadline = set(), time.monotonic() + 150
        while time.monotonic() < deadline:
            stage = server.snapshot.get("stage")
            if stage == "over":
                break
            try:
                me = d.find_elements(By.CSS_SELECTOR, "#others .seat.me")
                if me and "live" not in seen and night.stage == "playing":
                    mine = d.find_element(By.ID, "mine").text
                    stack = me[0].find_element(By.CSS_SELECTOR, ".ct").text.split(" ")[0]
                    if stack and mine.startswith(stack + " counters"):
                        seen.add("live")
                if d.find_elements(By.CSS_SELECTOR, "#others .seat .dl"):
                    seen.add("dealer")
                # The page as it is at one moment (the next round may begin at any time).
                nxt, status = js(d, """const n = document.getElementById('next');
                    return [n.hidden ? '' : n.textContent, document.getElementById('status').textContent];""")
                if stage == "between" and nxt.startswith(("Go to", "Stay at")) and "between" not in seen:
                    # The last result before the moves: the winner and the pool of her table,
                    # and the next round counted down.
                    assert "wins the pool of" in status or "win the pool of" in status, status
                    wait_for(lambda: (js(d, COUNTDOWN) or "").startswith("Next round in "), 5)
                    d.save_screenshot(str(shots / "phone-between.png"))
                    seen.add("between")
                if stage == "between" and "between" in seen:
                    server.call(night.moves_shown).result(5)  # seen: the next round may come
                shown = d.find_elements(By.CSS_SELECTOR, "#others .seat.shown")
                if shown and "zoom" not in seen:
                    assert shown[0].find_element(By.CSS_SELECTOR, ".card").size["width"] >= 40
                    shown[0].click()
                    wait_for(lambda: d.find_element(By.ID, "zoom").is_displayed(), 3)
                    assert d.find_element(By.CSS_SELECTOR, "#zoom .card").size["width"] >= 100
                    d.find_element(By.ID, "zoom").click()
                    seen.add("zoom")
                buttons = d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]")
                kinds = [b.get_attribute("data-kind") for b in buttons]
                if "draw" in kinds and "marked" not in seen:
                    d.find_elements(By.CSS_SELECTOR, "#hand .slot")[0].click()
                    d.refresh()  # a mark survives a reload
                    wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#hand .slot.marked"), 5)
                    seen.add("marked")
                    continue
                if "straddle" in kinds:
                    assert "straddle is" in d.find_element(By.ID, "actions").text
                    seen.add("straddle")
                if kinds:
                    order = ["call", "show", "no straddle", "draw", "bet", "abandon"]
                    pick = min(kinds, key=lambda k: order.index(k) if k in order else 99)
                    buttons[kinds.index(pick)].click()
            except AssertionError:
                raise  # (a fault found is told, not taken for a page that redrew)
            except Exception:  # the page redrew as we looked: look again
                pass
            time.sleep(0.15)
        wait_for(lambda: "The evening is over" in d.find_element(By.ID, "next").text, 20)
        played_at = ev.table_name([int(r["table"]) - 1 for r in ev.rounds[-1]["tables"] if "Alice" in r["seats"]][0])
        end = d.find_element(By.ID, "next").text
        # ("at the head table": a table named as a sentence names it, "Table 2" with its capital)
        assert "You finished" in end and "Your last deal was at" in end and "Go to" not in end
        assert (played_at if played_at.startswith("Table") else "the " + played_at[0].lower() + played_at[1:]) in end
        assert "Waiting for the deal" not in d.find_element(By.ID, "status").text
        assert d.find_elements(By.CSS_SELECTOR, "#next .prizes li")
        d.save_screenshot(str(shots / "phone-over.png"))
        assert {"between", "live", "dealer"} <= seen, seen
        assert not re.search(r"\(Laws? \d+[^)]*\)\.?$", d.find_element(By.ID, "log").text, re.M)
        server.stop()
        time.sleep(2.5)  # the evening is over: no "Reconnecting..." and no more tries
        assert not d.find_element(By.ID, "offline").is_displayed()
        tries = [e for e in d.get_log("browser") if "WebSocket" in e["message"]]
        assert len(tries) <= 1, tries
    finally:
        server.stop()


def test_a_guest_whose_phone_was_closed_across_a_rounds_end_is_told_first_what_happened(chrome, shots):
    """Issue 37, major 3: Alice's browser is closed on her turn and opened again in the next
    round.  Her phone leads with the round she missed: her time ran out and what was done in
    her name, her table's winner, her counters, her move; "I have read it" puts it away."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=2.0, between=0.5))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        ev = begin_evening(server, total=12, rounds=3, seed=1)
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text, 30, 0.05)
        d.get("about:blank")  # the browser is closed on her turn
        wait_for(lambda: ev.rounds_played >= 1, 90)

        def hold() -> None:
            # The next round is held still while her page is looked at: at this pace a loaded
            # machine's browser, slow to open, saw the box go by itself after her two moves
            # (and the round run on) before it looked.
            night.settings.pace = night.settings.timeout = 10_000.0

        server.call(hold).result(5)
        wait_for(lambda: night.stage == "playing", 30)
        d.get(server.url)  # and opened again in the next round: her token brings her back
        box = wait_for(lambda: (b := d.find_element(By.ID, "missed")).is_displayed() and b, 15)
        # No tap on this page since it opened: the browser would block the bell's buzz, so one
        # is asked for (issue 37, minor 14).
        assert d.find_element(By.ID, "buzz").is_displayed()
        assert "Tap anywhere to get the bell's buzz" in d.find_element(By.ID, "buzz").text
        # The page's last line, in its flow: it covers nothing (round 3 of issue 37: over the
        # header it hid the table and the round), and nothing above it moves when it goes
        # (play-test 2: the first tap on Raise was lost as the page moved up).
        assert js(d, "return document.getElementById('game').lastElementChild.id") == "buzz"
        assert js(d, "return getComputedStyle(document.getElementById('buzz')).position") == "static"
        if "folded" in box.get_attribute("class"):  # her turn: only its heading, a tap opens it
            assert "Your turn first" in box.text
            box.click()
            box = wait_for(lambda: (b := d.find_element(By.ID, "missed")) and "folded" not in b.get_attribute("class") and b, 5)
        text = box.text
        rec = ev.rounds[0]
        mine = next(r for r in rec["tables"] if "Alice" in r["seats"])
        assert "While you were away" in text and "Round 1" in text, text
        assert "Time ran out, so" in text, text
        assert (f"{mine['winner']} won the pool" in text) or ("You won the pool" in text), text
        assert "You had" in text and ("You went to" in text or "You stayed at" in text), text
        # First on the screen (below the header; after her cards and buttons on her turn), in
        # sight without scrolling.
        assert js(d, "return document.getElementById('missed').getBoundingClientRect().top") < 844
        for w, h in ((390, 844), (320, 568), (844, 390)):
            screen(d, w, h, True)
            time.sleep(0.4)
            d.save_screenshot(str(shots / f"phone-missed-{w}x{h}.png"))
            # Right under the header (and the ask for a tap), on her turn too (docs/party.md).
            before = js(d, """let e = document.getElementById('missed').previousElementSibling;
                while (e && e.hidden) e = e.previousElementSibling;
                return e.id || e.tagName;""")
            assert before in ("HEADER", "buzz", "next"), (w, h, before)
        # Tapped sideways, through the page's own hit-test (round 5 of issue 37: at 844x390 the
        # button lay under the tiles, and under the box's "more below" cue).  The button is drawn
        # afresh with each message: found and tapped again if one came between.
        screen(d, 844, 390, True)
        def read_it():
            box = d.find_element(By.ID, "missed")
            if not box.is_displayed():  # gone by itself (round 7: after two moves, or the round)
                return True
            if "folded" in box.get_attribute("class"):  # sideways on her turn: opened first
                box.click()
            d.find_element(By.XPATH, "//div[@id='missed']/button").click()
            return True
        wait_for(read_it, 5)
        screen(d, 390, 844, True)
        wait_for(lambda: not d.find_element(By.ID, "missed").is_displayed(), 5)
        wait_for(lambda: not d.find_element(By.ID, "buzz").is_displayed(), 5)  # a tap: the buzz may come
        wait_for(lambda: not server.call(night.missed_for, "Alice").result(5), 5)
        d.refresh()  # read is read: not told again after a reload
        wait_for(lambda: d.find_element(By.ID, "game").is_displayed(), 10)
        time.sleep(0.5)
        assert not d.find_element(By.ID, "missed").is_displayed()
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


SIZES = ((390, 844), (320, 568), (844, 390))

CUT_NAMES = """
return Array.from(document.querySelectorAll(arguments[0])).filter((e) => e.offsetParent)
  .filter((e) => e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis')
  .map((e) => e.textContent);
"""

NEWEST_LINE_IN_SIGHT = """
const log = document.getElementById('log');
if (log.hidden || !log.lastElementChild) return true;
const li = log.lastElementChild.getBoundingClientRect(), box = log.getBoundingClientRect();
return li.bottom <= innerHeight + 0.5 && li.bottom <= box.bottom + 0.5 && li.top >= box.top - 0.5;
"""


LOG_BOXES = """
const log = document.getElementById('log'), li = log.lastElementChild;
const r = (e) => { const b = e.getBoundingClientRect(); return `${Math.round(b.top)}..${Math.round(b.bottom)}`; };
return `screen 0..${innerHeight}, log ${r(log)} scrolled ${log.scrollTop}/${log.scrollHeight}, newest ${r(li)}`;
"""


COUNTDOWN = "const c = document.getElementById('countdown'); return c && !c.hidden && c.textContent;"


def test_the_phone_through_an_evening_at_three_sizes(chrome, shots):
    """Issue 37's minor faults on the phone, through a real evening: the bell's ribbon leaves
    the header in sight (7); the newest log line is never cut by the screen's foot at 390x844
    (8); between rounds the next round is counted down (9); names on shown hands and in the
    standings are whole (6); the end leads with the guest's own prize and place, in sight at
    390x844, 320x568 and 844x390 (5)."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.12, timeout=60.0, between=20.0))
    night.expect("Mrs. Abigail Fortescue", "red")
    server = start_server(night)
    seen: set[str] = set()
    ended_since: float | None = None  # when the page was first seen on a round's end in a new round
    try:
        join_as(d, server, night)
        begin_evening(server, total=15, rounds=2, seed=5)
        deadline = time.monotonic() + 200
        while time.monotonic() < deadline and night.stage != "over":
            try:
                if d.find_element(By.ID, "bell").is_displayed() and "bell" not in seen:
                    # The ribbon is under the header, not over it: the table, round and counters show.
                    clash = js(d, """const b = document.getElementById('bell').getBoundingClientRect();
                        const h = document.querySelector('#game header').getBoundingClientRect();
                        return b.top < h.bottom - 0.5;""")
                    assert clash is False
                    assert d.find_element(By.ID, "t-num").is_displayed() and d.find_element(By.ID, "mine").text
                    d.save_screenshot(str(shots / "phone-bell.png"))
                    seen.add("bell")
                # The round's end (its result, where to go, the log under them) stays on the
                # page until the new round's first message: the log is judged once it has gone,
                # and it must go within seconds (a loaded machine's browser took over 1 s).
                ended = night.stage == "playing" and js(d, "return document.getElementById('game').classList.contains('ended')")
                if not ended:
                    ended_since = None
                elif ended_since is None:
                    ended_since = time.monotonic()
                else:
                    assert time.monotonic() - ended_since < 15, "the round's end stayed on the page into the next round"
                if night.stage == "playing" and not ended and d.find_element(By.ID, "log").is_displayed():
                    if not js(d, NEWEST_LINE_IN_SIGHT):
                        # (a message may have come, or the page been laid out again, between two
                        # reads; a loaded machine's browser has taken over a second to lay it out:
                        # a log truly cut stays cut, so a few seconds' grace hides no fault)
                        again = time.monotonic() + 4.0
                        while not js(d, NEWEST_LINE_IN_SIGHT):
                            if time.monotonic() > again:
                                d.save_screenshot(str(shots / "phone-log-cut.png"))
                                raise AssertionError("the newest log line is cut: " + js(d, LOG_BOXES))
                            time.sleep(0.1)
                    seen.add("log")
                if d.find_elements(By.CSS_SELECTOR, "#others .seat.shown") and "shown" not in seen:
                    assert not js(d, CUT_NAMES, "#others .seat .nm"), js(d, CUT_NAMES, "#others .seat .nm")
                    d.save_screenshot(str(shots / "phone-shown.png"))
                    seen.add("shown")
                if night.stage == "between" and d.find_element(By.ID, "next").is_displayed():
                    first = wait_for(lambda: js(d, COUNTDOWN), 5)
                    assert first.startswith("Next round in "), first
                    n1 = int(first.split()[3])
                    time.sleep(2.1)
                    later = js(d, COUNTDOWN)
                    assert later.startswith("Next round in ") and int(later.split()[3]) < n1, (first, later)
                    d.save_screenshot(str(shots / "phone-between-countdown.png"))
                    seen.add("countdown")
                    server.call(night.moves_shown).result(5)
                    continue
                buttons = d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]")
                kinds = [b.get_attribute("data-kind") for b in buttons]
                if kinds:
                    order = ["call", "show", "no straddle", "draw", "bet", "abandon"]
                    pick = min(kinds, key=lambda k: order.index(k) if k in order else 99)
                    buttons[kinds.index(pick)].click()
            except (StaleElementReferenceException, TimeoutError):
                pass  # the page redrew as we looked: look again
            time.sleep(0.1)
        assert night.stage == "over"
        server.call(night.show_prizes).result(5)
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#next .prizes li"), 10)
        for w, h in SIZES:
            screen(d, w, h, True)
            time.sleep(0.4)
            d.save_screenshot(str(shots / f"phone-end-{w}x{h}.png"))
            head = d.find_element(By.CSS_SELECTOR, "#next .end-head")
            place = d.find_element(By.CSS_SELECTOR, "#next .standing")
            assert "You finished" in place.text and " of 15" in place.text, place.text
            # First under the header, and in sight without scrolling.
            assert js(d, "return arguments[0].getBoundingClientRect().bottom", place) <= h, (w, h)
            order = js(d, """const ids = Array.from(document.querySelectorAll('#game > *'))
                .filter((e) => e.offsetParent).map((e) => e.id || e.tagName);
                return ids;""")
            assert order[1] == "next", order
            assert head.text.startswith("You won") or head.text == "The evening is over"
        screen(d, 390, 844, True)
        time.sleep(0.3)
        assert not js(d, CUT_NAMES, "#next .standings .who"), js(d, CUT_NAMES, "#next .standings .who")
        assert {"log", "countdown"} <= seen, seen
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_the_lobby_counts_down_to_the_draw_when_the_host_set_a_time(chrome, shots):
    """Issue 37, minor 9: the lobby said "soon" while the server counted down 25 s."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=60.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        assert "soon" not in d.find_element(By.ID, "lobby-sub").text
        assert "when everyone has come" in d.find_element(By.ID, "lobby-sub").text  # drawn with a key

        def in_25_s() -> None:  # as `party --serve --wait 25` does
            night.draw_at = night.clock() + 25
            night.changes.everyone = True

        server.call(in_25_s).result(5)
        first = wait_for(lambda: (t := d.find_element(By.ID, "lobby-sub").text).startswith("You are in. The seats are drawn in") and t, 5)
        n1 = int(first.split(" in ")[-1].split()[0])
        assert 20 <= n1 <= 25, first
        time.sleep(2.1)
        n2 = int(d.find_element(By.ID, "lobby-sub").text.split(" in ")[-1].split()[0])
        assert n2 < n1
        d.save_screenshot(str(shots / "phone-lobby-countdown.png"))
    finally:
        server.stop()


def test_back_mid_deal_says_the_guest_sits_out_until_the_next_deal(chrome, shots):
    """Issue 37, minor 10: a guest away, his hand thrown in for him, taps "I'm back" in the
    middle of the deal: the notice goes, and his phone says he sits out until the next deal."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.8, timeout=60.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=12, rounds=1, seed=2)
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]"), 60)
        server.call(night.set_away, "Alice").result(5)  # acted for at once: her hand is thrown in
        wait_for(lambda: d.find_element(By.ID, "away").is_displayed(), 10)
        wait_for(lambda: "thrown in" in d.find_element(By.ID, "acted-for").text
                 or "did not straddle" in d.find_element(By.ID, "acted-for").text, 20)
        deal = night.deal_for("Alice")
        wait_for(lambda: not deal.engine.view(deal.seats.index("Alice")).players[deal.seats.index("Alice")].holds_cards
                 or deal.done, 30)
        if deal.done:
            pytest.skip("the deal ended before she came back")
        d.find_element(By.ID, "back-btn").click()
        wait_for(lambda: not d.find_element(By.ID, "away").is_displayed(), 10)
        said = wait_for(lambda: d.find_element(By.ID, "sitout").is_displayed() and d.find_element(By.ID, "sitout").text, 5)
        assert "sit out until the next deal" in said, said
        d.save_screenshot(str(shots / "phone-sit-out.png"))
    finally:
        server.stop()


def test_seven_tables_fit_the_television_a_page_at_a_time(chrome, shots):
    d = chrome
    # (At a pace slow enough that the one round is still being dealt when the screen is read:
    # at the end the prizes may take the screen from the tables.)
    night = PhoneNight(fast_settings(pace=0.6, timeout=120.0, between=30.0))
    server = start_server(night)
    try:
        begin_evening(server, total=40, rounds=1, seed=3)
        for w, h in ((1920, 1080), (1280, 720)):
            screen(d, w, h, False)
            d.get(server.tv_url)
            wait_for(lambda: d.find_elements(By.CSS_SELECTOR, ".tv-table"), 10)
            time.sleep(1.5)
            d.save_screenshot(str(shots / f"tv-7-tables-{w}x{h}.png"))
            assert js(d, "return document.documentElement.scrollHeight") <= h + 2  # nothing below the screen
            assert "of 7" in d.find_element(By.ID, "page").text
            smallest = js(d, SMALLEST_TEXT)
            assert smallest[0][0] >= 0.025 * h - 0.5, smallest
    finally:
        server.stop()


def test_a_guest_who_comes_in_the_last_round_is_told_so_and_sees_the_end_and_the_prizes(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=120.0, between=0.5))
    server = start_server(night)
    try:
        # The television with no code: the address beside the QR code; in the lobby, no
        # empty standings or moves.
        screen(d, 1280, 720, False)
        fresh(d)
        d.get(server.url + "tv")
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 10)
        assert d.find_element(By.ID, "addr").text.startswith(server.url.rstrip("/"))
        d.save_screenshot(str(shots / "tv-no-code.png"))
        js(d, "location.hash = arguments[0];", night.code)
        wait_for(lambda: d.find_element(By.ID, "code").text == night.code, 10)
        assert not d.find_element(By.CSS_SELECTOR, ".tv-side").is_displayed()
        d.save_screenshot(str(shots / "tv-lobby.png"))

        ev = begin_evening(server, total=8, rounds=1, seed=4)
        for t in range(ev.table_count):  # nothing moves until the late guest has asked
            server.call(night.hold, t).result(5)
        screen(d, 390, 844, True)
        open_fresh(d, server.url + "#" + night.code)
        wait_for(lambda: d.find_element(By.ID, "code-ok").is_displayed(), 5)
        # Before he asks: the last round, said at once (not "from the next round").
        drawn = wait_for(lambda: d.find_element(By.ID, "drawn").text, 5)
        assert "last round" in drawn and "next round" not in drawn, drawn
        assert d.find_element(By.ID, "join-btn").text == "Come in and watch"
        d.find_element(By.ID, "name").send_keys("Dan")
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        said = d.find_element(By.ID, "lobby-sub").text
        assert "last round" in said and "round 2" not in said, said
        d.save_screenshot(str(shots / "phone-late-last-round.png"))
        for t in range(ev.table_count):
            server.call(night.release, t).result(5)
        wait_for(lambda: server.snapshot.get("stage") == "over", 90)
        wait_for(lambda: "The evening is over" in d.find_element(By.ID, "lobby-name").text, 10)
        items = d.find_elements(By.CSS_SELECTOR, "#lobby-prizes .prizes li")
        assert len(items) == len(server.snapshot["overview"]["prizes"]) >= 3
        d.save_screenshot(str(shots / "phone-late-over.png"))
        server.stop()
        time.sleep(2.0)  # the evening is over: no "Reconnecting..." for him either
        assert not d.find_element(By.ID, "offline").is_displayed()
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_the_television_after_the_prizes_shows_no_qr_code_and_says_why_a_prize_is_not_given(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.02, timeout=120.0, between=0.2))
    night.expect("Ann", "red")
    night.expect("Ben", "blue")
    server = start_server(night)
    try:
        screen(d, 1280, 720, False)
        fresh(d)
        d.get(server.tv_url)
        begin_evening(server, total=8, rounds=1, seed=6)
        server.call(night.set_away, "Ann").result(5)
        server.call(night.set_away, "Ben").result(5)
        wait_for(lambda: server.snapshot.get("stage") == "over", 90)
        wait_for(lambda: "The prizes" in d.find_element(By.ID, "moves-title").text, 10)
        time.sleep(0.5)
        d.save_screenshot(str(shots / "tv-prizes.png"))
        assert not d.find_element(By.CSS_SELECTOR, ".tv-join").is_displayed()
        prizes = server.snapshot["overview"]["prizes"]
        text = d.find_element(By.ID, "moves").text
        for p in prizes:
            assert p["title"] in text
            if p["player"] is None:
                assert "not given" in text and p["note"].replace("Not given: ", "")[1:20] in text
    finally:
        server.stop()


def test_a_timed_out_straddle_leaves_the_guest_at_the_table_with_her_own_clock(chrome, shots):
    """Her time runs out on the straddle (seed 3: Alice is asked first): she simply does
    not straddle, is not marked away, and her next turn has a full clock of its own."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=3.0, between=2.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=8, rounds=2, seed=3)
        wait_for(lambda: d.find_element(By.CSS_SELECTOR, "#actions button[data-kind='no straddle']"), 30)
        wait_for(lambda: "Time ran out, so you did not straddle" in d.find_element(By.ID, "log").text, 15)
        assert "Alice" not in night.away
        assert not d.find_element(By.ID, "away").is_displayed()
        # Her next turn (if the deal comes back to her): a full clock, her own to use.
        try:
            wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]")
                     and "s left" in d.find_element(By.ID, "status").text, 15, 0.05)
        except TimeoutError:
            return  # the deal ended before it came back to her
        left = int(d.find_element(By.ID, "status").text.split(": ")[1].split(" ")[0])
        assert left >= 2, left
        assert not d.find_element(By.ID, "away").is_displayed()
        d.save_screenshot(str(shots / "phone-after-straddle.png"))
    finally:
        server.stop()


def test_the_phone_and_the_television_say_the_seats_are_being_drawn(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=30.0, draw=60.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=8, rounds=2, seed=3)
        wait_for(lambda: "seats are being drawn" in d.find_element(By.ID, "status").text, 10)
        d.save_screenshot(str(shots / "phone-drawing.png"))
        assert not d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]")
        # Where she sits is the draw's to tell: no table and no players until it is done.
        assert not d.find_elements(By.CSS_SELECTOR, "#others .seat")
        assert d.find_element(By.ID, "t-num").text == "The draw"
        assert not d.find_element(By.ID, "pool").is_displayed()  # no "Pool 0" before a deal
        # The last seat drawn on the host's window: her seat at once, the deal waits for the
        # host (play-test 2 of issue 37: "the seats are being drawn" until Enter).
        server.call(night.seats_drawn).result(5)
        wait_for(lambda: "first deal begins when the host goes on" in d.find_element(By.ID, "status").text, 10)
        assert d.find_elements(By.CSS_SELECTOR, "#others .seat")
        assert d.find_element(By.ID, "t-num").text != "The draw"
        assert not d.find_element(By.ID, "pool").is_displayed()
        d.save_screenshot(str(shots / "phone-seated.png"))
        screen(d, 1280, 720, False)
        d.get(server.tv_url)
        wait_for(lambda: "seats are drawn" in d.find_element(By.ID, "round").text, 10)
        assert "Alice" in d.find_element(By.ID, "tables").text
        d.save_screenshot(str(shots / "tv-seated.png"))
        server.call(night.drawn).result(5)
        wait_for(lambda: "seats are" not in d.find_element(By.ID, "round").text, 10)
        wait_for(lambda: "Alice" in d.find_element(By.ID, "tables").text, 10)
        # A deal under way: the host's footnote under the standings.
        wait_for(lambda: "counts as it began" in d.find_element(By.ID, "standings-note").text, 20)
        # The host's computer stops answering: said across the top, and the clocks stop.
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, ".tv-table .clock"), 40)  # Alice's turn
        server.stop()
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 15)
        assert "not answering" in d.find_element(By.ID, "offline").text
        clocks = [e.text for e in d.find_elements(By.CSS_SELECTOR, ".tv-table .clock")]
        time.sleep(2.2)
        assert [e.text for e in d.find_elements(By.CSS_SELECTOR, ".tv-table .clock")] == clocks
        assert all("stopped" in c for c in clocks), clocks
        d.save_screenshot(str(shots / "tv-host-down.png"))
    finally:
        server.stop()


def test_the_televisions_last_standings_name_every_prize_winner(chrome, shots):
    """Sixteen at the tables and two guests away all evening (low in the standings): the
    television's last standings still name them, with their prizes."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.02, timeout=120.0, between=0.2))
    night.expect("Ann", "red")
    night.expect("Ben", "blue")
    server = start_server(night)
    try:
        screen(d, 1280, 720, False)
        fresh(d)
        d.get(server.tv_url)
        begin_evening(server, total=16, rounds=1, seed=6)
        server.call(night.set_away, "Ann").result(5)
        server.call(night.set_away, "Ben").result(5)
        wait_for(lambda: server.snapshot.get("stage") == "over", 90)
        wait_for(lambda: "The prizes" in d.find_element(By.ID, "moves-title").text, 10)
        time.sleep(0.5)
        d.save_screenshot(str(shots / "tv-last-standings.png"))
        winners = {p["player"] for p in server.snapshot["overview"]["prizes"] if p["player"]}
        assert winners
        text = d.find_element(By.ID, "standings").text
        for name in winners:
            assert name in text, (name, text)
        # Each at his own place in the standings (not numbered on from the leaders); players
        # level on yellow counters and counters share the place of the first of them ("3=").
        rows = server.snapshot["overview"]["standings"]
        key = [(r["yellow"], r["net"]) for r in rows]
        places = {r["name"]: key.index(key[i]) + 1 for i, r in enumerate(rows)}
        shown = js(d, "return Array.from(document.querySelectorAll('#standings li'))"
                      ".map((e) => [e.children[0].textContent, e.children[1].textContent]);")
        for at, line in shown:
            assert int(at.rstrip("=.")) == places[line.split(" \u2014 ")[0]], (at, line)
    finally:
        server.stop()


def test_the_raise_says_what_it_puts_up_its_ends_look_it_and_the_dealers_d_covers_no_name(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.05, timeout=300.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=8, rounds=2, seed=3)
        raise_btn = None
        for _ in range(40):  # her turns until one offers a raise
            try:
                buttons = wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]"), 60)
                kinds = [b.get_attribute("data-kind") for b in buttons]
                if "raise" in kinds:
                    raise_btn = buttons[kinds.index("raise")]
                    break
                pick = next(k for k in ("call", "no straddle", "draw", "show", "abandon", kinds[0]) if k in kinds)
                buttons[kinds.index(pick)].click()
            except StaleElementReferenceException:
                pass  # the page redrew her buttons between finding and tapping: look again
            time.sleep(0.4)
        assert raise_btn is not None
        # Let the turn settle, then read the button and the server's offer for the same turn.
        time.sleep(0.3)
        raise_btn = wait_for(lambda: d.find_element(By.CSS_SELECTOR, "#actions button[data-kind='raise']"), 10)
        msg = server.call(night.message_for, "Alice").result(5)
        offer = next(a for a in msg["legal"] if a["kind"] == "raise")
        call = next((a["low"] for a in msg["legal"] if a["kind"] == "call"), 0)
        label = raise_btn.text
        assert label.startswith(f"Raise {offer['low']}"), label
        if call:
            assert f"(put up {call + offer['low']})" in label, label
        less, more = d.find_elements(By.CSS_SELECTOR, "#actions .amount button.step")
        assert not less.is_enabled()  # the bottom of the range
        for _ in range(offer["high"] - offer["low"]):
            d.find_elements(By.CSS_SELECTOR, "#actions .amount button.step")[1].click()
        less, more = d.find_elements(By.CSS_SELECTOR, "#actions .amount button.step")
        assert not more.is_enabled() and less.is_enabled()  # the top of the range looks it
        d.save_screenshot(str(shots / "phone-raise-top.png"))
        # The dealer's D sits beside the name, not on it; each figure of the header is whole.
        clash = js(d, """const s = document.querySelector('#others .seat.dealer');
            if (!s) return null;
            const nm = s.querySelector('.nm'), dl = s.querySelector('.dl');
            const r = nm.getBoundingClientRect(), pad = parseFloat(getComputedStyle(nm).paddingRight);
            return r.right - pad > dl.getBoundingClientRect().left + 0.5;""")
        assert clash is False
        assert js(d, """return Array.from(document.querySelectorAll('#mine span'))
            .every((e) => e.getClientRects().length === 1);""")
        assert not console_faults(d), console_faults(d)
    finally:
        server.stop()


def test_an_away_guest_whose_hand_a_computer_plays_is_not_told_it_is_his_turn(chrome, shots):
    """While away, a computer plays his hand: on his turn his phone says so, and offers no
    action but "I'm back" (no "Your turn", no "Stand pat" to tap)."""
    d = chrome
    night = PhoneNight(fast_settings(pace=1.5, timeout=30.0, between=2.0, policy="computer"))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=8, rounds=2, seed=2)
        server.call(night.set_away, "Alice").result(5)
        wait_for(lambda: d.find_element(By.ID, "away").is_displayed(), 10)
        wait_for(lambda: "a computer plays your hand" in d.find_element(By.ID, "status").text, 60, 0.05)
        assert "Your turn" not in d.find_element(By.ID, "status").text
        assert not d.find_elements(By.CSS_SELECTOR, "#actions button")
        d.save_screenshot(str(shots / "phone-away-stand-in.png"))
        d.find_element(By.ID, "back-btn").click()
        wait_for(lambda: not d.find_element(By.ID, "away").is_displayed(), 10)
    finally:
        server.stop()


def test_a_host_that_stops_answering_looks_stopped_on_the_phone(chrome, shots):
    """Play-test of issue 37: after a kill -9 of the host, a guest's clock kept counting and
    her buttons stayed lit, under a thin "Reconnecting..." strip that hid the "Not connected
    yet" warning.  Now her clock stops, her buttons are dimmed and take no tap, and a large
    notice at the top says to wait; when the host answers again it goes, and the clock shows
    the host's own time."""
    from game.phones.server import PartyServer

    d = chrome
    night = PhoneNight(fast_settings(pace=0.8, timeout=90.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    second = None
    try:
        join_as(d, server, night, "Alice")
        begin_evening(server, total=12, rounds=2, seed=2)
        wait_for(lambda: "s left" in d.find_element(By.ID, "status").text
                 and d.find_elements(By.CSS_SELECTOR, "#actions button[data-kind]"), 60, 0.05)
        port = server.port
        server.stop()  # the host's program is gone
        notice = wait_for(lambda: (e := d.find_element(By.ID, "offline")).is_displayed() and e, 10)
        assert "not answering" in notice.text and "you keep your seat and your cards" in notice.text, notice.text
        assert float(js(d, "return parseFloat(getComputedStyle(document.getElementById('offline-text')).fontSize)")) >= 20
        assert js(d, "return document.getElementById('offline').getBoundingClientRect().top") < 60
        # The clock stops where the host left it, and says so.
        first = d.find_element(By.ID, "status").text
        time.sleep(2.5)
        assert d.find_element(By.ID, "status").text == first, (first, d.find_element(By.ID, "status").text)
        assert "clock stopped" in first, first
        # The buttons are dimmed and take no tap.
        look = js(d, """const a = getComputedStyle(document.getElementById('actions'));
                       return [parseFloat(a.opacity), a.pointerEvents];""")
        assert look[0] < 0.5 and look[1] == "none", look
        # A warning said meanwhile is not hidden behind the notice.
        js(d, "document.getElementById('toast').hidden = false; document.getElementById('toast').textContent = 'x';")
        toast = js(d, "return document.getElementById('toast').getBoundingClientRect().toJSON()")
        box = js(d, "return document.getElementById('offline').getBoundingClientRect().toJSON()")
        assert toast["top"] >= box["bottom"] or toast["bottom"] <= box["top"], (toast, box)
        js(d, "document.getElementById('toast').hidden = true;")
        d.save_screenshot(str(shots / "phone-host-not-answering.png"))
        # The host comes back: the notice goes, the buttons are lit, the clock is the host's.
        second = PartyServer(night, port=port, bind="127.0.0.1", tick=0.01)
        second.start()
        wait_for(lambda: not d.find_element(By.ID, "offline").is_displayed(), 20)
        look = js(d, "return parseFloat(getComputedStyle(document.getElementById('actions')).opacity)")
        assert look > 0.9, look
        deal = night.deal_for("Alice")
        left = second.call(lambda: night.message_for("Alice")["table"]["clock"]).result(5)
        shown = wait_for(lambda: re.search(r"(\d+) s left", d.find_element(By.ID, "status").text), 5)
        assert left is not None and deal is not None
        assert abs(int(shown.group(1)) - left["left"]) <= 2, (shown.group(0), left)
        assert "clock stopped" not in d.find_element(By.ID, "status").text
        d.save_screenshot(str(shots / "phone-host-back.png"))
    finally:
        if second is not None:
            second.stop()
        server.stop()


def test_the_television_after_the_host_comes_back_shows_every_table_as_before(chrome, shots):
    """Play-test round 4: after each restart the television showed one table a page
    ("Tables 1-1 of 2") and four leaders, where it had shown both tables: the notice that the
    host was away had made it fit fewer, and it never tried more again."""
    from game.phones.server import PartyServer

    d = chrome
    night = PhoneNight(fast_settings(pace=30.0, timeout=90.0, between=30.0))
    server = start_server(night)
    second = None
    try:
        begin_evening(server, total=8, rounds=2, seed=2)
        screen(d, 1920, 1080, False)
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == 2, 10)
        leaders = len(d.find_elements(By.CSS_SELECTOR, "#standings li"))
        assert d.find_element(By.ID, "page").text == ""
        port = server.port
        server.stop()
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 10)
        # While the notice is up, as tall as it may be, the page may fit fewer: the test makes it so.
        js(d, "document.getElementById('offline').style.minHeight = '900px'; window.dispatchEvent(new Event('resize'));")
        time.sleep(1.5)
        assert "of 2" in d.find_element(By.ID, "page").text  # the notice's room made it fit fewer
        second = PartyServer(night, port=port, bind="127.0.0.1", tick=0.01)
        second.start()
        wait_for(lambda: not d.find_element(By.ID, "offline").is_displayed(), 20)
        # Something else takes room for a moment after the host is back (a font loading):
        # once it is gone, the screen shows every table again.
        js(d, "const x = document.createElement('div'); x.id = 'tall'; x.style.height = '900px';"
              "document.body.appendChild(x); window.dispatchEvent(new Event('resize'));")
        time.sleep(0.5)
        assert "of 2" in d.find_element(By.ID, "page").text
        js(d, "document.getElementById('offline').style.minHeight = ''; document.getElementById('tall').remove();")
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == 2, 10)
        time.sleep(1.2)
        assert len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == 2
        assert d.find_element(By.ID, "page").text == ""
        assert len(d.find_elements(By.CSS_SELECTOR, "#standings li")) == leaders
        d.save_screenshot(str(shots / "tv-after-restart.png"))
    finally:
        if second is not None:
            second.stop()
        server.stop()
