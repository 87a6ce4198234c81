"""Picturing the other hands: ranges, narrowing by the betting, notes on opponents."""

from __future__ import annotations

import pytest

from game.ai.model import AVERAGE, Range, Style, after_draw, narrowed, nothing
from game.ai.notes import Notes
from game.ai.odds import shape_chances
from game.ai.reading import GRADES, grade_of


def _category(r: Range, cat: int) -> float:
    return sum(r.p[cat * 20:(cat + 1) * 20])


def test_range_top_rest_and_comparison():
    p = [0.0] * GRADES
    for g in (10, 20, 30, 40):
        p[g] = 0.25
    r = Range(p)
    assert r.beaten_by(30) == pytest.approx(0.5 + 0.125)
    assert r.top(0.5).beaten_by(30) == pytest.approx(0.25)
    assert r.rest(0.5).beaten_by(30) == pytest.approx(1.0)
    assert r.mix(Range(nothing()), 0.5).beaten_by(20) > r.beaten_by(20)


def test_a_three_card_draw_is_pictured_by_the_exact_odds_of_a_pair():
    r = after_draw(Style(floor=2, kicker=0.0, bluffs=0.0).key(), 3)
    pair = shape_chances("pair")
    assert _category(r, 1) == pytest.approx(pair.get("pair"), abs=1e-9)
    assert _category(r, 3) == pytest.approx(pair.get("threes"), abs=1e-9)


def test_what_each_draw_says():
    pat, one, three = (after_draw(AVERAGE.key(), d) for d in (0, 1, 3))
    assert _category(pat, 4) + _category(pat, 5) + _category(pat, 6) > 0.3  # pat hands
    assert _category(one, 2) > 0.4  # mostly two pairs drawing one
    assert _category(three, 1) > 0.6 and _category(three, 0) == 0  # a pair drawing three
    tight = after_draw(Style(floor=13).key(), 3)
    assert tight.mean() > three.mean()
    # the opener of a jack pot holds Jacks or better
    opener = after_draw(AVERAGE.key(), 3, opener=13)
    assert opener.below[grade_of(1, 13)] == 0


def test_each_bet_and_raise_narrows_him_to_better_hands():
    base, _ = narrowed(AVERAGE, 3, 0, ())
    bet, left_bet = narrowed(AVERAGE, 3, 0, ("bet",))
    war, left_war = narrowed(AVERAGE, 3, 0, ("bet", "raise", "raise"))
    assert base.mean() < bet.mean() < war.mean()
    assert 1 > left_bet > left_war
    chip, left_chip = narrowed(AVERAGE, 3, 0, ("chip",))
    assert left_chip >= left_bet


def test_notes_tell_the_close_player_from_the_liberal():
    close, liberal = Notes(), Notes()
    close.chances, close.went_in, close.pairs_drawn_to = 200, 36, [10, 12, 14]
    liberal.chances, liberal.went_in, liberal.pairs_drawn_to = 200, 130, [2, 3, 6]
    assert close.style().floor >= 10 and liberal.style().floor <= 3
    # with no skill at all, everyone looks average
    assert liberal.style(skill=0.0).floor == pytest.approx(AVERAGE.floor)
    caller = Notes(faced=100, stayed=97)
    assert caller.style().call_share > 0.9
