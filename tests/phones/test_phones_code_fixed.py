"""The join page's code, once accepted, shows as fixed text with a small "change" link (round
12 of issue 37, minor: the code's box stayed editable, and a name typed into it wiped the
accepted code and the names list: "Type the evening's code first")."""

from __future__ import annotations

import pytest
from chromium_helpers import By, open_fresh, screen, wait_for
from phones_helpers import fast_settings, start_server

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-code-fixed-"


def _shown(d, id_: str) -> bool:
    return d.find_element(By.ID, id_).is_displayed()


def test_the_accepted_code_is_fixed_with_a_change_link(chrome):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0))
    night.expect("Alice", "red")
    night.expect("Bob", "blue")
    server = start_server(night)
    try:
        screen(d, 390, 844, True)
        open_fresh(d, server.url)
        wait_for(lambda: _shown(d, "code"), 10)
        d.find_element(By.ID, "code").send_keys(night.code.lower())
        # Accepted: the code as text, no box to type into; the names below it.
        wait_for(lambda: _shown(d, "code-fixed"), 10)
        assert not _shown(d, "code")
        assert d.find_element(By.ID, "code-shown").text.replace(" ", "") == night.code
        assert _shown(d, "names-box")
        # A name typed goes into the name's box: the code and the names stay.
        d.find_element(By.ID, "name").send_keys("Cleo")
        assert d.find_element(By.ID, "code-shown").text.replace(" ", "") == night.code
        assert _shown(d, "names-box") and _shown(d, "code-fixed")
        assert not _shown(d, "code-bad")
        # "change": the box again, with the code in it to type over.
        d.find_element(By.ID, "code-change").click()
        wait_for(lambda: _shown(d, "code"), 5)
        assert not _shown(d, "code-fixed")
        box = d.find_element(By.ID, "code")
        assert box.get_attribute("value").upper() == night.code
        box.clear()
        box.send_keys("ZZZZ")
        wait_for(lambda: "not this evening's code" in d.find_element(By.ID, "code-bad").text, 10)
        assert _shown(d, "code") and not _shown(d, "code-fixed")
        box.clear()
        box.send_keys(night.code)
        wait_for(lambda: _shown(d, "code-fixed"), 10)
        # And the seat is taken as before, the code fixed above.
        d.find_element(By.XPATH, "//div[@id='names']/button[text()='Alice']").click()
        d.find_element(By.ID, "join-btn").click()
        wait_for(lambda: _shown(d, "lobby"), 10)
    finally:
        server.stop()


def test_a_code_in_the_link_is_fixed_at_once(chrome):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0))
    night.expect("Alice", "red")
    server = start_server(night)
    try:
        screen(d, 320, 568, True)
        open_fresh(d, server.url + "#" + night.code)
        wait_for(lambda: _shown(d, "code-fixed") and _shown(d, "names-box"), 10)
        assert not _shown(d, "code")
    finally:
        server.stop()
