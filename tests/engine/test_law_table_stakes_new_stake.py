"""Foster, "Table Stakes" (and Hoyle's Games Modernized, the Britannica): a player left with nothing buys a new stake
"before the cards are dealt" only with "the consent of all the other players"; without it
"he is out of the game, for that hand at least".  Between deals he may ask to buy at once,
and the others consent or refuse; or he may sit out until he says he is back."""

from __future__ import annotations

import random

import pytest

from engine_helpers import Game, K, check_invariants
from game.engine import Action, ActionNotAllowed, DealOver, HouseRules, Table, TableError, replay
from game.engine.core.events import (
    ComesBack, CountersBought, SatOut, StakeAnswered, StakeAsked, StakeDecided, StaysOut,
)
from game.engine.core.history import HandHistory, balanced
from game.engine.core.narrate import describe

STAKES = dict(table_stakes=True, straddle=False, jack_pots=False)


def broke_b(g: Game) -> None:
    """C deals, A has the age; B goes all in for his 2 and loses to A's kings."""
    g.set_stack("B", 2)
    g.deal({"A": "Ks Kh Kd 5c 2s", "B": "Qs Qh 8d 6c 3s"})
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    g.draw("A")
    g.draw("B")
    assert g.table.deal_over and g.stack("B") == 0


def say(g: Game, who: str, kind: K) -> list:
    events = g.table.act(g.seat(who), Action(kind))
    check_invariants(g.table)
    return events


def kinds(g: Game, who: str) -> set:
    return {o.kind for o in g.table.legal_actions(g.seat(who))}


def finish_deal(g: Game) -> None:
    while not g.table.deal_over:
        g.do(g.table.to_act, K.ABANDON)


def test_table_stakes_the_broke_player_asks_and_all_consent_he_buys_at_once():
    g = Game("CAB", **STAKES)
    broke_b(g)
    assert kinds(g, "B") == {K.ASK_STAKE, K.SIT_OUT} and not kinds(g, "A")
    assert g.table.legal_actions(g.seat("B"))[0].low == 200  # the stake: 200 blinds
    events = say(g, "B", K.ASK_STAKE)
    assert [type(e) for e in events] == [StakeAsked] and events[0].law == "Table stakes"
    assert kinds(g, "A") == kinds(g, "C") == {K.CONSENT, K.REFUSE} and not kinds(g, "B")
    say(g, "A", K.CONSENT)
    assert g.stack("B") == 0  # not until all the others have consented
    events = say(g, "C", K.CONSENT)
    assert [type(e) for e in events] == [StakeAnswered, StakeDecided, CountersBought]
    assert events[1].granted and (events[2].seat, events[2].amount) == (g.seat("B"), 200)
    assert g.stack("B") == 200 and not any(kinds(g, w) for w in "ABC")
    g.deal({})
    assert not g.of(SatOut) and g.seat("B") in g.current.order
    finish_deal(g)
    rec = g.history.deals[-1]
    assert rec["new_stakes"] == [
        {"seat": g.seat("B"), "type": "ask a new stake", "amount": 200},
        {"seat": g.seat("A"), "type": "consent", "to": g.seat("B")},
        {"seat": g.seat("C"), "type": "consent", "to": g.seat("B")},
        {"seat": g.seat("B"), "type": "granted"}]
    assert all(balanced(r) for r in g.history.deals)


def test_table_stakes_one_refusal_and_he_sits_out_that_hand_at_least():
    g = Game("CAB", **STAKES)
    broke_b(g)
    say(g, "B", K.ASK_STAKE)
    number = g.table.deal_number
    with pytest.raises(TableError, match="Table stakes"):
        g.table.start_deal()  # nobody deals while a question is unanswered
    assert g.table.deal_number == number and g.table.deal_over
    say(g, "A", K.CONSENT)
    events = say(g, "C", K.REFUSE)
    assert [type(e) for e in events] == [StakeAnswered, StakeDecided]
    assert not events[0].consent and not events[1].granted
    assert K.ASK_STAKE not in kinds(g, "B")  # one question a deal
    with pytest.raises(ActionNotAllowed, match="Table stakes"):
        say(g, "B", K.ASK_STAKE)
    assert g.table.new_stakes.question().refused == (g.seat("B"),)
    g.deal({})
    assert [e.seat for e in g.of(SatOut)] == [g.seat("B")]
    finish_deal(g)
    assert g.history.deals[-1]["new_stakes"][-1] == {"seat": g.seat("B"), "type": "refused"}
    g.deal({})  # he has sat out a deal: he buys and plays
    assert [(e.seat, e.amount) for e in g.of(CountersBought)] == [(g.seat("B"), 200)]


def test_table_stakes_sitting_out_until_he_says_he_is_back():
    g = Game("CAB", **STAKES)
    broke_b(g)
    events = say(g, "B", K.SIT_OUT)
    assert [type(e) for e in events] == [StaysOut]
    assert kinds(g, "B") == {K.COME_BACK}
    for _ in range(3):  # he stays out, deal after deal
        g.deal({})
        assert [(e.seat, e.until_back) for e in g.of(SatOut)] == [(g.seat("B"), True)]
        assert not g.of(CountersBought) and g.seat("B") not in g.current.order
        finish_deal(g)
        assert g.history.deals[-1]["until_back"] == [g.seat("B")]
    events = say(g, "B", K.COME_BACK)
    assert [type(e) for e in events] == [ComesBack] and events[0].buys_next
    assert K.SIT_OUT in kinds(g, "B")  # he may change his mind again before the deal
    g.deal({})
    assert [(e.seat, e.amount) for e in g.of(CountersBought)] == [(g.seat("B"), 200)]
    assert g.seat("B") in g.current.order


def test_table_stakes_back_at_once_still_sits_out_the_hand_he_lost_all_in():
    g = Game("CAB", **STAKES)
    broke_b(g)
    say(g, "B", K.SIT_OUT)
    events = say(g, "B", K.COME_BACK)
    assert not events[0].buys_next
    assert "after sitting out the next deal" in describe(events[0], g.table.names)
    g.deal({})
    assert [(e.seat, e.until_back) for e in g.of(SatOut)] == [(g.seat("B"), False)]


def test_table_stakes_by_the_house_rule_the_consent_is_given_and_he_may_still_sit_out():
    g = Game("CAB", rebuy_at_once=True, **STAKES)
    broke_b(g)
    assert kinds(g, "B") == {K.SIT_OUT}  # nothing to ask: the table consented in advance
    say(g, "B", K.SIT_OUT)
    g.deal({})
    assert [e.seat for e in g.of(SatOut)] == [g.seat("B")] and not g.of(CountersBought)


def test_table_stakes_what_may_not_be_said():
    g = Game("CAB", **STAKES)
    with pytest.raises(DealOver):
        g.table.act(0, Action(K.CALL))
    broke_b(g)
    for who, kind in (("A", K.ASK_STAKE), ("A", K.CONSENT), ("B", K.CONSENT), ("B", K.COME_BACK),
                      ("A", K.SIT_OUT)):
        before = (list(g.table.stacks), g.table.new_stakes.snapshot(), len(g.table.actions))
        with pytest.raises(ActionNotAllowed):
            say(g, who, kind)
        assert before == (list(g.table.stacks), g.table.new_stakes.snapshot(), len(g.table.actions))
    say(g, "B", K.ASK_STAKE)
    say(g, "A", K.CONSENT)
    with pytest.raises(ActionNotAllowed):
        say(g, "A", K.CONSENT)  # one answer each
    say(g, "C", K.CONSENT)
    g.deal({})
    with pytest.raises(ActionNotAllowed):
        g.table.act(g.table.to_act, Action(K.ASK_STAKE))  # not during a deal
    # Not at table stakes: nothing to say between deals.
    h = Game("CAB", straddle=False, jack_pots=False)
    h.deal({})
    finish_deal(h)
    assert not any(h.table.legal_actions(s) for s in range(3))
    with pytest.raises(ActionNotAllowed):
        h.table.act(0, Action(K.SIT_OUT))


def test_table_stakes_two_handed_nobody_sits_out():
    g = Game("AB", **STAKES)
    g.set_stack("A", 2)
    g.deal({"B": "Ks Kh Kd 5c 2s", "A": "Qs Qh 8d 6c 3s"})
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    g.draw("B")
    g.draw("A")
    assert g.stack("A") == 0 and not kinds(g, "A")  # a game needs two: he buys at once
    g.deal({})
    assert not g.of(SatOut) and [e.seat for e in g.of(CountersBought)] == [g.seat("A")]


def test_table_stakes_seat_views_show_the_question():
    g = Game("CAB", **STAKES)
    broke_b(g)
    say(g, "B", K.ASK_STAKE)
    say(g, "A", K.CONSENT)
    view = g.table.view(g.seat("C"))
    assert view.stakes.asking == g.seat("B") and view.stakes.consented == (g.seat("A"),)
    assert {o.kind for o in view.legal} == {K.CONSENT, K.REFUSE}
    assert g.table.view(g.seat("A")).legal == ()
    say(g, "C", K.CONSENT)
    g.deal({})
    assert g.table.view(g.seat("A")).stakes is None  # in a deal: nothing of it


def test_table_stakes_the_question_is_kept_between_deals_in_a_save():
    g = Game("CAB", **STAKES)
    broke_b(g)
    say(g, "B", K.ASK_STAKE)
    say(g, "A", K.CONSENT)
    snap = g.table.snapshot()
    again = Table.restore(snap, g.table.house, random.Random(1))
    assert again.new_stakes.asking == g.seat("B") and again.new_stakes.consented == {g.seat("A")}
    again.act(g.seat("C"), Action(K.CONSENT))
    assert again.stacks[g.seat("B")] == 200
    snap["new_stakes"]["away"] = [7]
    with pytest.raises(TableError, match="away"):
        Table.restore(snap, g.table.house)


# ----------------------------------------------------------------- random play
def play_with_stakes(seed: int, house: HouseRules, deals: int) -> tuple[Table, list, HandHistory]:
    """Random deals, and between them random things said about new stakes: asking,
    consenting or refusing, sitting out and coming back."""
    from test_properties import choose

    table = Table([f"P{i}" for i in range(3 + seed % 4)], house, random.Random(seed))
    events: list = []
    table.subscribe(events.append)
    history = HandHistory(table)
    rng = random.Random(seed + 5)
    for _ in range(deals):
        if table.game_over:
            break
        for _ in range(12):
            offers = [(s, o) for s in range(table.size) for o in table.legal_actions(s)]
            waiting = table.new_stakes.waiting_for()
            if waiting:
                seat = rng.choice(waiting)
                offers = [(seat, o) for o in table.legal_actions(seat)]
            elif not offers or rng.random() < 0.3:
                break
            seat, offer = rng.choice(offers)
            table.act(seat, Action(offer.kind))
            check_invariants(table)
        table.start_deal()
        while not table.deal_over:
            table.act(table.to_act, choose(table, rng))
            check_invariants(table)
    return table, events, history


@pytest.mark.parametrize("seed", range(8))
def test_table_stakes_random_new_stakes_keep_every_invariant_and_replay(seed):
    house = HouseRules(table_stakes=True, limit=10, rebuy_at_once=seed % 3 == 0,
                       straddle=seed % 2 == 0, jack_pots=seed % 4 != 1)
    table, events, history = play_with_stakes(seed, house, 40)
    said = [a for _, a in table.actions if a.kind in (K.ASK_STAKE, K.SIT_OUT, K.CONSENT)]
    assert all(balanced(r) for r in history.deals)
    again = Table([f"P{i}" for i in range(table.size)], house, random.Random(seed))
    seen: list = []
    again.subscribe(seen.append)
    from game.engine.core.table import replay_onto
    replay_onto(again, table.actions)
    assert seen == events and again.stacks == table.stacks
    assert replay([f"P{i}" for i in range(table.size)], house, seed, table.actions).stacks == table.stacks
    if seed == 0:
        assert said, "the random play said something about a new stake"


@pytest.mark.parametrize("variant", ["straight", "stud", "whiskey", "showdown", "flat"])
def test_table_stakes_new_stakes_in_every_game_of_the_family(variant):
    """The question is the table's, between deals: the same in every game."""
    from game.ai import RandomPlayer
    from game.ai.stakes import settle_new_stakes

    house = HouseRules(table_stakes=True, limit=10)
    table = Table([f"P{i}" for i in range(4)], house, random.Random(3), variant)
    history = HandHistory(table)
    rng = random.Random(4)
    players = [RandomPlayer(rng) for _ in table.names]
    asked = 0
    for n in range(60):
        if n == 1:  # seat 1 has lost everything to seat 0
            table.stacks[0] += table.stacks[1]
            table.stacks[1] = 0
        asked += sum(a.kind is K.ASK_STAKE for _, a in settle_new_stakes(table, range(4)))
        if any(table.legal_actions(s) for s in range(4)):
            view = table.view(next(s for s in range(4) if table.legal_actions(s)))
            assert view.stakes is not None and view.variant == variant
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
    assert all(balanced(r) for r in history.deals)
    assert table.counters_in_play() == sum(table.bought)
    assert asked, "somebody went broke and asked for a new stake"
