"""Round 7 of issue 37's play-test, the host's window: the minors left after it.

The seating draw names the pack each card came from (two players held the A♠, one from
each pack, and nothing said so) and says why a card can come up twice; the overview marks
who deals at each table; the moves screen shows each mover's counters beside his name; the
prizes screen says why each prize goes where it goes, as the television does; the standings
give no place ("=1." for all) before any table has a result."""

from __future__ import annotations

import pytest

from game.party import Evening, Guest, PartyConfig, fill_with_computers, places_so_far
from game.ui.scenes.party_draw import STEP, SeatingDrawScene
from game.ui.scenes.party_moves import MovesScene
from game.ui.scenes.party_overview import OverviewScene, table_look
from game.ui.scenes.party_prizes import PrizesScene, prize_calls
from game.ui.scenes.party_tables import dealer_spot, felt_rect, seat_places, table_places


@pytest.fixture
def said(app, monkeypatch):
    """Every text the window renders, in order."""
    texts: list[str] = []
    real = app.fonts.render

    def render(role, px, text, colour):
        texts.append(text)
        return real(role, px, text, colour)

    monkeypatch.setattr(app.fonts, "render", render)
    return texts


def computers(n=12, seed=5, **kw):
    return Evening.start(PartyConfig(fill_with_computers([], n), rounds=2, seed=seed, **kw))


def test_the_draw_says_which_pack_each_card_came_from(app, said):
    ev = computers(16)
    scene = app.push(SeatingDrawScene(app, ev))
    for i in range(len(ev.draws)):
        said.clear()
        scene.t = STEP - 0.45  # the card turned over, not yet placed
        app.draw()
        d = ev.draws[scene.index]
        assert any(t.startswith(f"{d.card.symbol} from the {d.back} pack: ") for t in said), said
        assert any("Two packs" in t and "twice" in t for t in said)
        scene._place()
        if not scene.drawing:
            break
    # Every drawn card in the tables' lists with its pack's colour in words beside it.
    scene.cuts_shown = False
    scene.index = len(ev.draws) - 1
    said.clear()
    app.draw()
    pairs = set(zip(said, said[1:]))
    placed = [k for ks in scene.placed for k in ks]
    assert len(placed) == len(ev.draws)
    for k in placed:
        d = ev.draws[k]
        assert (d.card.symbol, f"{d.back} pack") in pairs or (d.card.symbol, d.back) in pairs, (d, said)


def test_the_overview_marks_one_dealer_at_each_table(app, said):
    ev = computers(20)
    scene = app.push(OverviewScene(app, ev))
    app.step([], 0.1)
    for t in range(ev.table_count):
        look = table_look(ev, scene.runner.watches[t])
        dealers = [s.name for s in look.seats if s.dealer]
        assert dealers == [ev.tables[t][ev.dealers[t] % len(ev.tables[t])]], (t, dealers)
    said.clear()
    app.draw()
    assert said.count("D") >= ev.table_count
    # The disc lies clear of every plate's name, at every table size the evening has.
    cells, _ = table_places(app.layout, ev.table_count)
    for cell, seats in zip(cells, ev.tables):
        plates = seat_places(cell, app.layout, len(seats))
        felt = felt_rect(cell, app.layout)
        for p in plates:
            spot = dealer_spot(p, felt, app.layout)
            assert cell.contains(spot), (cell, spot)
            assert not any(spot.colliderect(q) for q in plates), (spot, plates)


def a_round_played() -> tuple[Evening, dict]:
    guests = [Guest(f"G{i:02d}", "red" if i % 2 else "blue", "guest") for i in range(12)]
    ev = Evening.start(PartyConfig(guests, rounds=2, mode="real", seed=3))
    for t, seats in enumerate(ev.tables):
        ev.record(ev.real_result(t, seats[0], (), {n: 40 + i for i, n in enumerate(seats)}))
    return ev, ev.finish_round()


def test_the_moves_show_each_movers_counters_beside_his_name(app, said):
    ev, record = a_round_played()
    scene = app.push(MovesScene(app, ev, record, lambda: None))
    scene.age = scene.animation_end + 0.5
    said.clear()
    app.step([], 0.05)
    app.draw()
    for m in record["moves"]:
        look = scene._seat(m["player"], next(f for f in scene.flights if f.player == m["player"]))
        assert look.counters == ev.counters[m["player"]] and look.note and not look.mark, look
        # in the list of moves too
        carries = f"({ev.counters[m['player']]} counters"
        at = [k for k, t in enumerate(said) if t.startswith(m["player"])]
        assert any(carries in t for k in at for t in said[k:k + 2]), said  # beside the name, or under it
        # and on his plate: the words where he came from and his counters, both drawn
        assert str(ev.counters[m["player"]]) in said


def test_the_prizes_screen_says_why_each_prize_goes_where_it_goes(app, said):
    ev, _ = a_round_played()
    while not ev.over():
        for t, seats in enumerate(ev.tables):
            ev.record(ev.real_result(t, seats[1], (), {n: 30 + 3 * i for i, n in enumerate(seats)}))
        ev.finish_round()
    ev.finish({n: 50 + (i * 7) % 13 - 6 for i, n in enumerate(ev.guests)})
    scene = app.push(PrizesScene(app, ev))
    scene.announce_all()
    app.step([], 3.0)
    said.clear()
    app.draw()
    calls = [c for c in prize_calls(ev) if c.prize is not None]
    assert calls and all(c.why for c in calls)
    text = " ".join(said)
    for c in calls:  # the reason, whole, though wrapped over lines
        assert " ".join(("for " + c.why).split()) in " ".join(text.split()), (c.why, said)
    # and the notes under them whole (a long reason leaves them room), never cut with "…"
    assert not [t for t in said if t.endswith("…") and not t.startswith("Score sheet")], said


def test_no_place_is_given_before_any_table_has_a_result(app, said):
    ev = computers(12)
    rows = ev.standings()
    assert not ev.has_result and places_so_far(rows, ev.has_result) == [""] * len(rows)
    app.push(OverviewScene(app, ev))
    said.clear()
    app.draw()
    assert not any(t.startswith(("=1.", "1. ")) for t in said), said
    # A table's deal over: the host's standings count from the round's start, all still
    # level, so still no place (round 7 of issue 37 saw "=1." beside all forty names).
    ev.record(ev.table_deal(0, humans=False).run())
    assert ev.has_result
    said.clear()
    app.draw()
    assert not any(t.startswith(("=1.", "1. ")) for t in said), said
    # The round over: places come.
    ev.play_round()
    said.clear()
    app.draw()
    assert ev.has_result and any(t.startswith(("=1.", "1. ")) for t in said), said
