"""In an evening served without a window (``party --serve``) the last guest to join has a
moment to see his seat: after the draw the first deal waits a short counted pause, and every
phone says "Here is your seat: the first deal begins in N s" (round 12 of issue 37, minor:
Cleo's phone went from the join screen straight to "Your turn: 25 s left")."""

from __future__ import annotations

import pytest
from chromium_helpers import By, join_as, wait_for
from phones_helpers import begin_evening, fast_settings, start_server

from game.party import Evening
from game.phones.night import PhoneNight
from game.phones.options import add_arguments
from game.phones.starting import config_for


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_first_deal_waits_a_counted_pause_after_the_draw():
    clock = Clock()
    night = PhoneNight(fast_settings(pace=0.0, timeout=30.0), clock=clock)
    night.expect("Cleo", "red")
    ev = Evening.start(config_for(night, 8, 2, seed=3))
    night.begin(ev)
    night.hold_first_deal(10.0)
    msg = night.message_for("Cleo")
    assert msg["evening"]["seated"] and not msg["evening"]["drawing"]
    assert msg["evening"]["first_in"] == 10.0
    assert msg["seat"] is not None and msg["table"]["number"] >= 1  # his seat is shown now
    clock.now += 6
    night.tick()
    assert not any(d is not None and d.started for d in night.deals)  # nothing dealt yet
    assert night.message_for("Cleo")["evening"]["first_in"] == 4.0
    clock.now += 4.5
    night.tick()
    assert any(d is not None and d.started for d in night.deals)
    msg = night.message_for("Cleo")
    assert msg["evening"]["first_in"] is None and not msg["evening"]["seated"]


def test_the_window_s_draw_still_waits_for_the_host():
    night = PhoneNight(fast_settings(pace=0.0, timeout=30.0, draw=30.0))
    night.expect("Cleo", "red")
    night.begin(Evening.start(config_for(night, 8, 2, seed=3)))
    night.seats_drawn()
    ev = night.message_for("Cleo")["evening"]
    assert ev["seated"] and ev["first_in"] is None


def test_the_command_s_pause_is_ten_seconds_by_default():
    import argparse

    p = argparse.ArgumentParser()
    add_arguments(p)
    assert p.parse_args([]).first_deal_in == 10.0
    assert p.parse_args(["--first-deal-in", "0"]).first_deal_in == 0.0


@pytest.mark.slow
def test_every_phone_counts_the_pause_down(chrome):
    d = chrome
    night = PhoneNight(fast_settings(pace=0.0, timeout=60.0))
    night.expect("Cleo", "red")
    server = start_server(night)
    server.host_screen = False
    try:
        join_as(d, server, night, "Cleo")
        begin_evening(server, total=8, rounds=2, seed=3)
        server.call(night.hold_first_deal, 20.0).result(5)
        st = wait_for(lambda: (e := d.find_element(By.ID, "status")).is_displayed()
                      and "first deal begins in" in e.text and e, 10)
        first = st.text
        assert first.startswith("Here is your seat: the first deal begins in ") and first.endswith(" s"), first
        wait_for(lambda: d.find_element(By.ID, "status").text != first, 5)  # it counts down
        n = int(d.find_element(By.ID, "status").text.split(" in ")[1].split()[0])
        assert 14 <= n < int(first.split(" in ")[1].split()[0])
    finally:
        server.stop()
