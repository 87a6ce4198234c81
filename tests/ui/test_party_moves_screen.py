"""The moves animated: the winners' chain flown from the booby table up, the head table's
poorest down, the broke player's exchange crossing; no place ever shows two names, every
mover lands where the new seating puts him, and the new seating then stays up."""

from __future__ import annotations

import pygame

from game.party import Evening, Guest, PartyConfig
from game.ui.scenes.party_moves import MovesScene, plan_flights
from game.ui.scenes.party_tables import SeatLook

from uihelp import key_event


def a_round_with_a_broke_player() -> tuple[Evening, dict]:
    guests = [Guest(f"G{i:02d}", "red" if i % 2 else "blue", "guest") for i in range(12)]
    ev = Evening.start(PartyConfig(guests, rounds=2, mode="real", seed=3))
    head, middle, booby = ev.tables
    ev.record(ev.real_result(0, head[0], (), {n: 40 + i for i, n in enumerate(head)}))
    ev.record(ev.real_result(1, middle[0], (), None, broke=[middle[2]]))
    ev.record(ev.real_result(2, booby[0], (), {n: 30 + 5 * i for i, n in enumerate(booby)}))
    return ev, ev.finish_round()


def shown_names(scene: MovesScene, captured: list[list[SeatLook]]) -> list[str]:
    return [s.name for seats in captured for s in seats if not s.empty]


def test_the_flights_follow_the_chain_then_the_exchange():
    ev, record = a_round_with_a_broke_player()
    old = [t["seats"] for t in record["tables"]]
    flights = plan_flights(old, ev.tables, record["moves"], record["down"], 1.0, 1.5)
    kinds = [f.kind for f in flights]
    assert kinds[:3] == ["up", "up", "down"] and kinds[3:] == ["swap", "swap"]
    # The booby table's winner flies first; the head table's man going down last of the chain.
    assert flights[0].frm[0] == 2 and flights[2].player == record["down"]
    # Each of the chain lands as the next one leaves; the exchange's two cross together.
    assert flights[1].start == flights[0].end and flights[2].start == flights[1].end
    assert flights[3].start == flights[4].start == flights[2].end
    for f in flights:
        t, i = f.to
        assert ev.tables[t][i] == f.player


def test_no_place_shows_two_names_and_the_new_seating_stays(app, monkeypatch):
    ev, record = a_round_with_a_broke_player()
    scene = app.push(MovesScene(app, ev, record, lambda: None, auto=5.0))
    captured: list[list[SeatLook]] = []
    import game.ui.scenes.party_moves as moves_module

    real = moves_module.draw_table

    def spy(surface, app_, cell, look, places=None):
        captured.append(look.seats)
        return real(surface, app_, cell, look, places)

    monkeypatch.setattr(moves_module, "draw_table", spy)
    while not scene.settled:
        captured.clear()
        app.step([], 0.1)
        names = shown_names(scene, captured)
        flying = [f.player for f in scene.flights if f.start <= scene.age < f.end]
        assert len(names) == len(set(names)), names
        assert not set(names) & set(flying)
        assert len(names) + len(flying) >= len(ev.guests) - len(flying)
    captured.clear()
    app.step([], 0.1)
    assert sorted(shown_names(scene, captured)) == sorted(ev.guests)
    lit = {s.name for seats in captured for s in seats if s.lit}
    assert lit == {m["player"] for m in record["moves"]}
    # It stays up for a while, then the next round comes by itself.
    app.step([], 3.0)
    assert app.top is scene
    app.step([], 3.0)
    assert app.top is not scene


def test_enter_shows_the_new_seating_at_once_then_goes_on(app):
    ev, record = a_round_with_a_broke_player()
    went = []
    scene = app.push(MovesScene(app, ev, record, lambda: went.append(1)))
    app.step([], 0.1)
    app.step([key_event(pygame.K_RETURN)])
    assert scene.settled and app.top is scene and not went
    app.step([key_event(pygame.K_RETURN)])
    assert went and app.top is not scene


def test_the_moves_headline_and_list_cut_no_words(app):
    """Play-test of issue 37: the headline ended "...goes down to the booby..." and the list
    "Miss Beaucha...".  The headline wraps to two lines, and a name too long to sit beside its
    move takes a line of its own; nothing in either is cut, at 1280x720 or 960x540."""
    names = ["Miss Beauchamp-Fotheringay", "Lady Cavendish-Bentinck", "Colonel Ashburnham-Clinton",
             "Mrs. Montgomery-Cuninghame"] + [f"Mrs. Wetherby-Smythe {i}" for i in range(8)]
    guests = [Guest(n, "red" if i % 2 else "blue", "guest") for i, n in enumerate(names)]
    ev = Evening.start(PartyConfig(guests, rounds=2, mode="real", seed=3))
    head, middle, booby = ev.tables
    # The head table's poorest was in the call: the longest reason there is.
    ev.record(ev.real_result(0, head[0], (head[0], head[1]), {n: 40 + i for i, n in enumerate(head)}))
    ev.record(ev.real_result(1, middle[0], (), None))
    ev.record(ev.real_result(2, booby[0], (), None))
    rec = ev.finish_round()
    for size in ((1280, 720), (960, 540)):
        app.set_window_size(size)
        scene = MovesScene(app, ev, rec, lambda: None)
        scene.layout(app.layout)
        down = next(f for f in scene.flights if f.kind == "down")
        assert "fewest counters at the head table of those not in the call" in down.caption
        real = app.fonts.render
        said: list[str] = []
        app.fonts.render = lambda face, px, text, *a, **k: said.append(text) or real(face, px, text, *a, **k)
        try:
            title_right = app.layout.x(32) + real("display", app.layout.font(40), "Round 1: the moves",
                                                  (0, 0, 0)).get_width() + app.layout.px(30)
            for f in scene.flights:
                scene._draw_caption(app.window, f.caption, (255, 255, 255), title_right)
            captions = list(said)
            said.clear()
            scene.age = scene.animation_end + 0.1
            scene._draw_list(app.window)
        finally:
            app.fonts.render = real
        assert not [t for t in captions if t.endswith("…")], captions
        assert " ".join(captions).count("goes down to the booby table") == 1, captions
        assert not [t for t in said if t.endswith("…")], said
        movers = {f.player for f in scene.flights}
        assert movers <= set(said), (movers, said)


def test_the_only_one_not_in_the_call_goes_down_in_plain_words():
    """Play-test round 7: the richest at the head table, alone outside the call, went down "with
    the fewest of those not in the call"; the host's screen says "as the only one ..."."""
    from game.ui.scenes.party_moves import plan_flights

    old = [["Ann", "Bob", "Cat", "Miss Beauchamp"], ["Colonel Birch", "Mr. Abbott", "Mrs. Alden", "Mr. Cathcart"]]
    new = [["Ann", "Bob", "Cat", "Colonel Birch"], ["Miss Beauchamp", "Mr. Abbott", "Mrs. Alden", "Mr. Cathcart"]]
    moves = [{"player": "Colonel Birch", "from": 2, "to": 1, "reason": "won the pool at the booby table"},
             {"player": "Miss Beauchamp", "from": 1, "to": 2, "reason": "the only one at the head table not in the call"}]
    flights = plan_flights(old, new, moves, "Miss Beauchamp", 0.0, 1.0)
    down = next(f for f in flights if f.kind == "down")
    assert down.caption == "Miss Beauchamp goes down to the booby table, as the only one at the head table not in the call"
