"""Issue 38, window round 8: Draw Poker at eight, the dealer gets no cards (Foster, "Players";
Law 1) and nothing said why: his plate wears "deals only" while he deals, and the log says the
law's reason once."""

from __future__ import annotations

import pytest

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    yield a
    a.close()


@pytest.mark.parametrize("seats", [8, 7])
def test_the_dealer_at_eight_deals_only_and_the_log_says_why_once(shared_app, seats):
    app = shared_app
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, "draw", seats, person=True)
    found: list[str] = []
    tagged: set[int] = set()
    try:
        def look(when: str) -> None:
            for seat in scene.seats:
                has = "deals only" in scene._tags_of(seat)
                dealing = sum(not s.in_deal for s in scene.seats) == 1  # (the deal begun: he alone out)
                ought = seats == 8 and dealing and seat.seat == scene.dealer and not seat.in_deal
                if has != ought:
                    found.append(f"{when}: {seat.name} {'wears' if has else 'lacks'} 'deals only'")
                if has:
                    tagged.add(seat.seat)

        through_a_deal(app, scene, look, deals=2)
        lines = [e.text for e in scene.log.entries if "deals only" in e.text or "deal only" in e.text]
    finally:
        let_go(app, scene)
    assert not found, found[:5]
    if seats == 8:
        assert len(tagged) == 2, tagged  # (the deal passes: each dealer in turn)
        assert len(lines) == 1 and "the dealer takes no cards" in lines[0], lines
    else:
        assert not tagged and not lines
