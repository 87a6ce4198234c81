"""The host's sheet for real cards: large tiles clicked through in the call, the winner and
clear; a right-click for broke; Undo takes back any change, a confirmation included."""

from __future__ import annotations

import pygame

from game.party import Evening, Guest, PartyConfig
from game.ui.scenes.party_host import HostScene
from game.ui.scenes.party_overview import BellOverlay

from layout_probe import LayoutProbe
from uihelp import key_event


def click(app, pos, button=1):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def sheet(app) -> tuple[Evening, HostScene]:
    guests = [Guest(f"Guest {i:02d}", "red" if i % 2 else "blue", "guest") for i in range(16)]
    ev = Evening.start(PartyConfig(guests, rounds=1, mode="real", seed=5))
    host = app.push(HostScene(app, ev))
    app.step([], 0.1)
    return ev, host


def test_tiles_are_large_and_clicks_cycle_call_winner_clear(app):
    ev, host = sheet(app)
    tile = host.tiles[1][2]
    assert tile.height >= app.layout.px(44) and tile.width >= app.layout.px(150)
    name = host.entries[1].seats[2]
    click(app, tile.center)
    assert name in host.entries[1].in_call and host.entries[1].winner is None
    click(app, tile.center)
    assert host.entries[1].winner == name
    click(app, tile.center)
    assert host.entries[1].winner is None and name not in host.entries[1].in_call
    click(app, tile.center, button=3)
    assert host.entries[1].broke == {name}


def test_undo_takes_back_a_change_and_a_confirmation(app):
    ev, host = sheet(app)
    head = host.entries[0]
    host.edit(0, 0, "cycle")
    host.edit(0, 0, "cycle")
    for i in range(len(head.seats)):
        for ch in "50":
            host.type_count(0, i, ch)
    host.edit(0, 1, "broke")
    app.step([key_event(pygame.K_u)])
    assert head.broke == set() and head.winner == head.seats[0]
    app.step([key_event(pygame.K_RETURN)])
    assert 0 in ev.pending and isinstance(app.top, BellOverlay)
    app.step([], 0.5)
    app.step([key_event(pygame.K_SPACE)])
    assert app.top is host
    host.undo()  # the confirmation taken back: the table is open again, its entries kept
    assert 0 not in ev.pending and head.winner == head.seats[0]
    assert all(head.counts[n] == "50" for n in head.seats)
    # A change to a confirmed table reopens it.
    host.confirm()
    app.step([], 0.5)
    app.step([key_event(pygame.K_SPACE)])
    assert 0 in ev.pending
    host.edit(0, 2, "call")
    assert 0 not in ev.pending


def test_the_final_count_goes_table_by_table_and_checks_the_total(app):
    from game.ui.scenes.party_final import FinalCountsScene
    from game.ui.scenes.party_prizes import PrizesScene

    ev, host = sheet(app)
    for t, e in enumerate(host.entries):
        host.table = t
        host.edit(t, 0, "cycle")
        host.edit(t, 0, "cycle")
        if t == 0:
            for i in range(len(e.seats)):
                for ch in "50":
                    host.type_count(0, i, ch)
        host.confirm()
        app.step([], 0.5)
        if app.top is not host:
            app.step([key_event(pygame.K_SPACE)])
    host.make_moves()
    app.step([key_event(pygame.K_RETURN)])
    app.step([key_event(pygame.K_RETURN)])
    final = app.top
    assert isinstance(final, FinalCountsScene)
    assert final.names == [n for seats in ev.tables for n in seats]
    assert final.expected == 50 * 16
    for i, name in enumerate(final.names):
        final.counts[name] = "40" if i == 0 else "50"
    app.step([], 0.1)
    with LayoutProbe(app) as probe:
        words = " ".join(p.label for p in probe.draw(final) if p.kind == "text")
    assert "not 800: check them" in words
    final.counts[final.names[1]] = "60"
    app.step([key_event(pygame.K_f)])
    assert isinstance(app.top, PrizesScene) and ev.finished
