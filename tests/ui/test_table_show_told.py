"""The table follows the log: a player's markers on his plate change when the line that
moves them is told, and another player's hand lies face up only once the log has said he
shows it (issue 38, window round 4: at Whiskey Poker with markers a plate read "4 markers"
and every hand lay face up while the log was still at the second hand shown; the table's
view, read after the last move, runs ahead of the log).  Whole deals are played with the
person seated (tests/ui/deal_sweep.py), and every settled moment is looked at."""

from __future__ import annotations

import pytest

from game.engine.core.events import DealStarted, HandDealt, HandShown, MarkerPaid, WhiskeyPaid
from game.engine.core.trading_events import MarkersMoved
from game.ui.tabletops.base import MARKER_GAMES

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    a.settings = a.settings.with_(animation_speed=4.0, review_deals=False)
    yield a
    a.close()


@pytest.mark.parametrize("variant, seats, deals", [
    ("whiskey-markers", 8, 3), ("whiskey-markers", 4, 3), ("whiskey", 6, 2), ("draw", 5, 2),
    ("brag", 6, 2), ("commerce-widow", 5, 2),
])
def test_plates_and_turned_hands_follow_the_log(app, variant, seats, deals):
    scene = seat_table(app, variant, seats, person=True)
    counted = variant in MARKER_GAMES
    markers = {s: MARKER_GAMES.get(variant, 0) for s in range(len(scene.seats))}  # (as each begins)
    shown: set[int] = set()
    dealt = [False]  # (the cards drawn for the seats, face up, come before the first deal)
    seen_shows = [0]
    play = scene._play

    def played(queued):  # what the log has been told, in order
        e = queued.event
        if isinstance(e, DealStarted):
            shown.clear()
        elif isinstance(e, HandDealt):
            dealt[0] = True
        elif isinstance(e, HandShown):
            shown.add(e.seat)
            seen_shows[0] += 1
        elif isinstance(e, WhiskeyPaid):
            markers.update({s: e.markers for s in markers})
        elif isinstance(e, (MarkerPaid, MarkersMoved)):
            markers[e.seat] = e.left
        play(queued)

    scene._play = played
    found: dict[str, str] = {}
    try:
        def look(when: str) -> None:
            for seat in scene.seats:
                s = seat.seat
                if counted and scene.top.markers(s) != markers[s]:
                    found.setdefault(f"{seat.name}'s plate {scene.top.markers(s)} markers, the log's "
                                     f"{markers[s]}", when)
                if s == scene.me or s in shown or not dealt[0]:
                    continue
                up = [sp.card for sp in seat.cards if sp.face_up]
                if up:
                    found.setdefault(f"{seat.name}'s cards {up} face up before the log says he shows", when)

        through_a_deal(app, scene, look, deals=deals)
        assert seen_shows[0], "no hand was shown: choose another table"
    finally:
        let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:6]
