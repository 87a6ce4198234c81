"""Bouillotte's point over the player's hand counts the retourne, which belongs to every
hand (the second fresh-eyes tester: Q♦ A♣ 9♥ with the 8♥ turned up make 17 in hearts,
not 11 in clubs)."""

from __future__ import annotations

from types import SimpleNamespace

from game.cards import Card
from game.hands.french.bouillotte import hand_point
from game.ui.tabletops.bouillotte import BouillotteTop


def c(text: str) -> Card:
    return Card.parse(text)


def _note(hand: str, retourne: str) -> str:
    top = BouillotteTop.__new__(BouillotteTop)
    top.view = SimpleNamespace(hand=[c(x) for x in hand.split()])
    state = SimpleNamespace(retourne=c(retourne))
    top._state = lambda: state
    top._turned = state.retourne  # (turned in the window)
    return top.hand_note(0)


def test_the_retourne_counts_in_the_point():
    assert hand_point([c("Qd"), c("Ac"), c("9h")]) == (11, c("Ac").suit)
    assert hand_point([c("Qd"), c("Ac"), c("9h")], c("8h")) == (17, c("8h").suit)


def test_the_note_over_the_hand_says_the_retourne_is_counted():
    assert _note("Qd Ac 9h", "8h") == "your point: 17 in ♥, the retourne's 8♥ counted"
    assert _note("Qd Ac Kc", "8h") == "your point: 21 in ♣"


def test_a_point_that_is_the_retourne_alone_is_not_called_yours():
    """A tester holding no heart read "your point: 11 in ♥, with the retourne": the retourne
    alone counts for every hand, and the note says so."""
    note = _note("Qd 8c 9s", "Ah")
    assert note == "your point: 10 in ♦; the retourne's ♥ 11 counts for all"


def test_a_held_suit_tying_the_retournes_is_the_players_point():
    """A second tester holding the K♠ (10) was told he had no point of his own: the
    retourne's ♣ 10 had tied it and been taken for his."""
    assert _note("Ks 7h 8d", "Tc") == "your point: 10 in ♠; the retourne's ♣ 10 counts for all"


def test_the_stakes_say_the_dealers_blind_of_five():
    from game.engine.core.house import HouseRules

    words = BouillotteTop.stakes_words(HouseRules(), "bouillotte")
    assert words.endswith("the dealer blinds 5"), words


def test_the_point_is_said_only_once_the_cards_and_the_retourne_are_on_the_table(app):
    """Issue 38: "your point" stood over the person's hand while its cards were still being
    dealt.  At every frame of a deal at a new player's speed, words over his hand about his
    cards are there only once each of his cards lies face up in its place, as many as he holds,
    and the retourne has been turned in the window."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from deal_sweep import _press, let_go, seat_table

    app.set_window_size((960, 540))
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, "bouillotte", 5, person=True)
    seat = scene.seats[scene.me]
    said, early = 0, []
    try:
        for frame in range(3000):
            words = [w for _r, _px, w, *_ in scene._hand_words(seat)]
            if any(w.startswith("your point") for w in words):
                said += 1
                view = scene.session.view()
                placed = all(sp.card is not None and sp.flip >= 1.0 and sp.alpha >= 255
                             and (sp.x, sp.y) == seat.place.card_slot(i, len(seat.cards))
                             for i, sp in enumerate(seat.cards))
                if len(seat.cards) != len(view.hand) or not placed or getattr(scene.top, "_turned", ...) is None:
                    early.append(f"frame {frame}: {words} over {len(seat.cards)} cards, placed {placed}")
            if scene.session.deal_over and scene.deal_done and frame > 50:
                break
            if scene.buttons and scene.idle:
                _press(scene)
            app.update(1 / 60)
    finally:
        let_go(app, scene)
    assert said, "the point was never said"
    assert not early, early[:3]
