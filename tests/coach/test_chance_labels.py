"""Issue 36, play-test: each chance the advice shows says what it is.  At Stud with cards
still to come it is the chance of winning at the show, not of holding the best hand now (a
play-tester's ten-high was shown "the chance of holding the best hand: 31%" against an ace
showing); at Ambigu the chance against all the others is set beside the chance against any
one, which is what the draw's line says its hands beat ("40% against the 3 other hands" and
"beats 40% of hands" side by side could not both be true)."""

from __future__ import annotations

from types import SimpleNamespace

from test_advice import _seat

from game.cards import parse_hand
from game.coach.figures import chance_line
from game.engine import HouseRules, Phase


def _stud(hand: str, showing: str, variant: str = "stud"):  # type: ignore[no-untyped-def]
    return SimpleNamespace(variant=variant, seat=0, hand=tuple(parse_hand(hand, size=None)),
                           house=HouseRules(), history=(), phase=Phase.BETTING,
                           players=(_seat(0, "You", hand.split(" ", 1)[1]),
                                    _seat(1, "Colonel Dash", showing)))


def test_stud_with_cards_to_come_says_winning_at_the_show() -> None:
    v = _stud("Ts 4c 7d", "Ah 2c")
    line = chance_line(v, 0.31)
    assert line.startswith("The book reckons your chance of winning at the show, with the cards still to come")
    assert "31% (2\u00bc to 1 against)" in line
    five = _stud("Ts 4c 7d 8h 9s", "Ah 2c 3d 5s")
    assert chance_line(five, 0.31).startswith("The book reckons your chance of holding the best hand")


def test_ambigu_says_against_all_and_against_one() -> None:
    seats = tuple(_seat(i, n, "") for i, n in enumerate(("You", "A", "B", "C")))
    v = SimpleNamespace(variant="ambigu", seat=0, hand=tuple(parse_hand("Kh Kd 9s 2c", size=None)),
                        house=HouseRules(), history=(), phase=Phase.BETTING, players=seats)
    line = chance_line(v, 0.4)
    assert line.startswith("The book reckons your chance of holding the best hand against all 3 other hands: 40%")
    assert line.endswith("(against any one of them: 74%)")


def test_an_inside_straight_is_said_alike_before_and_at_the_draw() -> None:
    """7 8 9 J: before the draw the odds of the straight, with the judgement the draw will
    act on; at the draw, the same figures and "draws five" (a play-tester saw "11 to 1"
    before the draw and "nothing worth keeping" at it)."""
    from test_advice import _view

    from game.coach.advice import _inside_straight_line
    v = _view("7s 8h 9c Jd 2s")
    before = _inside_straight_line(v)
    at = _inside_straight_line(v, five=True)
    assert before == "An inside straight, 4 cards in 47 (11 to 1 against): not worth its odds"
    assert at == before + ", so the good player draws five"


def test_a_pair_with_four_to_a_flush_is_shown_both_ways() -> None:
    """Treys with four clubs: the pair's draw and, beside it, the flush's, with its odds."""
    from test_advice import _view

    from game.coach.advice import _other_draw, _plan
    v = _view("2c 3s 5c 9c 3c")
    plan = _plan(v)
    assert plan.kind == "pair"
    assert _other_draw(v, plan) == ("Filling the flush, drawing one: 9 cards in 47 "
                                    "(4\u00bc to 1 against)")
    lone = _view("2d 3s 5c 9c 3c")
    assert _other_draw(lone, _plan(lone)) is None


def test_a_reading_is_said_as_the_books_reckoning_and_never_near_certain() -> None:
    """Book round 7: "The chance of holding the best hand ...: almost none" with a pair of
    sevens against players who drew four and three, and "under 1% (120 to 1 against)"
    against a liberal player's bet: estimates said as fact, and surer than any reading."""
    five = _stud("Ts 4c 7d 8h 9s", "Ah 2c 3d 5s")
    for p in (0.001, 0.008, 0.02):
        line = chance_line(five, p)
        assert line.startswith("The book reckons") and line.endswith("very little, under 3%"), line
        assert "to 1 against" not in line and "almost none" not in line
    assert chance_line(five, 0.99).endswith("very high, over 97%")
