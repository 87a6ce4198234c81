"""Commerce and My Ship Sails: after a barter offered or made, the cards the table shows are
the cards held (issue 38, round 3: the card passed for barter was never drawn, and the
offerer still showed three cards).  Whole deals are played (tests/ui/deal_sweep.py) and
every settled moment is looked at, the person seated and not."""

from __future__ import annotations

import pytest

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    a.settings = a.settings.with_(animation_speed=4.0, review_deals=False)
    yield a
    a.close()


def _held(scene) -> list[str]:
    """Each seat's cards as shown against the cards it holds, with the barter card at the
    end of the hand it was passed to."""
    deal = scene.session.table.deal
    if deal is None or not hasattr(deal, "pending") or deal.hands is None:
        return []
    pending = deal.pending
    found = []
    for seat in scene.seats:
        hand = deal.hands[seat.seat]
        if not seat.in_deal or not hand.cards or any(sp.card is not None for sp in seat.cards) and seat.seat != scene.me:
            continue  # (a hand shown at the end is shown whole)
        n = len(hand.cards)
        if pending is not None:
            n += (seat.seat == pending[1]) - (seat.seat == pending[0])
        if len(seat.cards) != n:
            found.append(f"seat {seat.seat} shows {len(seat.cards)} cards, holds {n} (pending {pending})")
        if seat.seat != scene.me and any(sp.card is None and sp.lift > 0.5 for sp in seat.cards):
            found.append(f"seat {seat.seat} shows a back lifted (a mark kept from the person's hand)")
        if seat.seat == scene.me and not scene.deal_done:
            if scene.hand_value != scene.top.value_words(scene.my_cards()):
                found.append(f"the person's hand is said to be {scene.hand_value!r}, "
                             f"not {scene.top.value_words(scene.my_cards())!r}")
            held = list(hand.cards)
            if pending is not None and pending[0] == seat.seat:
                held.remove(pending[2])
            faces = [sp.card for sp in seat.cards if sp.card is not None]
            if sorted(map(str, faces)) != sorted(map(str, held)):
                found.append(f"the person's faces {faces} are not his cards {held}")
    return found


@pytest.mark.parametrize("variant, seats, person", [
    ("commerce", 4, True), ("commerce", 3, True), ("my-ship-sails", 4, True), ("commerce", 5, False),
])
def test_the_cards_shown_are_the_cards_held_through_a_barter(app, variant, seats, person):
    scene = seat_table(app, variant, seats, person=person)
    found: dict[str, str] = {}
    offers = []
    try:
        def look(when: str) -> None:
            deal = scene.session.table.deal
            if getattr(deal, "pending", None) is not None:
                offers.append(when)
            for f in _held(scene):
                found.setdefault(f, when)

        through_a_deal(app, scene, look, deals=2)
        assert offers, "no barter was offered: choose another table"
    finally:
        let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
