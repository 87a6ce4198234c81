"""Reading a hand and a table from a seat's view."""

from __future__ import annotations

import random

import pytest

from game.ai.reading import (
    ACE_HIGH, PAT, THREES, TWO_PAIRS, dealing_order, level_words, position, read_hand,
    read_table,
)
from game.cards import parse_hand
from game.engine import ActionKind as K
from game.engine import Action, HouseRules, Table
from game.hands import HandRules


def kinds(text, pack="52"):
    return set(read_hand(parse_hand(text), HandRules(), pack).draws)


@pytest.mark.parametrize("text,expected,main", [
    ("2h 2d 7c 9s Kh", {"pair", "pair+kicker"}, "pair"),
    ("Jh Jd 4c 4s 9h", {"two pairs", "pair"}, "two pairs"),
    ("Jh Jd Jc 4s 9h", {"threes", "threes+kicker"}, "threes"),
    ("2s 5s 9s Ks 7h", {"four-flush"}, "four-flush"),
    ("5s 6h 7d 8c Kd", {"open straight"}, "open straight"),
    ("5s 6h 8d 9c Kd", {"inside straight"}, "inside straight"),
    ("Ah 2d 3c 4s 9h", {"inside straight", "ace"}, "inside straight"),  # A-2-3-4: one end
    ("Jh Qd Kc As 5h", {"inside straight", "ace", "ace-king"}, "inside straight"),
    ("Ts Js Qs Ks 2d", {"straight flush draw", "open straight", "four-flush"},
     "straight flush draw"),
    ("Ah Kd 7c 4s 2h", {"ace", "ace-king"}, "ace-king"),
    ("8h 9h Th Jh Qh", {"pat"}, "pat"),
    ("Qh Kd 7c 4s 2h", set(), "nothing"),
])
def test_the_draws_a_hand_offers(text, expected, main):
    hold = read_hand(parse_hand(text), HandRules())
    assert set(hold.draws) - {"nothing", "straight flush draw", "open straight",
                              "four-flush", "inside straight", "ace", "ace-king"} \
        == expected - {"straight flush draw", "open straight", "four-flush",
                       "inside straight", "ace", "ace-king"}
    assert expected <= set(hold.draws)
    assert hold.main.kind == main
    assert sorted(hold.main.keep + hold.main.discard, key=str) == sorted(hold.cards, key=str)


def test_levels():
    lv = lambda t: read_hand(parse_hand(t), HandRules()).level  # noqa: E731
    assert lv("Th Td 7c 9s Kh") == 10 and lv("Ah Ad 7c 9s Kh") == 16
    assert lv("Ah 3d 7c 9s Kh") == ACE_HIGH and lv("Qh 3d 7c 9s Kh") == 0
    assert lv("Jh Jd 4c 4s 9h") == TWO_PAIRS and lv("Jh Jd Jc 4s 9h") == THREES
    assert lv("8h 9h Th Jh Qh") == PAT
    assert level_words(10) == "tens" and level_words(14) == "queens"
    assert level_words(ACE_HIGH) == "an ace" and level_words(TWO_PAIRS) == "two pairs"


def test_the_joker_and_the_sixty_card_pack():
    assert "threes" in kinds("Jk 7h 7d 2c 9s", "53")
    assert "four-flush" in kinds("Jk 2s 9s Ks 7h", "53")
    # In the sixty-card pack 10-11-12-J is a run of four, open at both ends.
    assert "open straight" in kinds("Th 11d 12c Js 3h", "60")


def test_positions_round_the_table():
    table = Table([f"P{i}" for i in range(6)], HouseRules(straddle=False), random.Random(2), cut=False)
    table.start_deal()
    view = table.view(table.to_act)
    order = dealing_order(view)
    assert order[0] == view.age and order[-1] == view.dealer
    assert [position(view, s) for s in order] == ["age", "first", "middle", "middle", "middle",
                                                  "dealer"]
    seat = table.to_act
    table.act(seat, Action(K.CALL))
    tr = read_table(table.view(table.to_act))
    assert tr.came_in == (seat,) and tr.position == "middle" and not tr.raisers
