"""The ninth fresh-eyes play-test of issue 37's party night, mended and tried in a real
browser: the phones and the television say the host's program is gone at every stage of the
evening (it was said mid-deal only) and come back by themselves; a guest on a new phone asks
for his seat and the host is asked; the join screen's stale lines; the log held sideways."""

from __future__ import annotations

import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server

from game.phones.night import PhoneNight
from game.phones.server import PartyServer

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round12-"


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
        server.stop()
        time.sleep(3)
        assert not d.find_element(By.ID, "offline").is_displayed()
    finally:
        server.stop()
