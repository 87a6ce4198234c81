"""A prize tied and cut names the cut's cards, on the phones and on the host's screen (round
12 of issue 37, minor: the guest who lost the booby prize's cut read "tied with you, and the
cut went to Alice" and "Tied with you: the lowest cut won", though the rulings say "The cards
are shown"): "Alice cut 3♣, you 9♥: the lowest cut won"."""

from __future__ import annotations

from prize_evenings import a_tied_booby_prize

from game.cards.card import Card
from game.party.prizes import _cuts_said
from game.phones.messages import prizes_part


def test_the_cut_s_cards_are_named_with_the_winner_s_first():
    assert _cuts_said({"Eve": ["9H"], "Alice": ["3C"]}, "Alice") == "Alice cut 3♣, Eve 9♥"
    assert _cuts_said({"Eve": ["9H", "2D"], "Alice": ["9C", "KS"]}, "Eve") == "Eve cut 9♥ then 2♦, Alice 9♣ then K♠"


def test_the_losing_guest_s_phone_names_both_cards():
    ev = a_tied_booby_prize()
    booby = next(p for p in ev.prizes() if p.key == "booby")
    assert set(booby.cut) == {"Alice", "Eve"}
    winner = booby.player
    loser = "Eve" if winner == "Alice" else "Alice"
    mine, theirs = (Card.parse(booby.cut[n][-1]).symbol for n in (winner, loser))
    for p in prizes_part(ev, loser):
        if p["prize"] == "booby":
            said = " ".join(str(p.get(k) or "") for k in ("why", "note"))
            assert f"{winner} cut {mine}" in said and f"you {theirs}" in said, said
            assert "the lowest cut won" in said
            break
    else:
        raise AssertionError("no booby prize")
    # The winner's own phone: "You cut 3♣, Eve 9♥".
    for p in prizes_part(ev, winner):
        if p["prize"] == "booby":
            assert f"You cut {mine}, {loser} {theirs}" in (p.get("note") or ""), p
