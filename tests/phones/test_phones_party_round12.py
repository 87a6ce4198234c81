"""The ninth fresh-eyes play-test of issue 37's party night, mended and tried in a real
browser: the phones and the television say the host's program is gone at every stage of the
evening (it was said mid-deal only) and come back by themselves; a guest on a new phone asks
for his seat and the host is asked; the join screen's stale lines; the log held sideways."""

from __future__ import annotations

import json
import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import SyncPhone, begin_evening, fast_settings, start_server
from test_phones_party_round3 import KEEP_SOCKETS

from game.phones.night import PhoneNight
from game.phones.server import PartyServer

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round12-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def _again(night: PhoneNight, port: int) -> PartyServer:
    """The host's program started again, on the same port (as a resume does)."""
    server = PartyServer(night, port=port, bind="127.0.0.1", tick=0.01)
    server.start()
    return server


def _gone_and_back(d, server: PartyServer, night: PhoneNight, words: str, element: str = "offline") -> PartyServer:
    port = server.port
    server.stop()  # killed: the connection goes without a word
    notice = wait_for(lambda: (e := d.find_element(By.ID, element)).is_displayed() and e, 15)
    assert "not answering" in notice.text and words in notice.text, notice.text
    again = _again(night, port)
    wait_for(lambda: not d.find_element(By.ID, element).is_displayed(), 25)
    return again


def test_the_phone_and_the_television_say_the_host_is_gone_at_every_stage(chrome, shots):
    """Major 2: killed on "Enter for the prizes", the phones went on saying "the host gives the
    prizes in a moment" and never that he was gone (they took the evening for over).  Now the
    phone says so in the lobby, between rounds and before the prizes, and the television too,
    and both come back by themselves when the host's program is started again."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.0, timeout=0.05, between=600.0, policy="computer"))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        from chromium_helpers import join_as

        join_as(d, server, night, "Alice")
        # The lobby.
        server = _gone_and_back(d, server, night, "tries again by itself")
        wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 10)
        # Between rounds (the moves on the host's screen).
        server.call(night.hold_prizes).result(5)
        begin_evening(server, total=8, rounds=2, seed=4)
        wait_for(lambda: night.stage == "between", 60)
        wait_for(lambda: "Next round" in d.find_element(By.ID, "countdown").text
                 or "next round" in d.find_element(By.ID, "countdown").text.lower(), 15)
        server = _gone_and_back(d, server, night, "the next round waits for it")
        # After the last round, while the host's window has yet to give the prizes.
        server.call(lambda: setattr(night, "between_until", 0.0)).result(5)
        wait_for(lambda: night.stage == "over", 60)
        wait_for(lambda: "prizes" in d.find_element(By.ID, "next").text.lower(), 15)
        port = server.port
        server.stop()
        notice = wait_for(lambda: (e := d.find_element(By.ID, "offline")).is_displayed() and e, 15)
        assert "the prizes come when it is back" in notice.text, notice.text
        d.save_screenshot(str(shots / "phone-host-gone-before-prizes.png"))
        # The television, opened meanwhile, says it as soon as the host is back and gone again.
        server = _again(night, port)
        wait_for(lambda: not d.find_element(By.ID, "offline").is_displayed(), 25)
        screen(d, 1280, 720, False)
        d.get(server.tv_url)
        wait_for(lambda: "prizes" in d.find_element(By.ID, "round").text, 15)
        server = _gone_and_back(d, server, night, "not answering")
        # Every prize given: the evening is over for good, and a stopped server is not looked for.
        server.call(night.show_prizes, None).result(5)
        wait_for(lambda: "prizes in a moment" not in d.find_element(By.ID, "round").text, 15)
        screen(d, 390, 844, True)
        d.get(server.url)  # Alice's phone again (its token kept): the end, every prize given
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#next .prizes li"), 15)
        server.stop()
        closed = wait_for(lambda: (e := d.find_element(By.ID, "closed")).is_displayed() and e, 15)
        assert "closed" in closed.text and "evening is over" in closed.text, closed.text
        time.sleep(3)  # over for good: no "not answering", and no more tries
        assert not d.find_element(By.ID, "offline").is_displayed()
        d.save_screenshot(str(shots / "phone-host-closed-at-the-end.png"))
    finally:
        server.stop()


def test_a_guest_on_a_new_phone_asks_for_his_seat_and_the_host_is_asked(chrome, shots):
    """Major 3: a guest who opened the evening in a fresh browser and picked his own name was
    told his seat was taken "on another phone", and the host was not told.  Now the host's
    screen asks (Y or N), the phone says it waits for the host, nothing of the seat reaches it
    before he agrees, and then the seat moves, the old phone told politely."""
    d = chrome
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0, between=30.0))
    night.expect("Bob", "blue")
    server = start_server(night)
    other = None
    try:
        from chromium_helpers import join_as, open_fresh

        join_as(d, server, night, "Bob")
        begin_evening(server, total=8, rounds=2, seed=5)
        wait_for(lambda: d.find_element(By.ID, "game").is_displayed(), 20)
        old_token = night.seats["Bob"].token
        # His other phone asks for the seat: it waits, and the host is asked.
        other = SyncPhone(server)
        other.send({"type": "join", "code": night.code, "name": "Bob"})
        asking = other.until("asking")
        assert "host has been asked" in asking["message"]
        wait_for(lambda: any(g.get("asks") for g in server.snapshot.get("lobby") or []), 5)
        time.sleep(1.0)
        other.ws.settimeout(0.3)
        try:
            while True:
                other.received.append(json.loads(other.ws.recv()))
        except Exception:
            pass
        assert not [m for m in other.received if m["type"] in ("state", "welcome")], other.received
        # The host hands it over: the new phone has the seat, the old one is told it moved.
        server.call(night.answer_ask, "Bob", True).result(5)
        welcome = other.until("welcome")
        assert welcome["token"] != old_token
        state = other.until("state")
        wait_for(lambda: "Your seat has moved" in d.find_element(By.ID, "lobby").text, 10)
        assert "another phone" in d.find_element(By.ID, "lobby-sub").text
        assert not d.find_element(By.ID, "game").is_displayed()
        d.save_screenshot(str(shots / "phone-seat-moved.png"))
        # This browser asks for it back: it is told it waits for the host; the host refuses.
        open_fresh(d, server.url + "#" + night.code)
        wait_for(lambda: d.find_element(By.ID, "names-box").is_displayed() or d.find_element(By.ID, "new-box").is_displayed(), 10)
        d.find_element(By.ID, "name").send_keys("Bob")
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: "Asking the host" in d.find_element(By.ID, "lobby").text, 10)
        assert "wait here" in d.find_element(By.ID, "lobby-sub").text
        d.save_screenshot(str(shots / "phone-asking-for-seat.png"))
        server.call(night.answer_ask, "Bob", False).result(5)
        wait_for(lambda: d.find_element(By.ID, "name-bad").is_displayed(), 10)
        assert "kept Bob's seat" in d.find_element(By.ID, "name-bad").text
        assert not d.find_element(By.ID, "game").is_displayed()
        assert not [m for m in other.received if m["type"] == "moved"]
    finally:
        if other is not None:
            other.close()
        server.stop()


def test_the_join_page_says_where_the_code_is_and_drops_a_stale_word_about_a_freed_name(chrome, shots):
    """Minors 5 and 6: the join page said the code was on the television before any
    television showed it; and a word about a seat taken stayed under the name after the host
    freed it.  Now it names the television only once one is open, and the word goes when the
    names change."""
    from chromium_helpers import open_fresh

    d = chrome
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0))
    night.expect("Bob", "blue")
    server = start_server(night)
    other = None
    try:
        screen(d, 390, 844, True)
        open_fresh(d, server.url)
        hint = wait_for(lambda: (e := d.find_element(By.ID, "code-hint")).is_displayed() and e, 10)
        wait_for(lambda: d.find_element(By.ID, "code-hint").text == "It is on the host's screen.", 10)
        page = d.current_window_handle
        d.switch_to.new_window("tab")
        d.get(server.tv_url)
        wait_for(lambda: night.code in d.find_element(By.TAG_NAME, "body").text, 10)
        d.switch_to.window(page)
        wait_for(lambda: "and the television" in d.find_element(By.ID, "code-hint").text, 10)
        assert hint.text == "It is on the host's screen and the television."
        # Bob's seat is on his other phone; this one asks, and the host refuses: a word says so.
        other = SyncPhone(server)
        other.send({"type": "join", "code": night.code, "name": "Bob"})
        other.until("welcome")
        d.find_element(By.ID, "code").send_keys(night.code)
        wait_for(lambda: d.find_element(By.ID, "new-box").is_displayed(), 10)
        d.find_element(By.ID, "name").send_keys("Bob")
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: "Asking the host" in d.find_element(By.ID, "lobby").text, 10)
        server.call(night.answer_ask, "Bob", False).result(5)
        wait_for(lambda: d.find_element(By.ID, "name-bad").is_displayed(), 10)
        # The host frees the seat (F): Bob is in the list again, and the word has gone.
        server.call(night.free, "Bob").result(5)
        wait_for(lambda: [b.text for b in d.find_elements(By.CSS_SELECTOR, "#names button")] == ["Bob"], 10)
        assert not d.find_element(By.ID, "name-bad").is_displayed()
        d.save_screenshot(str(shots / "phone-join-freed.png"))
    finally:
        for h in d.window_handles[1:]:
            d.switch_to.window(h)
            d.close()
        d.switch_to.window(d.window_handles[0])
        if other is not None:
            other.close()
        server.stop()


SIDEWAYS_LINES = """const box = document.getElementById('log').getBoundingClientRect();
    return Array.from(document.querySelectorAll('#log li')).filter((li) => {
      const r = li.getBoundingClientRect();
      return r.top >= Math.max(0, box.top) - 0.5 && r.bottom <= Math.min(innerHeight, box.bottom) + 0.5;
    }).length;"""


@pytest.mark.parametrize("size", [(740, 360), (844, 390)])
@pytest.mark.parametrize("legal", ["raise", "none"])
def test_sideways_the_log_shows_several_lines(chrome, shots, size, legal):
    """Minor 8: held sideways (740x360) the log showed one or two lines under the buttons,
    with the left column empty under the table.  It now fills the left column under the
    table, down to the screen's foot, the newest line in sight."""
    from test_phones_party_round3 import GIVE
    from test_phones_party_round7 import _turn_with_a_raise

    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        msg = _turn_with_a_raise(server, night, d, size)
        msg["table"]["clock"] = {"seat": msg["seat"], "left": 500.0, "of": 600.0}
        if legal == "none":
            msg["legal"], msg["table"]["to_act"] = [], None
        msg["log"] = [f"Line {i}: Mr. Abbott comes in, putting up 2 counters." for i in range(14)] + ["The newest line."]
        js(d, GIVE, json.dumps(msg))
        wait_for(lambda: "The newest line." in d.find_element(By.ID, "log").text, 5)
        time.sleep(0.5)
        d.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.2)
        d.save_screenshot(str(shots / f"phone-log-sideways-{size[0]}x{size[1]}-{legal}.png"))
        assert wait_for(lambda: js(d, SIDEWAYS_LINES) >= 4, 8), js(d, SIDEWAYS_LINES)
        last = js(d, "const r = document.querySelector('#log li:last-child').getBoundingClientRect();"
                     "return [r.bottom, innerHeight];")
        assert last[0] <= last[1] + 0.5, last  # the newest line in sight
        # The buttons and the cards are still whole on the screen.
        for sel in ("#hand", "#actions") if legal == "raise" else ("#hand",):
            r = js(d, f"return document.querySelector('{sel}').getBoundingClientRect().bottom")
            assert r <= size[1] + 0.5, (sel, r)
    finally:
        server.stop()
