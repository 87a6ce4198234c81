"""One table's deal: played to a pool winner, thrown in when nobody comes in, who was in
the call, the fresh stake of a player who goes broke, and a divided pool."""

from __future__ import annotations

import pytest
from party_helpers import Scripted, StackedRng, deal_plan

from game.engine import Action, ActionKind
from game.engine.core.events import CountersBought, Returned
from game.party import PartyConfig, PartyError, TableDeal
from game.party.guests import Guest

K = ActionKind
SEATS = ["Ann", "Bob", "Cat", "Dan"]


def house():
    return PartyConfig([Guest(f"G{i}") for i in range(8)], rounds=1).house()


def table(ways, counters=(50, 50, 50, 50), dealer=0, rng=None):
    players = [Scripted(n, w) if w else None for n, w in zip(SEATS, ways)]
    return TableDeal(0, SEATS, list(counters), dealer, house(), rng or StackedRng(1), players)


def test_party_house_rules_are_the_book_with_party_stakes_and_no_jack_pots():
    h = house()
    assert (h.blind, h.limit, h.buy_in, h.jack_pots) == (1, 5, 50, False)
    assert not h.table_stakes and not h.freeze_out


def test_a_called_pool_winner_and_who_was_in_the_call():
    # Ann deals; Bob has the age.  Dealing order Bob, Cat, Dan, Ann.
    rng = StackedRng(1).plan(deal_plan(["2c 7d 9h Js 4c",       # Bob
                                        "As Ad Kc 8h 3s",       # Cat: aces
                                        "Qs Qd 5c 6h 2d",       # Dan: queens
                                        "3c 4d 8s Th Kd"]))     # Ann
    deal = table(["fold", "fold", "call", "call"], rng=rng)
    r = deal.run()
    assert r.winner == "Cat"
    assert sorted(r.in_call) == ["Cat", "Dan"]
    assert r.shown and r.deals == 1 and r.dealer == "Ann"
    assert sum(r.counters_after.values()) == 200
    assert r.fresh == {}
    assert r.next_dealer == 1  # the deal passes to the left (Law 12)


def test_nobody_comes_in_the_age_takes_back_his_blind_and_the_next_dealer_deals():
    # Everyone folds the first deal: the age (Bob) takes his blind back; Bob deals next.
    deal = table(["fold", "fold", "fold", "fold"])
    deal.start()
    while not deal.engine.deal_over:
        assert deal.step()
    assert deal.thrown_in and not deal.done
    assert any(isinstance(e, Returned) and "blind" in e.why for e in deal.events)
    assert deal.engine.dealer == 1
    # Then someone must come in: switch Cat to calling.
    deal.players[2].way = "call"
    r = deal.run()
    assert r.deals >= 2 and r.dealer != "Ann"
    assert sum(r.counters_after.values()) == 200


def test_a_pool_taken_without_a_call_has_nobody_in_the_call():
    # Cat comes in; the age (Bob) abandons; after the draw Cat bets and nobody is left.
    deal = table(["fold", "fold", "bet", "fold"])
    r = deal.run()
    assert r.winner == "Cat" and r.in_call == [] and not r.shown


def test_a_player_who_cannot_make_the_ante_good_draws_a_fresh_stake():
    # Dan has 1 counter and comes in (the ante is 2): he buys 50 from the banker (Law 5).
    deal = table(["fold", "fold", "fold", "call"], counters=(50, 50, 50, 1))
    deal.players[2].way = "call"
    r = deal.run()
    assert any(isinstance(e, CountersBought) and e.seat == 3 for e in deal.events)
    assert r.fresh == {"Dan": 50} and r.broke == ["Dan"]
    assert sum(r.counters_after.values()) == 151 + 50
    assert r.standing("Dan") == r.counters_after["Dan"] - 50


def test_a_player_left_with_nothing_gets_a_fresh_stake():
    # Dan has exactly the ante and the bet (2 + 1) and loses: he ends with none and is
    # given fifty, though he never had to buy during the deal.
    rng = StackedRng(1).plan(deal_plan(["2c 7d 9h Js 4c", "As Ad Kc 8h 3s",
                                        "3c 4d 8s Th Kd", "Qs Qd 5c 6h 2d"]))
    deal = table(["fold", "fold", "call", "call"], counters=(50, 50, 50, 3), rng=rng)
    r = deal.run()
    assert r.winner == "Cat"
    assert not any(isinstance(e, CountersBought) for e in deal.events)
    assert r.fresh == {"Dan": 50} and r.counters_after["Dan"] == 50
    assert r.standing("Dan") == 0


def test_a_divided_pool_is_cut_for_and_the_lowest_cut_is_the_winner():
    rng = StackedRng(1).plan(deal_plan(["2c 7d 9h Js 4c", "As Kd Qc 8h 3s",
                                        "Ah Kc Qd 8s 3c", "5c 6d 8d Th 2d"]))
    deal = table(["fold", "fold", "call", "call"], rng=rng)
    r = deal.run()
    assert sorted(r.tied) == ["Cat", "Dan"] and r.winner in r.tied
    assert set(r.tie_cut) == {"Cat", "Dan"}
    assert sorted(r.in_call) == ["Cat", "Dan"]


def test_a_human_seat_waits_for_its_action():
    deal = table([None, "fold", "call", "call"])
    deal.start()
    while deal.step():
        pass
    assert deal.human_to_act == 0 and not deal.done
    with pytest.raises(PartyError):
        deal.run()  # computer players cannot act for her
    view = deal.engine.view(0)
    assert view.my_turn and len(view.hand) == 5
    deal.act(0, Action(K.ABANDON))
    r = deal.run()
    assert r.winner != "Ann"
    with pytest.raises(PartyError):
        deal.act(0, Action(K.ABANDON))
