"""The join page of an evening served without a window (``party --serve``) never sends a
guest to look at a host's screen that is not there (round 12 of issue 37, minor): where the
code is to be had, and the word for a wrong code, say to ask the host."""

from __future__ import annotations

from chromium_helpers import By, screen, wait_for
from phones_helpers import fast_settings

from game.phones.night import PhoneNight
from game.phones.server import PartyServer

CHROME_PREFIX = "party-serve-words-"


def test_the_join_page_in_a_served_evening_says_to_ask_the_host(chrome):
    from chromium_helpers import open_fresh

    d = chrome
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0))
    night.expect("Bob", "blue")
    server = PartyServer(night, port=0, bind="127.0.0.1", tick=0.01)
    server.host_screen = False
    server.start()
    try:
        screen(d, 390, 844, True)
        open_fresh(d, server.url)
        wait_for(lambda: d.find_element(By.ID, "code-hint").text == "Ask the host for it.", 10)
        d.find_element(By.ID, "join-btn").click()  # no code yet
        bad = wait_for(lambda: (e := d.find_element(By.ID, "code-bad")).is_displayed() and e, 10)
        assert "ask the host" in bad.text and "screen" not in bad.text
        d.find_element(By.ID, "code").send_keys("ZZZZ")
        wait_for(lambda: "not this evening's code" in d.find_element(By.ID, "code-bad").text, 10)
        assert "check it with the host" in d.find_element(By.ID, "code-bad").text
        assert "screen" not in d.find_element(By.ID, "join").text
    finally:
        server.stop()
