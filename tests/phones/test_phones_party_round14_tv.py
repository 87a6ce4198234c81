"""Round 14 of issue 37's play-test, the television: the "phone away" mark dropped while
the host was down; at 1280x720 the prizes' reasons were small italic and shown hands tiny
cards, and the final standings left places out behind a mark with half the panel empty."""

from __future__ import annotations

import copy
import json
import time

import pytest
from chromium_helpers import By, js, screen, wait_for
from phones_helpers import begin_evening, fast_settings, start_server
from test_phones_party_round3 import GIVE, KEEP_SOCKETS
from test_phones_party_round8 import _overview

from game.phones.night import PhoneNight

pytestmark = pytest.mark.slow
CHROME_PREFIX = "party-round14-tv-"  # the browser's profile (the fixture is conftest.py's)
CHROME_BEFORE = KEEP_SOCKETS  # run before each page's own script


def _tv(d, server, night, total=8, rounds=3):
    ev = begin_evening(server, total=total, rounds=rounds, seed=4)
    for t in range(ev.table_count):  # nothing moves but what the test gives the screen
        server.call(night.hold, t).result(5)
    screen(d, 1280, 720, False)
    d.get("about:blank")
    d.get(server.tv_url)
    wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table")) == ev.table_count, 30)
    return ev


def test_the_television_keeps_the_phone_away_mark_while_the_host_is_down(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        _tv(d, server, night)
        m = copy.deepcopy(_overview(server, night))
        away = m["tables"][1]["players"][2]
        away["gone"] = True
        js(d, GIVE, json.dumps(m))

        def marks():
            return [e.text for e in d.find_elements(By.CSS_SELECTOR, ".tv-table .gone")]

        wait_for(lambda: marks() == ["phone away"], 5)
        server.stop()  # the host's program killed
        wait_for(lambda: d.find_element(By.ID, "offline").is_displayed(), 10)
        d.save_screenshot(str(shots / "tv-phone-away-host-down.png"))
        assert marks() == ["phone away"], marks()
    finally:
        server.stop()


def test_the_television_at_1280x720_shows_hands_large_and_its_final_lists_whole(chrome, shots):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.2, timeout=600.0, between=30.0))
    server = start_server(night)
    try:
        _tv(d, server, night, total=12)
        m = copy.deepcopy(_overview(server, night))
        # Two hands shown at the head table, as at a show: large enough to read from the sofa.
        for p, hand in zip(m["tables"][0]["players"][1:3], (["Kc", "Qh", "Qd", "Jh", "9s"],
                                                             ["Ac", "Th", "Td", "4h", "3c"])):
            p["shown"] = hand
        js(d, GIVE, json.dumps(m))
        wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, ".tv-table .cards .card")) == 10, 5)
        time.sleep(0.5)
        d.save_screenshot(str(shots / "tv-shown-hands-1280x720.png"))
        widths = js(d, "return [...document.querySelectorAll('.tv-table .cards .card')]"
                       ".map((c) => c.getBoundingClientRect().width);")
        assert min(widths) >= 40, widths  # ~20 px before (round 14)
        assert js(d, "return document.documentElement.scrollHeight") <= 722
        # The end: eight players, prizes to the 7th and 8th; half the panel is not left empty
        # behind a mark for places left out, and the reasons are read across the room.
        end = copy.deepcopy(m)
        names = [r["name"] for r in end["standings"]]
        end["evening"].update(stage="over", round=3, rounds=3, drawing=False, seated=False, next_in=None,
                              prizes_soon=False)
        end["standings"] = [dict(r, yellow=0, net=60 - i, place=str(i + 1)) for i, r in enumerate(end["standings"])]
        end["prizes"] = [{"prize": "red", "title": "Ladies: most counters", "player": names[-2], "yours": False,
                          "why": "the most counters of the Ladies who are guests (54 counters)",
                          "note": f"{names[0]} (60 counters) had more, but computer players take no prize"},
                         {"prize": "booby", "title": "The booby prize", "player": names[-1], "yours": False,
                          "why": "the fewest counters", "note": ""}]
        end["prizes_all"] = "With two guests and two prizes, every guest takes one."
        js(d, GIVE, json.dumps(end))
        wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "#moves li.prize"), 5)
        time.sleep(0.5)
        d.save_screenshot(str(shots / "tv-end-1280x720.png"))
        # Read in one look: the screen is drawn afresh each second.
        rows, gaps, spare = js(d, """const s = document.getElementById('standings'), sec = s.closest('section');
            const li = s.querySelector('li:not(.gap)').getBoundingClientRect().height;
            return [[...s.querySelectorAll('li:not(.gap)')].map((e) => e.textContent), s.querySelectorAll('li.gap').length,
                    (sec.getBoundingClientRect().bottom - s.getBoundingClientRect().bottom) / li];""")
        assert len(rows) > 10, rows  # the eight leaders and two winners before, the rest left out
        assert not gaps or spare < 2, (spare, rows)  # left out only when the panel is full
        why = js(d, "return parseFloat(getComputedStyle(document.querySelector('#moves li.prize .why')).fontSize);")
        assert why >= 20, why  # ~15 px italic before (round 14)
        assert "every guest takes one" in js(d, "return document.getElementById('moves').textContent")
    finally:
        server.stop()
