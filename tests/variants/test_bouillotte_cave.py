"""Bouillotte's cave between deals (Foster, "Bouillotte, or Brelan", "Stakes" and "Calling
for a Sight"): a player décavé buys a new cave of his choosing, or retires; saying nothing,
he buys the table's cave.  And the two packs used alternately, in the history."""

from __future__ import annotations

import random

from game.engine import Action, ActionKind, LegalAction, Table
from game.engine.french.bouillotte_cave import CaveChosen, Retired
from game.engine.core.table import replay_onto

from bouillotte_helpers import BGame, assert_illegal, check, check_record

K = ActionKind
SEATS = ["North", "East", "South", "West"]


def _broke(g: BGame, who: str, to: str = "North") -> int:
    """A deal played, then ``who`` has lost his cave to ``to`` (between deals; the counters
    stay in play)."""
    g.start()
    _play_out(g)
    s, t = g.seat(who), g.seat(to)
    g.table.stacks[t] += g.table.stacks[s]
    g.table.stacks[s] = 0
    return s


def _play_out(g: BGame) -> None:
    while g.table.to_act is not None:
        offers = [o.kind for o in g.table.legal_actions()]
        for k in (K.NO_STRADDLE, K.PASS, K.ABANDON, K.DECLINE_SHOW):
            if k in offers:
                break
        else:
            k = offers[0]
        g.table.act(g.table.to_act, Action(k))


def test_a_player_decave_is_offered_a_new_cave_of_his_choosing_or_to_retire():
    g = BGame(SEATS)
    east = _broke(g, "East")
    assert g.table.legal_actions(east) == (LegalAction(K.NEW_CAVE, 20, 200), LegalAction(K.RETIRE))
    assert g.table.legal_actions(g.seat("South")) == ()  # a counter left: no new cave
    assert {o.kind for o in g.table.view(east).legal} == {K.NEW_CAVE, K.RETIRE}


def test_he_buys_the_amount_he_chooses_and_the_record_says_so():
    g = BGame(SEATS)
    east = _broke(g, "East")
    events = g.table.act(east, Action(K.NEW_CAVE, 60))
    assert [type(e) for e in events][:1] == [CaveChosen] and events[0].amount == 60
    assert g.table.stacks[east] == 60 and g.table.bought[east] == 160
    check(g.table)
    g.start()
    _play_out(g)
    rec = g.history.deals[-1]
    assert rec["new_stakes"] == [{"seat": east, "type": "new cave", "amount": 60}]
    assert rec["seats"][east]["start"] == 60
    check_record(rec)


def test_a_new_cave_outside_the_range_or_for_a_player_not_decave_is_refused():
    g = BGame(SEATS)
    east = _broke(g, "East")
    assert "20 to 200" in str(assert_illegal(g.table, east, Action(K.NEW_CAVE, 201)))
    assert_illegal(g.table, east, Action(K.NEW_CAVE, 19))
    assert "décavé" in str(assert_illegal(g.table, g.seat("South"), Action(K.NEW_CAVE, 50)))
    g.table.act(east, Action(K.NEW_CAVE, 50))
    assert_illegal(g.table, east, Action(K.NEW_CAVE, 50))  # one new cave, then he plays


def test_saying_nothing_he_buys_the_tables_cave():
    g = BGame(SEATS)
    east = _broke(g, "East")
    g.start()
    assert g.table.stacks[east] + g.deal.hands[east].put == 100
    bought = [e for e in g.table.events if isinstance(e, CaveChosen)]
    assert bought and not bought[0].chosen and bought[0].amount == 100
    _play_out(g)
    check_record(g.history.deals[-1])


def test_he_may_retire_and_the_others_play_on_with_the_short_pack_for_three():
    g = BGame(SEATS)
    east = _broke(g, "East")
    events = g.table.act(east, Action(K.RETIRE))
    assert isinstance(events[0], Retired) and g.table.out[east]
    g.start()
    assert east not in g.deal.order and len(g.deal.order) == 3
    assert all(c.rank.name != "QUEEN" for h in g.deal.hands.values() for c in h.cards)
    _play_out(g)
    rec = g.history.deals[-1]
    assert rec["new_stakes"] == [{"seat": east, "type": "retire"}]
    check_record(rec)


def test_no_one_retires_below_three_players():
    g = BGame(SEATS[:3])
    east = _broke(g, "East")
    assert [o.kind for o in g.table.legal_actions(east)] == [K.NEW_CAVE]
    assert_illegal(g.table, east, Action(K.RETIRE))


def test_the_new_cave_is_replayed_from_the_action_log():
    g = BGame(SEATS)
    g.table.keep_actions = True
    east = _broke(g, "East")
    g.table.act(east, Action(K.NEW_CAVE, 150))
    assert g.table.actions[-1] == (east, Action(K.NEW_CAVE, 150))
    t = Table(SEATS, rng=random.Random(3), variant="bouillotte", cut=False)
    t.start_deal()
    _play_out_table(t)
    t.stacks[0] += t.stacks[1]
    t.stacks[1] = 0
    t.act(1, Action(K.NEW_CAVE, 150))
    log = list(t.actions)
    back = Table(SEATS, rng=random.Random(3), variant="bouillotte", cut=False)
    back.start_deal()
    _play_out_table(back)
    back.stacks[0] += back.stacks[1]
    back.stacks[1] = 0
    replay_onto(back, log[len(back.actions):])
    assert back.stacks == t.stacks and back.bought == t.bought


def _play_out_table(t: Table) -> None:
    while t.to_act is not None:
        offers = [o.kind for o in t.legal_actions()]
        k = next((k for k in (K.NO_STRADDLE, K.PASS, K.ABANDON, K.DECLINE_SHOW) if k in offers),
                 offers[0])
        t.act(t.to_act, Action(k))


def test_the_pack_each_deal_used_is_in_the_history():
    g = BGame(SEATS)
    for _ in range(3):
        g.start()
        _play_out(g)
    assert [r["pack"] for r in g.history.deals] == [1, 2, 1]
