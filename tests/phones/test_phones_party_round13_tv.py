"""Round 13 of issue 37's play-test, the television: its leaders list read as if places were
skipped ("1st, =2nd, =2nd, 4th", a tie cut in two at the list's foot, a prize winner far
down after the leaders with nothing between), and in an evening served without a window
(``party --serve``) it sent the room to "the host's screen" for the code, where there is
none.  Places as a score card writes them ("1.", "2=", "2=", "4."), a tie never cut, a
gap marked; the code's whereabouts as the server says."""

from __future__ import annotations

import copy
import json

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS
from test_phones_party_round8 import _overview

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round13-tv-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def _rows(d) -> list[tuple[str, str]]:
    rows = js(d, "return Array.from(document.querySelectorAll('#standings li')).map((e) => e.classList.contains('gap')"
                 " ? ['gap', ''] : [e.children[0].textContent, e.children[1].textContent.split(' \u2014 ')[0]]);")
    return [tuple(r) for r in rows]


def test_the_televisions_leaders_share_places_and_read_on_without_a_skip(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        ev = begin_evening(server, total=12, rounds=3, seed=4)
        for t in range(ev.table_count):
            server.call(night.hold, t).result(5)
        screen(d, 1280, 720, False)
        d.get("about:blank")
        d.get(server.tv_url)
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
        m = copy.deepcopy(_overview(server, night))
        names = [r["name"] for r in m["standings"]]
        figures = [(0, 52), (0, 47), (0, 47), (0, 45), (0, 44), (0, 41), (0, 40), (0, 38), (0, 38), (0, 36),
                   (0, 30), (0, 20)]
        places = ["1", "=2", "=2", "4", "5", "6", "7", "=8", "=8", "10", "11", "12"]
        m["standings"] = [dict(r, yellow=y, net=n, place=p) for r, (y, n), p in zip(m["standings"], figures, places)]
        js(d, GIVE, json.dumps(m))
        # Eight leaders, and the ninth level with the eighth: one place, both shown.
        wait_for(lambda: len(_rows(d)) == 9, 5)
        d.save_screenshot(str(shots / "tv-leaders-tied.png"))
        assert [at for at, _ in _rows(d)] == ["1.", "2=", "2=", "4.", "5.", "6.", "7.", "8=", "8="]
        assert [n for _, n in _rows(d)] == names[:9]
        # Early on most are still level: not a list of eleven "2=", but a line that says so.
        crowd = copy.deepcopy(m)
        crowd["standings"] = [dict(r, yellow=0, net=52 if i == 0 else 50, place="1" if i == 0 else "=2")
                              for i, r in enumerate(m["standings"])]
        js(d, GIVE, json.dumps(crowd))
        wait_for(lambda: len(_rows(d)) == 2, 5)
        assert _rows(d)[0] == ("1.", names[0])
        assert d.find_elements(By.CSS_SELECTOR, "#standings li.gap")[0].text == "11 players level at 2="
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: len(_rows(d)) == 9, 5)
        # At the end the booby prize's winner, far down, keeps his place; the places between
        # are shown when the panel has room for them (round 14), else a gap says they were left out.
        m["evening"].update(stage="over", round=3, rounds=3, drawing=False, seated=False, next_in=None,
                            prizes_soon=False)
        m["prizes"] = [{"prize": "booby", "title": "The booby prize", "player": names[-1], "note": "",
                        "why": "the fewest counters"}]
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: _rows(d)[-1][1] == names[-1], 5)
        d.save_screenshot(str(shots / "tv-leaders-and-booby.png"))
        rows = _rows(d)
        assert rows[-1] == ("12.", names[-1]), rows
        assert ("gap", "") not in rows or len(rows) < 12, rows
        assert "=" not in "".join(at for at, _ in rows if at.endswith(".")), rows  # no "=2nd" of old
    finally:
        server.stop()


@pytest.mark.parametrize("host_screen", [True, False], ids=["window", "serve"])
def test_the_television_says_where_the_code_is_with_a_host_screen_or_none(chrome, shots, host_screen):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    server.host_screen = host_screen  # party --serve sets it False: no window
    try:
        screen(d, 1280, 720, False)
        d.get("about:blank")
        d.get(server.url + "tv")  # no code in the address: the screen asks for it
        wait_for(lambda: d.find_element(By.ID, "code-form").is_displayed(), 10)
        why = lambda: d.find_element(By.ID, "code-why").text  # noqa: E731
        if host_screen:
            assert "host's screen" in why()
        else:
            wait_for(lambda: "printed" in why(), 5)
            assert "host's screen" not in why(), why()
        d.save_screenshot(str(shots / f"tv-code-asked-{'window' if host_screen else 'serve'}.png"))
        # A wrong code: asked again, with the same whereabouts.
        d.find_element(By.ID, "code-in").send_keys("ZZZZ\n")
        wait_for(lambda: "not this evening's code" in why(), 10)
        assert ("host's screen" in why()) == host_screen and ("printed" in why()) != host_screen, why()
    finally:
        server.stop()
