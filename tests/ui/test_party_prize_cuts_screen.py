"""The host's prizes screen names the cards a tied prize was cut with (round 12 of issue 37,
minor: "the cards are shown", the rulings say, and nothing named them)."""

from __future__ import annotations

from prize_evenings import a_tied_booby_prize

from game.cards.card import Card


def test_the_host_s_screen_names_both_cards(app):
    from layout_probe import LayoutProbe

    from game.ui.scenes.party_prizes import PrizesScene

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
