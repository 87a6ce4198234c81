"""Round 8 of issue 37's play-test, the minors mended on the phones and the television,
tried in a real browser at the phone sizes (390x844, 320x568, 844x390) and the
television's 1280x720."""

from __future__ import annotations

import pytest
from chromium_helpers import By, js, quit_chrome, screen, start_chrome, wait_for
from phones_helpers import fast_settings, start_server

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def chrome():
    d, profile = start_chrome("party-round11-")
    yield d
    quit_chrome(d, profile)


def test_the_televisions_code_page_shows_the_way_in_large(chrome, shots):
    """Minor 12: the join line was small text in a corner of the page asking for the code."""
    d = chrome
    night = PhoneNight(fast_settings())
    server = start_server(night)
    try:
        screen(d, 1280, 720, False)
        d.get(server.url + "tv")
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 10)
        d.save_screenshot(str(shots / "tv-asking-1280x720.png"))
        inner = js(d, "return innerHeight")
        line = js(d, "return parseFloat(getComputedStyle(document.getElementById('join-box')).fontSize)")
        qr = js(d, "return document.querySelector('#join-box img').getBoundingClientRect().height")
        assert line >= 0.045 * inner and qr >= 0.3 * inner, (line, qr, inner)
        box = js(d, "const r = document.getElementById('join-box').getBoundingClientRect();"
                    "return [r.left, r.right, r.bottom]")
        form = js(d, "return document.getElementById('code-form').getBoundingClientRect().top")
        assert box[0] > 0.1 * 1280 and box[1] < 0.9 * 1280, box  # in the middle, not a corner
        assert box[2] <= form and form < inner, (box, form)  # the code's field still on the screen
    finally:
        server.stop()
