"""The tenth fresh-eyes play-test of issue 37's party night, mended and tried in a real
browser: a television left on after an evening keeps nothing of it (no code, no QR code, no
heading) when it asks for the next evening's code."""

from __future__ import annotations

import copy
import json
import time

import pytest
from chromium_helpers import By, join_as, js, open_fresh, screen, wait_for
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
        assert old in _qr(d)[1]
        # The host opens the next evening: the old code is refused, and the screen asks.
        js(d, GIVE, json.dumps({"type": "error", "message": "That is not this evening's code."}))
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 5)
        d.save_screenshot(str(shots / "tv-asks-new-code.png"))
        text = d.find_element(By.TAG_NAME, "body").text
        assert old not in text.replace(" ", ""), text
        assert "evening is over" not in text and "prizes" not in text, text
        assert d.find_element(By.ID, "round").text == ""
        assert d.find_element(By.ID, "code").text == ""
        shown, src = _qr(d)  # the QR code is the way in to the evening now, not the old one kept
        assert shown and old not in src and "asked=" in src, src
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


def test_the_last_rounds_bell_shows_on_the_phone_and_the_television_before_the_prizes(chrome, shots):
    """The end came with the last round's bell, and neither a phone nor the television showed
    it: the phone's end screen says it until the prizes, the television's banner stays until
    they come."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        join_as(d, server, night, "Alice")
        ev = begin_evening(server, total=8, rounds=3, seed=4)
        for t in range(ev.table_count):
            server.call(night.hold, t).result(5)
        wait_for(lambda: d.find_element(By.ID, "game").is_displayed(), 20)
        msg = server.call(night.message_for, "Alice").result(5)
        msg["evening"].update(stage="over", round=3, rounds=3, bell={"round": 3, "winner": "Cleo"},
                              prizes_soon=True, drawing=False, seated=False, next_in=None)
        msg["next"] = {"table": 1, "name": "Head table", "moved": False, "why": "", "round": 3, "finished": True}
        msg.pop("prizes", None)
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#next .end-bell"), 5)
        d.save_screenshot(str(shots / "phone-last-bell.png"))
        line = d.find_element(By.CSS_SELECTOR, "#next .end-bell")
        assert line.text == "The bell! Cleo wins the head table's pool: the last round is over."
        assert line.is_displayed() and line.rect["y"] + line.rect["height"] <= 844
        # The prizes given: the bell is old news.
        msg["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Cleo", "note": "",
                          "why": "the most yellow counters (2)", "yours": False}]
        msg["evening"]["prizes_soon"] = False
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: not d.find_elements(By.CSS_SELECTOR, "#next .end-bell"), 5)

        # The television: the banner rings with the end and stays until the prizes.
        screen(d, 1280, 720, False)
        d.get("about:blank")
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
        m = copy.deepcopy(_overview(server, night))
        m["evening"].update(stage="playing", round=3, rounds=3, drawing=False, seated=False, next_in=None, bell=None)
        js(d, GIVE, json.dumps(m))
        m["evening"].update(stage="over", bell={"round": 3, "winner": "Cleo"}, prizes_soon=True)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_element(By.ID, "bell").is_displayed(), 5)
        time.sleep(9)  # past a round's eight seconds: still there
        assert d.find_element(By.ID, "bell").is_displayed()
        assert "Cleo wins the head table's pool" in d.find_element(By.ID, "bell").text
        m["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Cleo", "note": "",
                        "why": "the most yellow counters (2)"}]
        m["evening"]["prizes_soon"] = False
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: not d.find_element(By.ID, "bell").is_displayed(), 5)
    finally:
        server.stop()


def test_the_last_rounds_bell_rung_before_the_end_stays_on_the_television_until_the_prizes(chrome, shots):
    """Round 11 of issue 37: the last round's bell rang while the other tables finished their
    deals; the end came a moment later, and the banner went with the round's eight seconds,
    before the prizes.  It stays until they come (docs/party.md)."""
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
        m = copy.deepcopy(_overview(server, night))
        m["evening"].update(stage="playing", round=3, rounds=3, drawing=False, seated=False, next_in=None, bell=None)
        js(d, GIVE, json.dumps(m))
        m["evening"]["bell"] = {"round": 3, "winner": "Cleo"}  # the head table's bell, the others dealing
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_element(By.ID, "bell").is_displayed(), 5)
        time.sleep(1.0)
        m["evening"].update(stage="over", prizes_soon=True)  # the others' last deals are over
        js(d, GIVE, json.dumps(m))
        time.sleep(8.5)  # past the round's eight seconds from the bell: still there
        assert d.find_element(By.ID, "bell").is_displayed()
        assert d.find_element(By.ID, "bell-who").text == "Cleo wins the head table's pool"
        d.save_screenshot(str(shots / "tv-last-bell-until-prizes.png"))
        m["prizes"] = [{"prize": "yellow", "title": "Most yellow counters", "player": "Cleo", "note": "",
                        "why": "the most yellow counters (2)"}]
        m["evening"]["prizes_soon"] = False
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: not d.find_element(By.ID, "bell").is_displayed(), 5)
    finally:
        server.stop()


@pytest.mark.parametrize("rounds", [3, 1])
def test_a_fresh_phone_is_given_the_seated_names_to_ask_for_its_own_seat(chrome, shots, rounds):
    """A seated guest on a fresh browser read as a latecomer ("the host can seat you from the
    next round", "Come in and watch", which then asked for the seat): he is given the seated
    guests' names to tap, with their own words, beside the newcomer's way in."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    night.expect("Bob", "blue")
    server = start_server(night)
    try:
        for name in ("Alice", "Bob"):  # both seated on their own phones
            server.call(night.join, night.code, name).result(5)
        ev = begin_evening(server, total=8, rounds=rounds, seed=4)
        for t in range(ev.table_count):
            server.call(night.hold, t).result(5)
        screen(d, 320, 568, True)
        open_fresh(d, server.url + "#" + night.code)
        wait_for(lambda: d.find_element(By.ID, "seated-box").is_displayed(), 10)
        names = [b.text for b in d.find_elements(By.CSS_SELECTOR, "#seated button")]
        assert names == ["Alice", "Bob"], names
        assert "on another phone" in d.find_element(By.ID, "seated-hint").text
        drawn = d.find_element(By.ID, "drawn")
        assert drawn.is_displayed() and drawn.text.startswith("New here?")  # the watcher's way in, beside
        newcomer = "Come in and watch" if rounds == 1 else "Ask to join"
        assert d.find_element(By.ID, "join-btn").text == newcomer
        # A seated name typed has the seat's words too (not "Come in and watch").
        d.find_element(By.ID, "name").send_keys("bob")
        wait_for(lambda: d.find_element(By.ID, "join-btn").text == "This is my seat: ask the host", 5)
        d.find_element(By.ID, "name").clear()
        d.find_element(By.ID, "name").send_keys("x")
        d.find_element(By.ID, "name").send_keys("\b")
        d.find_element(By.XPATH, "//div[@id='seated']/button[text()='Bob']").click()
        assert d.find_element(By.ID, "join-btn").text == "This is my seat: ask the host"
        d.save_screenshot(str(shots / f"phone-fresh-seated-{rounds}.png"))
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
        assert d.find_element(By.ID, "lobby-name").text == "Asking the host"
        assert "Bob" in server.call(lambda: dict(night.seat_asks)).result(5)
        assert "Bob" not in server.call(lambda: dict(night.late)).result(5)
    finally:
        server.stop()


def test_the_television_names_a_cut_that_settled_a_move():
    """A cut settled a tie for going down and the television's moves never said it: the
    overview's moves carry each cut with its cards, as the host's moves screen says it."""
    from game.party import Evening, Guest, PartyConfig, fill_with_computers
    from game.phones.messages import overview_message

    people = [Guest("Alice", "red", "human"), Guest("Bert", "blue", "human"), Guest("Cora", "red", "human")]
    for seed in range(300):
        ev = Evening.start(PartyConfig(people + fill_with_computers(people, 8)[3:], rounds=6, seed=seed))
        record = ev.play_round()
        if any(str(c.get("for", "")).startswith("going down") for c in record.get("cuts") or []):
            break
    else:
        raise AssertionError("no cut at the head table in 300 evenings")
    cut = next(c for c in record["cuts"] if c["for"].startswith("going down"))
    m = overview_message(ev, "between", [None] * ev.table_count, "CODE", "http://x/", set())
    said = " ".join(m["moves"]["cuts"])
    assert cut["goes"] in said and "they cut (" in said and "ace low" in said, said


def test_the_televisions_moves_list_the_cut(chrome, shots):
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
        m = copy.deepcopy(_overview(server, night))
        names = [r["name"] for r in m["standings"]]
        m["evening"].update(stage="between", round=1, rounds=3, drawing=False, seated=False, next_in=12,
                            bell={"round": 1, "winner": names[0]})
        line = (f"{names[1]} and {names[2]} were level for going down from the head table: they cut "
                f"({names[1]} 7\u2666 and {names[2]} 3\u2663, ace low), and the higher cut, {names[1]}'s, goes.")
        m["moves"] = {"round": 1, "moves": [{"player": names[1], "from": 1, "to": 2, "reason": "fewest counters"}],
                      "yellow": names[0], "down": names[1], "cuts": [line]}
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#moves li.cut"), 5)
        assert d.find_element(By.CSS_SELECTOR, "#moves li.cut").text == line
    finally:
        server.stop()


def test_counters_taken_back_are_said_without_a_wrong_pronoun(chrome):
    """"Miss Beauchamp wins the pool of 2, and he takes back his own 1": the one who takes
    back is "you" on his own phone, else named, or (the winner, just named) not repeated."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        screen(d, 390, 844, True)
        d.get(server.url + "#" + night.code)
        wait_for(lambda: js(d, "return typeof tookBack === 'function'"), 10)
        said = lambda result, you: js(d, "return tookBack(arguments[0], arguments[1]);", result, you)  # noqa: E731
        lady = said({"winner": "Miss Beauchamp", "returned": {"Miss Beauchamp": 1}}, "Cleo")
        assert lady == ", and takes back 1 that nobody met", lady
        gent = said({"winner": "Miss Beauchamp", "returned": {"Colonel Birch": 3}}, "Cleo")
        assert gent == ", and Colonel Birch takes back 3 that nobody met", gent
        you = said({"winner": "Cleo", "returned": {"Cleo": 2}}, "Cleo")
        assert you == ", and you take back your own 2 that nobody met", you
        for line in (lady, gent, you):
            assert " he " not in line and " his " not in line and " her " not in line
        # The pool's winner on his own phone is "You", as his log's "You take the pool" (round 13).
        won = lambda result, you: js(d, "return wonLine(arguments[0], arguments[1]);", result, you)  # noqa: E731
        assert won({"winner": "Eve", "pool": 8}, "Eve") == "You win the pool of 8"
        assert won({"winner": "Eve", "pool": 8}, "Finn") == "Eve wins the pool of 8"
        assert (won({"winner": "Eve", "pool": 8, "returned": {"Eve": 2}}, "Eve")
                == "You win the pool of 8, and you take back your own 2 that nobody met")
    finally:
        server.stop()


def test_the_television_away_at_the_prizes_says_the_stages_words(chrome, shots):
    """The television's away banner said "The clocks have stopped. Everyone keeps his seat and
    his cards" while the prizes waited; the phones said the prizes come when it is back."""
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

        def to_the_prizes():
            night.hold_prizes()
            night.ev.finish()
            night.stage = "over"
            night.changes.everyone = True

        server.call(to_the_prizes).result(5)
        wait_for(lambda: "the prizes in a moment" in d.find_element(By.ID, "round").text, 10)
        server.stop()  # the host's program killed at "Enter for the prizes"
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 10)
        d.save_screenshot(str(shots / "tv-away-at-the-prizes.png"))
        said = d.find_element(By.ID, "offline").text
        assert "the prizes come when the host's computer is back" in said, said
        assert "clocks" not in said and "cards" not in said, said
    finally:
        server.stop()


def test_a_middle_tables_header_says_which_of_how_many_in_one_line(chrome, shots):
    """"Table 2" over "of 3" read as "Table 2 / of 3": the line under says "table 2 of 3"."""
    from test_phones_party_round7 import _turn_with_a_raise

    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (390, 844))
        msg["table"].update(number=2, head=False, booby=False)
        msg["evening"]["tables"] = 3
        js(d, GIVE, json.dumps(msg))
        for w, h in ((390, 844), (844, 390)):
            screen(d, w, h, True)
            time.sleep(0.3)
            d.save_screenshot(str(shots / f"phone-middle-table-{w}x{h}.png"))
            try:
                wait_for(lambda: d.find_element(By.ID, "t-name").text == "table 2 of 3", 5)
            except TimeoutError:
                raise AssertionError((d.find_element(By.ID, "t-num").text, d.find_element(By.ID, "t-name").text))
            assert d.find_element(By.ID, "t-num").text == "Table 2"
            # The small line is one line: "of 3" is never left alone on a line of its own.
            lines = js(d, "const e = document.getElementById('t-name');"
                          "return Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || 20));")
            assert lines <= 1, (w, h, lines)
    finally:
        server.stop()


def test_the_countdown_between_rounds_says_the_round_waits_while_the_host_is_down(chrome):
    """"Next round in 5 s" stood still under "the next round waits for it": while the host
    is not answering, the countdown says the round waits for him, and counts again after."""
    from test_phones_party_round7 import _turn_with_a_raise

    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, (390, 844))
        msg["evening"].update(stage="between", next_in=30)
        msg["next"] = {"name": "Head table", "moved": True, "why": "You won the pool at the booby table and move up."}
        msg["legal"], msg["table"]["to_act"], msg["table"]["clock"] = [], None, None
        js(d, GIVE, json.dumps(msg))
        count = lambda: js(d, "return document.getElementById('countdown').textContent")  # noqa: E731
        wait_for(lambda: count().startswith("Next round in "), 5)
        js(d, "offline(lostWords(), false);")
        said = count()
        assert said == "The next round waits for the host's program to answer.", said
        time.sleep(0.7)  # the half-second redraw keeps the words, not a number
        assert count() == said
        js(d, "online();")
        wait_for(lambda: count().startswith("Next round in "), 5)
    finally:
        server.stop()


def test_the_televisions_countdown_says_the_round_waits_while_the_host_is_down(chrome, shots):
    """The television's "next round in 1 s" stood still (or said the round was being dealt)
    while the host was down between rounds: it says the next round waits for him."""
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
        m = copy.deepcopy(_overview(server, night))
        m["evening"].update(stage="between", drawing=False, seated=False, next_in=3, bell=None)
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: "next round in " in d.find_element(By.ID, "round").text, 5)
        server.stop()  # the host's program killed between rounds
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 10)
        time.sleep(3.5)  # past the count's end: still waiting, not "being dealt"
        said = d.find_element(By.ID, "round").text
        d.save_screenshot(str(shots / "tv-host-down-between.png"))
        assert said.endswith("the next round waits for the host's computer"), said
        assert "next round in" not in said, said
    finally:
        server.stop()
