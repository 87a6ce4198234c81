"""Ambigu (Foster, "Ambigu"), rule by rule: each test names the paragraph it checks.

Four play; seat 0 deals.  The cards go to the right: A (seat 3, the dealer's right and
the elder hand), B, C, then the dealer.
"""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionNotAllowed, BadDiscard, HouseRules, NotYourTurn, Table
from game.engine.french.ambigu_events import CountersPaid, HandFoul, KeptBack, PackReshuffled, TieToElder
from game.engine.core.events import DealEnded, HandShown, PoolWon, Returned, Staked, public_copy
from game.engine.core.history import HandHistory
from game.engine.core.narrate import describe

from variant_helpers import K, VGame, assert_illegal, cards, check_record, may_see, walk_cards

NAMES = ["Dealer", "C", "B", "A"]
ORDER = ["A", "B", "C", "Dealer"]
HANDS = {"A": ("Ts 9s", "8s 2h"),       # a sequence to the 10: paid 3
         "B": ("5h 5d", "5c 7s"),       # doublets, tricon and prime (22 pips): paid 6
         "C": ("2c 4d", "6h 9c"),       # a point of 11
         "Dealer": ("3d 7d", "Ah 3c")}  # a point of 10


def plan(hands=HANDS, draws: str = "", second: str = "") -> tuple[list, list]:
    first = [cards(hands[n][0])[i] for i in range(2) for n in ORDER] + cards(draws)
    more = [cards(hands[n][1])[i] for i in range(2) for n in ORDER] + cards(second)
    return first, more


def game(hands=HANDS, draws: str = "", second: str = "", **rules) -> VGame:
    g = VGame(NAMES, "ambigu", **rules)
    first, more = plan(hands, draws, second)
    g.rng.plan(first)
    g.rng.plan(more)
    g.start()
    return g


def all_enough(g: VGame) -> None:
    for n in ORDER:
        g.do(n, K.DRAW)


def paid(g: VGame) -> list[tuple[str, str, int]]:
    return [(NAMES[e.seat], NAMES[e.to], e.amount) for e in g.of(CountersPaid)]


def test_blind_each_puts_one_counter_before_the_deal_no_straddle():
    g = game()
    blinds = [(NAMES[e.seat], e.amount) for e in g.of(Staked) if e.why == "blind"]
    assert blinds == [(n, 1) for n in ORDER]
    assert g.table.events[1].law == "Ambigu: blind"
    assert g.kinds() == {K.DRAW}  # no straddle: straight to the hands


def test_dealing_two_cards_each_to_the_right_the_dealers_right_first():
    g = game()
    for n in ORDER:
        assert g.hand(n) == cards(HANDS[n][0])
    assert g.to_act == "A"
    assert g.deal.age == 3 and g.deal.order == (3, 2, 1, 0)
    assert g.table.legal_actions() == (g.table.legal_actions()[0],)
    assert g.table.legal_actions()[0].high == 2  # discard one or both


def test_method_enough_or_draw_one_or_both_each_puts_two_for_his_ante():
    g = game(draws="Tc 2d 6s")
    g.do("A", K.DRAW)                      # "Enough"
    g.do("B", K.DRAW, cs="5h")             # one
    assert g.hand("B") == cards("5d Tc")
    g.do("C", K.DRAW, cs="2c 4d")          # both
    assert g.hand("C") == cards("2d 6s")
    g.do("Dealer", K.DRAW)
    antes = [(NAMES[e.seat], e.amount) for e in g.of(Staked) if e.why == "ante"]
    assert antes == [(n, 2) for n in ORDER]
    assert g.deal.pool_total() == 12


def test_method_the_pack_less_the_discards_reshuffled_and_cut_two_more_each():
    g = game(draws="Tc")
    g.do("A", K.DRAW, cs="9s")
    for n in ORDER[1:]:
        g.do(n, K.DRAW)
    shuffled = g.of(PackReshuffled)[0]
    assert shuffled.cards == 40 - 8 - 1  # the discard is not among them
    assert cards("9s")[0] not in g.deal.stock and cards("9s")[0] in g.deal.dead
    for n in ORDER:
        assert len(g.hand(n)) == 4
    assert g.hand("B") == cards("5h 5d 5c 7s")
    assert g.deal.phase.name == "BETTING" and g.to_act == "A"
    assert g.kinds() == {K.PASS, K.BET, K.SHOW_CARDS}  # "I pass" or "I play"


def test_method_nobody_stays_he_takes_back_his_raise_the_antes_stay_last_refuser_pays_two():
    g = game()
    all_enough(g)
    g.do("A", K.PASS)
    g.do("B", K.BET, 5)                    # "I play", putting up five
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    g.do("A", K.ABANDON)                   # the last to refuse
    back = g.of(Returned)[0]
    assert (NAMES[back.seat], back.amount) == ("B", 5)
    assert paid(g) == [("A", "B", 2)]
    assert g.table.carried == 12           # the antes stay in the pool
    assert not g.of(PoolWon)
    assert g.stack("B") == 100 - 3 + 2 and g.stack("A") == 100 - 3 - 2
    rec = g.history.deals[-1]
    check_record(rec)
    assert rec["carried_out"] == 12 and rec["payments"][0]["amount"] == 2


def test_method_a_raise_nobody_calls_takes_the_pool_shows_and_is_paid():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 2)
    g.do("B", K.RAISE, 3)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    g.do("A", K.ABANDON)
    won = g.of(PoolWon)[0]
    # the raise's excess over A's bet comes back to B, and he takes the rest
    assert won.winners == (2,) and won.amount == 12 + 2 + 2
    assert [(r.seat, r.amount) for r in g.of(Returned)] == [(2, 3)]
    assert [NAMES[e.seat] for e in g.of(HandShown)] == ["B"]
    # doublets, tricon and prime: six from every other player
    assert paid(g) == [("A", "B", 6), ("C", "B", 6), ("Dealer", "B", 6)]
    # He shows for his payments, so the pool's line does not say "without showing" (a
    # play-tester read it over the log's "shows ... a point of 15").
    assert won.shown and "without showing" not in describe(won, NAMES)
    check_record(g.history.deals[-1])


def test_method_all_pass_the_dealer_deals_again_the_pool_kept():
    g = game()
    all_enough(g)
    for n in ORDER:
        g.do(n, K.PASS)
    assert g.to_act == "Dealer" and g.kinds() == {K.DEAL_AGAIN, K.KEEP_CARDS}
    g.do("Dealer", K.DEAL_AGAIN)
    ended = g.of(DealEnded)[0]
    assert ended.carried_out == 12 and ended.next_dealer == 0  # the same dealer
    g.table.start_deal()
    assert g.deal.carried_in == 12 and g.deal.pool_total() == 16  # another counter each


def test_method_all_pass_the_dealer_puts_up_two_and_compels_them_to_keep_their_cards():
    g = game(second="Tc 2d")
    all_enough(g)
    for n in ORDER:
        g.do(n, K.PASS)
    g.do("Dealer", K.KEEP_CARDS)
    assert [(e.seat, e.amount) for e in g.of(Staked)][-1] == (0, 2)
    assert g.deal.pool_total() == 14
    assert g.deal.phase.name == "DRAW" and g.to_act == "A"  # every one draws again
    assert g.table.legal_actions()[0].high == 4
    g.do("A", K.DRAW, cs="2h")
    g.do("B", K.DRAW, cs="7s")
    assert g.hand("A") == cards("Ts 9s 8s Tc")
    g.do("C", K.DRAW)
    g.do("Dealer", K.DRAW)
    assert g.deal.phase.name == "BETTING" and g.deal.step == "betting"
    # all pass after the draw: "the hands are abandoned, and the pool remains"
    for n in ORDER:
        g.do(n, K.PASS)
    assert g.table.carried == 14 and g.table.dealer == 3  # the deal passes to the right


def test_method_two_or_more_call_they_draw_again_one_to_four_or_pat():
    g = game(second="Ac 4c 6c 8c")
    all_enough(g)
    g.do("A", K.BET, 2)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    assert g.deal.phase.name == "DRAW" and g.to_act == "A"
    assert_illegal(g.table, 3, Action(K.DRAW, cards=tuple(cards("2c"))), BadDiscard)
    g.do("A", K.DRAW, cs="Ts 9s 8s 2h")    # all four
    assert g.hand("A") == cards("Ac 4c 6c 8c")
    g.do("B", K.DRAW)                      # pat
    assert g.to_act == "A" and g.deal.step == "betting"


def test_betting_the_hands_called_best_hand_wins_only_he_is_paid_by_every_player():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 2)
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("Dealer", K.ABANDON)
    for n in ("A", "B", "C"):
        g.do(n, K.DRAW)
    g.do("A", K.BET, 4)
    g.do("B", K.RAISE, 2)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    shown = [NAMES[e.seat] for e in g.of(HandShown)]
    assert shown == ["B", "A"]  # the called hand first
    won = g.of(PoolWon)[0]
    assert won.winners == (2,) and won.law == "Ambigu: value of the hands"
    # B's doublets beat A's sequence; A, though he holds a sequence, is paid nothing
    assert paid(g) == [("A", "B", 6), ("C", "B", 6), ("Dealer", "B", 6)]
    rec = g.history.deals[-1]
    check_record(rec)
    assert sum(s["end"] for s in rec["seats"]) == 400


def test_betting_the_hands_a_bet_nobody_calls_takes_the_pool_and_shows_for_payment():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 2)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    g.do("A", K.DRAW)
    g.do("B", K.DRAW)
    g.do("A", K.BET, 3)
    g.do("B", K.ABANDON)
    assert g.of(PoolWon)[0].winners == (3,)
    assert [NAMES[e.seat] for e in g.of(HandShown)] == ["A"]
    assert paid(g) == [("B", "A", 3), ("C", "A", 3), ("Dealer", "A", 3)]


def test_value_of_the_hands_ties_go_to_the_elder_hand():
    hands = {"A": ("8s 7s", "2h 4d"), "B": ("8h 7h", "2s 4c"),
             "C": ("2c 3d", "9h 6d"), "Dealer": ("3h 6c", "Ac 5d")}
    g = game(hands)
    all_enough(g)
    g.do("A", K.BET, 1)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    g.do("A", K.DRAW)
    g.do("B", K.DRAW)
    g.do("A", K.PASS)
    g.do("B", K.BET, 1)
    g.do("A", K.CALL)
    assert g.of(PoolWon)[0].winners == (3,)  # A, the elder hand, on equal points of 15
    assert paid(g) == [("B", "A", 1), ("C", "A", 1), ("Dealer", "A", 1)]
    # The log says why A wins, before he takes the pool.
    tie = g.of(TieToElder)
    assert [(NAMES[t.seat], NAMES[t.other]) for t in tie] == [("A", "B")]
    line = describe(tie[0], g.table.names)
    assert line == ("A and B both hold a point of 15 in two cards in sequence, equal even in pips; "
                    "the elder hand, nearer the dealer's right, wins: A. (Ambigu: value of the hands)"), line
    kinds = [type(e).__name__ for e in g.table.events]
    assert kinds.index("TieToElder") < kinds.index("PoolWon")


def test_penalty_a_player_showing_his_cards_abandons_and_forfeits_four():
    g = game()
    all_enough(g)
    g.do("A", K.SHOW_CARDS)
    forfeit = g.of(Staked)[-1]
    assert (forfeit.seat, forfeit.amount, forfeit.law) == (3, 4, "Ambigu: a hand shown")
    assert not g.deal.hands[3].live and g.deal.pool_total() == 16
    assert set(cards("Ts 9s 8s 2h")) <= may_see(g.table, 1)  # everyone has seen them
    assert g.to_act == "B"


def test_penalty_a_foul_hand_is_abandoned_at_the_show():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 1)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    g.do("A", K.DRAW)
    g.do("B", K.DRAW)
    g.do("A", K.BET, 1)
    # an irregularity the computer's deal cannot make: B holds a card too many
    g.deal.hands[2].cards.append(g.deal.stock.pop())
    g.table.act(2, Action(K.CALL))
    assert [e.seat for e in g.of(HandFoul)] == [2]
    assert g.of(PoolWon)[0].winners == (3,)


def test_stakes_at_table_stakes_ten_counters_kept_back_pay_for_combinations():
    g = game(table_stakes=True)
    assert [e.amount for e in g.of(KeptBack)] == [10] * 4
    g2 = VGame(NAMES, "ambigu", table_stakes=True)
    g2.set_stack("C", 16)
    first, more = plan()
    g2.rng.plan(first)
    g2.rng.plan(more)
    g2.start()
    all_enough(g2)
    g2.do("A", K.BET, 5)
    g2.do("B", K.CALL)
    assert g2.table.legal_actions()[1].high == 3  # C may put in only what he does not keep back
    g2.do("C", K.CALL)  # a sight for his last three
    g2.do("Dealer", K.ABANDON)
    for n in ("A", "B", "C"):
        g2.do(n, K.DRAW)
    g2.do("A", K.PASS)
    g2.do("B", K.BET, 5)
    g2.do("A", K.ABANDON)
    # B takes the pool; C, who has lost all his stake, still pays six from the ten kept back
    assert ("C", "B", 6) in paid(g2)
    assert g2.stack("C") == 4
    check_record(g2.history.deals[-1])


def test_seat_views_show_only_what_the_seat_may_see_and_events_hide_the_cards():
    g = game()
    all_enough(g)
    for seat in range(4):
        seen = set(walk_cards(g.table.view(seat)))
        assert seen <= may_see(g.table, seat)
        assert set(g.deal.hands[seat].cards) <= seen
    for e in g.table.events:
        hidden = public_copy(e)
        if e.private_to is not None:
            assert not [c for c in walk_cards(hidden)]


def test_illegal_actions_raise_and_change_nothing():
    g = game()
    assert_illegal(g.table, 2, Action(K.DRAW), NotYourTurn)
    assert_illegal(g.table, 3, Action(K.BET, 2), ActionNotAllowed)
    assert_illegal(g.table, 3, Action(K.DRAW, cards=tuple(cards("Ts 9s 8s"))), BadDiscard)
    all_enough(g)
    assert_illegal(g.table, 3, Action(K.DEAL_AGAIN), ActionNotAllowed)
    assert_illegal(g.table, 3, Action(K.BET, 51))


def test_every_event_names_its_paragraph_and_the_log_reads_it():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 2)
    for n in ORDER[1:]:
        g.do(n, K.ABANDON)
    g.do("A", K.ABANDON) if g.to_act == "A" else None
    laws = {e.law for e in g.table.events if e.law}
    assert "Ambigu: blind" in laws and "Ambigu: method of playing" in laws
    lines = [describe(e, NAMES) for e in g.table.events]
    assert any(line and "shuffled again and cut (the discards stay out)" in line for line in lines)
    assert any(line and line.startswith("B pays A") and line.endswith("(Ambigu: value of the hands)")
               or (line and "pays" in line) for line in lines) or not g.of(CountersPaid)


@pytest.mark.parametrize("seed", range(24))
def test_random_play_keeps_every_invariant_refuses_the_illegal_and_replays(seed):
    """Random legal actions (and illegal ones tried on the way) at 2 to 6 players, with and
    without table stakes: no counter or card created or lost, illegal actions refused with
    no change, no seat seeing a card it may not, every record balanced (payments between
    players included), and the actions replaying to the same table."""
    from test_variant_properties import check_views, choose, illegal_attempts

    from game.engine import replay
    from variant_helpers import check_invariants

    rng = random.Random(seed)
    house = HouseRules(table_stakes=seed % 3 == 0, freeze_out=seed % 4 == 1,
                       blind=1 + seed % 2, limit=10 if seed % 2 else 50)
    n = 2 + seed % 5
    names = [f"P{i}" for i in range(n)]
    table = Table(names, house, random.Random(seed), "ambigu")
    history = HandHistory(table)
    deals = 0
    for _ in range(5):
        if table.game_over:
            break
        table.start_deal()
        deals += 1
        while not table.deal_over:
            if rng.random() < 0.1:
                for seat, action, error in illegal_attempts(table, rng):
                    assert_illegal(table, seat, action, error)
                check_views(table)
            table.act(table.to_act, choose(table, rng))
            check_invariants(table)
        check_views(table)
    for rec in history.deals:
        assert rec["variant"] == "ambigu"
        check_record(rec)
    again = replay(names, house, seed, table.actions, deals=deals, variant="ambigu")
    assert again.stacks == table.stacks and again.events == table.events


def test_players_two_to_six():
    from game.engine import TableError

    for n in range(2, 7):
        Table([f"P{i}" for i in range(n)], HouseRules(), random.Random(n), "ambigu")
    with pytest.raises(TableError):
        Table([f"P{i}" for i in range(7)], HouseRules(), random.Random(7), "ambigu")


def test_a_player_who_declines_to_meet_a_raise_must_abandon():
    g = game()
    all_enough(g)
    g.do("A", K.BET, 2)
    g.do("B", K.RAISE, 2)
    assert g.kinds() == {K.ABANDON, K.CALL, K.RAISE, K.SHOW_CARDS}  # no passing now


def test_not_enough_cards_the_discards_gathered_shuffled_and_cut():
    from game.engine.core.events import PackRebuilt

    names = [f"P{i}" for i in range(6)]
    g = VGame(names, "ambigu", seed=4)
    g.start()
    order = list(g.deal.order)
    for s in order:
        g.do(s, K.DRAW, cs=g.hand(s))           # all throw both away
    g.do(order[0], K.BET, 1)
    for s in order[1:]:
        g.do(s, K.CALL)
    assert len(g.deal.stock) == 40 - 12 - 12 - 12
    for s in order:
        g.do(s, K.DRAW, cs=g.hand(s))           # and then all four
    rebuilt = g.of(PackRebuilt)
    assert rebuilt and rebuilt[0].law == "Ambigu: not enough cards"
    assert all(len(g.hand(s)) == 4 for s in order)


def test_method_enough_is_said_in_the_books_word_and_the_view_tells_the_step():
    """"if satisfied with it he says: 'Enough'"; at the second draw, standing pat; the
    seat view's ``ambigu`` names the step and the draw's round for the window's words."""
    from game.engine.french.ambigu_events import EnoughSaid
    from game.engine.core.events import DrawAnnounced

    g = game(second="Ac 4c 6c 8c")
    assert g.table.view(3).ambigu == ("draw", 1)
    g.do("A", K.DRAW)
    said = g.of(EnoughSaid)
    assert len(said) == 1 and describe(said[0], NAMES, laws=False).endswith('A says "Enough".')
    for n in ("B", "C", "Dealer"):
        g.do(n, K.DRAW)
    assert g.table.view(3).ambigu == ("play", 1)
    g.do("A", K.BET, 2)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("Dealer", K.ABANDON)
    assert g.table.view(3).ambigu == ("draw", 2)
    g.do("A", K.DRAW, cs="Ts 9s 8s 2h")
    g.do("B", K.DRAW)                      # pat: not "Enough" at the second draw
    assert len(g.of(EnoughSaid)) == 4      # the four of the first draw only
    pat = [e for e in g.of(DrawAnnounced) if not isinstance(e, EnoughSaid)][-1]
    assert describe(pat, NAMES, laws=False).endswith("B stands pat.")
    assert g.table.view(3).ambigu == ("betting", 2)


def test_cards_two_packs_used_alternately_each_deal_records_its_pack():
    """"Two packs may be used alternately": the first, the second, the first again; the
    history says which, and the log."""
    from game.ai import RandomPlayer
    from game.engine.french.ambigu_events import PackInPlay

    t = Table(NAMES, HouseRules(), random.Random(4), variant="ambigu", cut=False)
    history = HandHistory(t)
    rng = random.Random(1)
    players = [RandomPlayer(rng) for _ in NAMES]
    packs = []
    for _ in range(3):
        t.start_deal()
        packs.append([e.pack for e in t.events if isinstance(e, PackInPlay)])
        while not t.deal_over:
            t.act(t.to_act, players[t.to_act].decide(t.view(t.to_act)))
    assert packs == [[1], [2], [1]]
    assert [r["pack"] for r in history.deals] == [1, 2, 1]
    first = next(e for e in t.events if isinstance(e, PackInPlay))
    assert describe(first, NAMES) == "The first pack is dealt. (Ambigu: cards)"
