"""The host's prizes screen names the cards a tied prize was cut with (round 12 of issue 37,
minor: "the cards are shown", the rulings say, and nothing named them)."""

from __future__ import annotations

from game.cards.card import Card
from game.party import Evening, Guest, PartyConfig

NAMES = ["Alice", "Eve", "Cleo", "Dora", "Bob", "Dan", "Fred", "Gus"]


def a_tied_booby_prize() -> Evening:
    guests = [Guest(n, "red" if i < 4 else "blue", "phone") for i, n in enumerate(NAMES)]
    ev = Evening.start(PartyConfig(guests, rounds=1, seed=5))
    ev.play_round()
    ev.yellow = {n: 0 for n in NAMES}
    ev.extra = {n: 0 for n in NAMES}
    ev.counters = {n: 40 + 3 * i for i, n in enumerate(NAMES)}
    ev.counters["Alice"] = ev.counters["Eve"] = 20  # level at the fewest: cut for the booby prize
    ev.finish()
    return ev


def test_the_host_s_screen_names_both_cards(app):
    from game.ui.scenes.party_prizes import PrizesScene

    from layout_probe import LayoutProbe

    ev = a_tied_booby_prize()
    booby = next(p for p in ev.prizes() if p.key == "booby")
    loser = "Eve" if booby.player == "Alice" else "Alice"
    scene = app.push(PrizesScene(app, ev))
    scene.announce_all()
    with LayoutProbe(app) as probe:
        text = " ".join(p.label for p in probe.draw(scene) if p.kind == "text")
    for n in (booby.player, loser):
        assert Card.parse(booby.cut[n][-1]).symbol in text, text
    assert "cut" in text and "the lowest cut won" in text.replace("  ", " "), text
