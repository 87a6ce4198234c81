"""The phone evening's big screen laid out for a room: at 4 and 7 tables and at three window
sizes, no text over other text or over a card, none on the frame or cut off (the layout
probe), while the guests' phones play."""

from __future__ import annotations

import time

import pytest

from game.party import Evening
from game.phones.night import NightSettings, PhoneNight
from game.phones.starting import config_for
from game.ui.scenes.party_phones import start_server
from game.ui.scenes.party_phones_screen import PhonesEveningScene

from layout_probe import LayoutProbe, frame_width, problems

PLAYERS = {4: 20, 7: 40}
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def play_a_while(server, seconds: float) -> None:
    """Let the server play for ``seconds``, then hold the evening still (to be looked at)."""
    time.sleep(seconds)

    def hold() -> None:
        server.night.settings.pace = server.night.settings.timeout = 10_000.0

    server.call(hold).result(5)
    time.sleep(0.1)


def look(app, probe, server, ev):
    """A fresh big screen on the evening as it stands, every part drawn (a table a frame)."""
    scene = PhonesEveningScene(app, server, ev)
    scene.layout(app.layout)
    for _ in range(14):
        scene.update(0.05)
        scene.draw(app.window)
    scene.bell_age = 99.0  # the bell's panel is an overlay over the tables by design
    return probe.draw(scene)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("tables", sorted(PLAYERS))
def test_the_phone_evenings_big_screen_leaves_no_text_over_text_or_cut_off(app, size, tables):
    app.set_window_size(size)
    # A computer player stands in: the longest of the away plates ("away: a computer plays").
    night = PhoneNight(NightSettings(pace=0.02, between=30.0, timeout=0.05, policy="computer"))
    for name, group in (("Lady Featherstonehaugh", "red"), ("Bob", "blue"), ("Colonel Fortescue-Smythe", "blue")):
        night.expect(name, group)
    server = start_server(night, 0, "127.0.0.1")
    try:
        def begin() -> Evening:
            ev = Evening.start(config_for(night, PLAYERS[tables], 2, seed=7))
            night.begin(ev)
            return ev

        ev = server.call(begin).result(10)
        assert ev.table_count == tables
        server.call(server.night.set_away, "Bob").result(5)  # a guest acted for: his plate says so
        play_a_while(server, 0.8)
        with LayoutProbe(app) as probe:
            found = problems(look(app, probe, server, ev), app.window.get_size(), frame_width(app.layout))
        assert found == [], f"{tables} tables at {size}: {found[:6]}"
    finally:
        server.stop()
