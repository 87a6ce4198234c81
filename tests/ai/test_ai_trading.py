"""Computer players at Thirty-One, Commerce and My Ship Sails: the book's hints, each
temperament's habits, legal play to the end, and the good player ahead (a short run; the
20,000-deal measurement is in docs/variants.md)."""

from __future__ import annotations

import random

import pytest

from game.ai.roster import make_player
from game.ai.three_card.trading import share
from game.ai.tournament import play_tournament
from game.cards import parse_cards
from game.engine import Action, ActionKind, HouseRules, Table

K = ActionKind
GAMES = ["thirty-one", "commerce", "commerce-widow", "my-ship-sails"]


def view_with(variant: str, hand: str, widow: str | None = None, seat: int = 1,
              **changes):  # type: ignore[no-untyped-def]
    """A real view of a fresh table, its hand (and table cards) replaced for the test."""
    t = Table(["P0", "P1", "P2", "P3"], HouseRules(), random.Random(1), variant, cut=False)
    t.start_deal()
    v = t.view(t.to_act)
    v = v._replace(seat=seat, hand=tuple(parse_cards(hand)), to_act=seat, **changes)
    if widow is not None:
        v = v._replace(widow=tuple(parse_cards(widow)))
    return v


def decide(kind: str, view):  # type: ignore[no-untyped-def]
    return make_player(kind, random.Random(0), variant=view.variant).decide(view)


def test_shares_order_the_hands():
    assert share("thirty-one", parse_cards("Ah Kh Qh")) > 0.99
    assert share("thirty-one", parse_cards("2c 3d 4h")) < 0.01
    # the four triplets of aces tie at the top
    assert share("commerce", parse_cards("As Ad Ah")) == pytest.approx(1 - 2 / 22100)


@pytest.mark.parametrize("kind", ["good", "close", "liberal"])
def test_thirty_one_every_temperament_knocks_on_thirty_one(kind):
    v = view_with("thirty-one", "Ah Kh Qh", "2c 3d 4s")
    assert decide(kind, v).kind is K.KNOCK


@pytest.mark.parametrize("kind", ["good", "close", "liberal"])
def test_thirty_one_draws_toward_a_better_hand(kind):
    v = view_with("thirty-one", "2c 5d 9h", "Ah Kh 3s")
    a = decide(kind, v)
    assert a.kind is K.DRAW_ONE
    assert a.cards[1] in parse_cards("Ah Kh")


def test_thirty_one_the_close_player_is_content_sooner_than_the_liberal():
    v = view_with("thirty-one", "Ah Kh 7c", "9h 3d 4s")  # 21 in one suit
    assert decide("close", v).kind is K.KNOCK
    assert decide("liberal", v).kind is K.DRAW_ONE


def test_thirty_one_after_the_knock_passes_when_nothing_helps():
    t = Table(["P0", "P1", "P2"], HouseRules(), random.Random(3), "thirty-one", cut=False)
    t.start_deal()
    t.act(t.to_act, Action(K.KNOCK))
    v = t.view(t.to_act)._replace(hand=tuple(parse_cards("Ah Kh Qh")),
                                  widow=tuple(parse_cards("2c 3d 4s")))
    assert decide("good", v).kind is K.PASS


def test_commerce_the_dealer_trades_for_ready_money_it_costs_him_nothing():
    v = view_with("commerce", "2c 5d 9h", seat=0, dealer=0)
    for kind in ("good", "close", "liberal"):
        assert decide(kind, v).kind is K.TRADE_MONEY


def test_commerce_the_close_player_barters_rather_than_pay():
    v = view_with("commerce", "2c 5d 9h", seat=1, dealer=0)
    assert decide("close", v).kind is K.BARTER


def test_commerce_knocks_on_triplets_and_gives_its_worst_card_to_a_barter():
    v = view_with("commerce", "As Ad Ah", seat=1, dealer=0)
    for kind in ("good", "close", "liberal"):
        assert decide(kind, v).kind is K.KNOCK
    give = view_with("commerce", "9s 7s 2d", seat=1, dealer=0,
                     legal=(v.legal[0]._replace(kind=K.GIVE), v.legal[-1]))
    a = decide("good", give)
    assert a.kind is K.GIVE and a.cards == tuple(parse_cards("2d"))


def test_my_ship_sails_parts_with_the_odd_card():
    v = view_with("my-ship-sails", "Ks Qs 2d")
    a = decide("good", v)
    assert a.kind is K.BARTER and a.cards == tuple(parse_cards("2d"))


def test_commerce_widow_the_dealer_takes_a_good_widow_blind():
    t = Table(["P0", "P1", "P2"], HouseRules(), random.Random(3), "commerce-widow", cut=False)
    t.start_deal()
    v = t.view(t.to_act)
    assert v.hand == () and {o.kind for o in v.legal} == {K.EXCHANGE, K.PASS}
    good = v._replace(widow=tuple(parse_cards("Ah Kh Qh")))
    poor = v._replace(widow=tuple(parse_cards("2c 5d 9h")))
    assert decide("good", good).kind is K.EXCHANGE
    assert decide("good", poor).kind is K.PASS


@pytest.mark.parametrize("variant", GAMES)
def test_every_temperament_plays_every_trading_game_to_the_end(variant):
    t = play_tournament(["good", "close", "liberal", "good", "close", "liberal"], 60, seed=5,
                        variant=variant, rotate=10)
    assert t.deals == 60
    assert sum(sum(s.nets) for s in t.seats) == 0  # counters move only between the seats


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["thirty-one", "commerce", "my-ship-sails"])
def test_the_good_player_is_ahead_of_close_and_liberal(variant):
    t = play_tournament(["good", "close", "liberal", "good", "close", "liberal"], 3000,
                        seed=11, variant=variant)
    by = {r["temperament"]: r for r in t.by_temperament()}
    assert by["good"]["per100"] > by["close"]["per100"]
    assert by["good"]["per100"] > by["liberal"]["per100"]


@pytest.mark.parametrize("variant", GAMES)
def test_a_player_keeps_no_card_it_was_not_shown(variant):
    from test_ai_privacy import reachable
    from game.store.dealing import cards_in

    t = Table(["P0", "P1", "P2", "P3"], HouseRules(), random.Random(4), variant, cut=False)
    players = [make_player(k, random.Random(i), variant=variant)
               for i, k in enumerate(("good", "close", "liberal", "good"))]
    shown: list[set] = [set() for _ in players]
    for _ in range(8):
        t.start_deal()
        while not t.deal_over:
            s = t.to_act
            view = t.view(s)
            shown[s] |= cards_in(view, set())
            t.act(s, players[s].decide(view))
            cards, _ = reachable(players[s])
            assert cards <= shown[s], variant


# -- My Ship Sails: the good player's notes (game/ai/three_card/ship.py) ------------------------------
def test_my_ship_sails_the_good_player_lets_its_turn_go_by_holding_three_suits():
    v = view_with("my-ship-sails", "Ks 9h 2d")
    assert decide("good", v).kind is K.PASS
    # the habit players exchange all the same
    assert decide("liberal", v).kind is K.BARTER


def test_my_ship_sails_the_good_player_notes_where_each_card_came_from():
    from game.ai.three_card.ship import ShipJudge

    t = Table(["P0", "P1", "P2", "P3"], HouseRules(), random.Random(2), "my-ship-sails",
              cut=False)
    t.start_deal()
    if t.deal_over:  # (a flush as dealt: another deal)
        t.start_deal()
    age = t.to_act
    judge = ShipJudge()
    v = t.view(age)._replace(hand=tuple(parse_cards("Ks Qs 2d")))
    a = judge.decide(v)
    assert a.kind is K.BARTER and a.cards == tuple(parse_cards("2d"))
    left = (age + 1) % 4
    assert judge.notes.sent == {left: list(parse_cards("2d"))}
    # the left-hand player gave the 5 of hearts for it: noted as his, and hearts are
    # now unlikely to be the suit he collects
    later = v._replace(hand=tuple(parse_cards("Ks Qs 5h")))
    judge.notes.update(later, left, (age - 1) % 4)
    assert judge.notes.got == {left: list(parse_cards("5h"))}
    odds = judge.suit_odds(left)
    hearts, diamonds = parse_cards("5h 2d")
    clubs = parse_cards("2c")[0]
    assert odds[hearts.suit] < odds[diamonds.suit] < odds[clubs.suit]


def test_my_ship_sails_the_good_player_gives_the_suit_its_neighbour_does_not_collect():
    from game.ai.three_card.ship import ShipJudge

    t = Table(["P0", "P1", "P2", "P3"], HouseRules(), random.Random(2), "my-ship-sails",
              cut=False)
    t.start_deal()
    v = t.view(t.to_act)
    give = v._replace(seat=1, to_act=1, hand=tuple(parse_cards("Ks 9h 2d")),
                      legal=(v.legal[0]._replace(kind=K.GIVE),))
    judge = ShipJudge()
    judge.notes.update(give, 2, 0)
    judge.notes.got[0] = list(parse_cards("3h"))  # the right-hand player's odd card: a heart
    judge.notes.seen.add(parse_cards("3h")[0])
    a = judge.decide(give)
    assert a.kind is K.GIVE and a.cards == tuple(parse_cards("9h"))
