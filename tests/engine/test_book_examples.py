"""The worked examples of Foster ("Draw Poker"), played through the engine with the
counters the book gives.

Seats: the book's players sit in the order it names them, the dealer first, so the
dealer is seat 0 and the age (his left) seat 1.  Amounts are white counters.
"""

from __future__ import annotations

from engine_helpers import Game, K
from game.engine.core.events import (
    Acted, CountersBought, DealStarted, HandShown, JackMade, PoolWon, Returned, Staked,
)
from game.engine.core.view import Phase


def puts(g: Game, kind=None) -> list[tuple[str, int]]:
    """(name, counters put) for each action of this deal so far."""
    return [(g.name(e.seat), e.put) for e in g.of(Acted) if kind is None or e.kind is kind]


# --------------------------------------------------------------------------- THE ANTE
def test_the_ante_five_handed_raised_twice_everyone_at_twelve():
    """"Suppose five play, and A has the age. B antes two counters, and C puts up seven ...
    D puts up the seven, and ... E, the dealer, puts up twelve. This will force the age to put
    up eleven; B to put up ten; and C to put up five more. This will make each player's ante
    an equal amount, twelve counters."  (THE ANTE)"""
    g = Game("EABCD", straddle=False)
    g.deal({})
    assert g.put("A") == 1  # the blind
    assert g.table.to_act == g.seat("B")  # the player left of the age has the first say
    assert g.offer(K.CALL).low == 2  # the ante is twice the blind
    g.do("B", K.CALL)
    g.do("C", K.RAISE, 5)  # "the ante and a raise of five"
    assert g.offer(K.CALL).low == 7
    g.do("D", K.CALL)
    assert g.offer(K.CALL).low == 7
    g.do("E", K.RAISE, 5)
    assert g.offer(K.CALL).low == 11
    g.do("A", K.CALL)
    assert g.offer(K.CALL).low == 10
    g.do("B", K.CALL)
    assert g.offer(K.CALL).low == 5
    g.do("C", K.CALL)
    # The book stops at C; D, who put up seven, must also add five to stay (Law 19:
    # "not until each player holding cards has anted an equal amount will the game proceed").
    assert g.offer(K.CALL).low == 5
    g.do("D", K.CALL)
    assert puts(g) == [("B", 2), ("C", 7), ("D", 7), ("E", 12), ("A", 11), ("B", 10), ("C", 5),
                       ("D", 5)]
    assert all(g.put(n) == 12 for n in "ABCDE")
    assert g.current.pool_total() == 60
    # "No one can now raise the ante any further, because it is no one's turn to say."
    assert g.current.phase is Phase.DRAW and g.legal_kinds() == {K.DRAW}
    assert g.stacks() == dict.fromkeys("EABCD", 88)


def test_the_ante_d_and_e_come_in_for_seven_the_age_puts_up_six():
    """"If D and E come in, they must put up seven counters also; and the age, A, must put up
    six to make his ante good. It now comes to B, who must either lose the two he has
    already put up, or add five more to them."  (THE ANTE)"""
    g = Game("EABCD", straddle=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.RAISE, 5)
    g.do("D", K.CALL)
    g.do("E", K.CALL)
    assert g.offer(K.CALL).low == 6
    g.do("A", K.CALL)
    assert g.offer(K.CALL).low == 5
    g.do("B", K.ABANDON)  # B loses the two he put up
    assert g.current.phase is Phase.DRAW
    assert g.current.pool_total() == 2 + 4 * 7
    assert g.stacks() == {"E": 93, "A": 93, "B": 98, "C": 93, "D": 93}


# --------------------------------------------------------------------------- BETTING UP THE HANDS
BETTING_HANDS = {
    "A": "4s 4h 4d Kc 8d",  # draws two: three fours
    "B": "6s 6h 6d Jc 3c",  # draws two: three sixes, laid down
    "C": "As Kd 9h 7s 5d",
    "D": "2s 2h 2d Qc 7c",  # draws two: three deuces
    "E": "Ah Qd Ts 8c 3d",  # the dealer, who does not come in
}
BETTING_DRAWS = "Th 3h  Qh 5c  Jd 9c 4c  Jh 9s"  # A 2, B 2, C 3, D 2: from the dealer's left


def betting_deal() -> Game:
    """"Suppose five play, and that A has the age. B has straddled, and all but the dealer
    have made good the ante and drawn cards. There are sixteen white counters in the pool,
    B's straddle having made the ante four instead of two."  (BETTING UP THE HANDS)"""
    g = Game("EABCD")  # limit 50: "two blues"
    g.deal(BETTING_HANDS, BETTING_DRAWS)
    assert g.table.to_act == g.seat("B")
    g.do("B", K.STRADDLE)
    g.do("C", K.NO_STRADDLE)
    assert g.offer(K.CALL).low == 4  # "the ante four instead of two"
    g.do("C", K.CALL)
    g.do("D", K.CALL)
    g.do("E", K.ABANDON)
    g.do("A", K.CALL)
    g.do("B", K.CALL)  # the straddler has the last say
    assert puts(g) == [("B", 2), ("C", 0), ("C", 4), ("D", 4), ("E", 0), ("A", 3), ("B", 2)]
    assert g.current.pool_total() == 16
    # Law 22: the draw begins on the dealer's left, each helped in full before the next.
    g.draw("A", "Kc 8d")
    g.draw("B", "Jc 3c")
    g.draw("C", "9h 7s 5d")
    g.draw("D", "Qc 7c")
    assert g.current.phase is Phase.AFTER_DRAW
    return g


def test_betting_up_the_hands_every_counter():
    g = betting_deal()
    # Law 28: "even if a player has straddled the blind, he must still make the first bet".
    assert g.table.to_act == g.seat("B")
    assert g.offer(K.BET).high == 50  # "any amount from one white counter to the limit, two blues"
    g.do("B", K.BET, 5)  # "B bets a red counter"
    g.do("C", K.ABANDON)  # "C then throws down his hand"
    g.do("D", K.RAISE, 50)  # "D sees B ... and raises him, by putting up two blues"
    assert g.offer(K.CALL).low == 5 + 50  # "put up one red and two blues to call D"
    assert g.offer(K.RAISE).high == 50
    g.do("A", K.RAISE, 50)  # "he sees D, and raises another two blues"
    assert g.offer(K.CALL).low == 100  # "B must now retire, or put up four blues to call A"
    g.do("B", K.CALL)
    assert g.offer(K.CALL).low == 50  # D: "If he puts up two blues, each will have an equal amount"
    g.do("D", K.RAISE, 50)  # "if D raises A again, by putting up four blues instead of two"
    g.do("A", K.RAISE, 50)  # "perhaps A will raise D in turn"
    assert g.offer(K.CALL).low == 100  # B: "four more blues, the two raised by D and the further raise by A"
    g.do("B", K.ABANDON)  # "Let us suppose he drops out"
    g.do("D", K.CALL)  # "D just calls A, by putting up two blues only"
    after_draw = [(g.name(e.seat), e.kind, e.put) for e in g.of(Acted)][7:]
    assert after_draw == [("B", K.BET, 5), ("C", K.ABANDON, 0), ("D", K.RAISE, 55),
                          ("A", K.RAISE, 105), ("B", K.CALL, 100), ("D", K.RAISE, 100),
                          ("A", K.RAISE, 100), ("B", K.ABANDON, 0), ("D", K.CALL, 50)]
    hands = g.current.hands
    # "four blues and a red, besides his straddle and ante"
    assert hands[g.seat("B")].put == 4 + 4 * 25 + 5
    # "making the amount he has in the pool exactly equal to A's, eight blues and a red"
    assert hands[g.seat("D")].put == hands[g.seat("A")].put == 4 + 8 * 25 + 5
    assert g.table.deal_over
    # SHOWING HANDS: "A's hand is called, for D was the one who called a halt on A"; the
    # called hand is shown first, and both are shown.
    assert [g.name(e.seat) for e in g.of(HandShown)] == ["A", "D"]
    assert g.of(HandShown)[0].category == "threes"
    # "A would take the entire pool, including all the antes, and the four blues and one red
    # staked by B after the draw."  B's three sixes do him no good: he laid them down.
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("A"),) and won.amount == 16 + 105 + 205 + 205 == 531
    assert won.shown
    # Every player bought 100 (COUNTERS); those who ran short bought 100 more from the
    # banker each time (Law 5).
    assert g.stacks() == {"E": 100, "A": 622, "B": 91, "C": 96, "D": 91}
    assert dict(zip(g.table.names, g.table.bought)) == {"E": 100, "A": 300, "B": 200, "C": 100,
                                                        "D": 300}
    assert [(g.name(e.seat), e.amount) for e in g.of(CountersBought)] == [
        ("A", 100), ("B", 100), ("D", 100), ("A", 100), ("D", 100)]
    assert g.table.dealer == g.seat("A")  # Law 12: the deal passes to the left


def test_betting_up_the_hands_d_calls_at_once():
    """"If he puts up two blues, each will have an equal amount in the pool, and as no one
    will have anything more to say, the betting must stop, and the hands must be shown."
    (BETTING UP THE HANDS)"""
    g = betting_deal()
    g.do("B", K.BET, 5)
    g.do("C", K.ABANDON)
    g.do("D", K.RAISE, 50)
    g.do("A", K.RAISE, 50)
    g.do("B", K.CALL)
    g.do("D", K.CALL)
    assert g.table.deal_over
    # A's raise was the last: his hand is the called one and is shown first; all three show.
    assert [g.name(e.seat) for e in g.of(HandShown)] == ["A", "B", "D"]
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("B"),)  # three sixes beat three fours and three deuces
    assert won.amount == 16 + 3 * 105


# --------------------------------------------------------------------------- ONLY TWO IN
def test_only_two_in_jack():
    """"Five play, and A has the age. B and C pass, and D antes two counters. The dealer, E,
    says: 'I pass for a jack.' A then puts up three counters, one of which is added to his
    blind, the other two paying D's ante in the ensuing jack. D takes down his two counters,
    and the cards are redealt."  (Only Two In; Law 21, with two counters the jack ante.)"""
    g = Game("EABCD", jack_ante=2)
    g.deal({})
    g.do("B", K.NO_STRADDLE)
    g.do("B", K.ABANDON)
    g.do("C", K.ABANDON)
    g.do("D", K.CALL)
    g.do("E", K.ABANDON)
    # The age's four choices (Law 21): forfeit, make good, raise, or make it a jack.
    assert g.legal_kinds() == {K.ABANDON, K.CALL, K.RAISE, K.MAKE_JACK}
    g.do("A", K.MAKE_JACK)
    assert g.table.deal_over
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("D", 2)]
    staked = [(g.name(e.seat), e.amount, e.why) for e in g.of(Staked)]
    assert staked == [("A", 1, "blind"), ("A", 1, "jack ante"), ("B", 2, "jack ante"),
                      ("C", 2, "jack ante"), ("A", 2, f"jack ante for seat {g.seat('D')}"),
                      ("E", 2, "jack ante")]
    # A put up three ("one added to his blind, two paying D's ante"); the others two each.
    assert g.stacks() == {"E": 98, "A": 96, "B": 98, "C": 98, "D": 100}
    assert g.table.carried == 10 and g.table.counters_in_play() == 500
    assert [e.kind for e in g.of(JackMade)] == ["only two in"]
    rec = g.history.deals[-1]
    assert rec["carried_out"] == 10
    # The next deal is the jack pot, its antes already in the pool: nobody puts up again.
    g.deal({})
    started = g.of(DealStarted)[0]
    assert started.jack_pot and started.carried_in == 10
    assert not g.of(Staked)
    assert g.current.pool_total() == 10 and g.current.phase is Phase.OPENING
    # "There is neither age nor straddle in jack pots": the dealer's left speaks first.
    # (The engine passes the deal to the left as usual, so A deals the jack pot: the book's
    # "the cards are redealt" does not say by whom.)
    assert g.table.dealer == g.seat("A") and g.table.to_act == g.seat("B")


def test_only_two_in_not_when_the_ante_was_raised():
    """"had D raised the ante to five counters and E passed, the age would have had to put up
    four more white counters and draw cards, or allow D to win his blind."  (Only Two In)"""
    g = Game("EABCD", jack_ante=2, straddle=False)
    g.deal({})
    g.do("B", K.ABANDON)
    g.do("C", K.ABANDON)
    g.do("D", K.RAISE, 3)
    g.do("E", K.ABANDON)
    assert g.legal_kinds() == {K.ABANDON, K.CALL, K.RAISE}
    assert g.offer(K.CALL).low == 4
    g.do("A", K.ABANDON)
    # D takes the pool without showing: the blind and his own five (the engine hands back
    # the four nobody called and pays him the rest).
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("D"),) and not won.shown and won.law == "Law 20"
    assert won.amount + sum(e.amount for e in g.of(Returned) if e.seat == g.seat("D")) == 6
    assert not g.of(HandShown)
    assert g.stacks() == {"E": 100, "A": 99, "B": 100, "C": 100, "D": 101}


def test_only_two_in_not_when_two_have_anted():
    """"This cannot be done if more than one player has anted."  (Only Two In)"""
    g = Game("EABCD", jack_ante=2, straddle=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.CALL)
    g.do("E", K.ABANDON)
    assert K.MAKE_JACK not in g.legal_kinds()


# --------------------------------------------------------------------------- TABLE STAKES
SIGHT = {  # three players: B deals, C has the age, A is on his left and bets first
    "tens C": "Ts Th Td 4c 2s",
    "jacks B": "Js Jh Jd 5c 3s",
    "fives A": "5s 5h 5d Kc 9c",
    "queens A": "Qs Qh Qd Kc 9c",
    "nothing C": "Ac Kd 8h 6s 3d",
    "pair B": "9s 9h Ad 7c 6c",
}


def sight_deal(a: str, b: str, c: str, stacks=(10, 4, 20)) -> Game:
    """Table stakes: A, B and C ante two each (C's blind made good); after the draw A has
    more than three counters, B exactly two, and C what ``stacks`` leaves him.

    The book's dollars are counters here, and it speaks only of the betting after the draw;
    the antes before it are in every pool too.  Where the book has A "withdraw his third
    dollar from the pool" as soon as B calls a sight, the engine leaves it in and divides
    the pool into the sight pool and side pools at the show, handing back what nobody
    matched: the same counters end in the same hands."""
    g = Game("BCA", table_stakes=True, straddle=False)
    for who, n in zip("ABC", stacks):
        g.set_stack(who, n)
    g.deal({"A": SIGHT[a], "B": SIGHT[b], "C": SIGHT[c]})
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    for who in "CAB":  # from the dealer's left; everyone stands pat
        g.draw(who)
    assert g.table.to_act == g.seat("A")  # the first holder of cards left of the age
    return g


def a_bets_b_calls_a_sight(g: Game) -> None:
    """"A has bet three dollars, and B has only two dollars in front of him, but wishes to
    call A. B calls for a sight by putting his two dollars in the pool."  (TABLE STAKES)"""
    g.do("A", K.BET, 3)
    assert g.stack("B") == 2
    assert g.legal_kinds() == {K.ABANDON, K.CALL}  # he cannot raise with nothing behind
    assert g.offer(K.CALL).low == 2
    g.do("B", K.CALL)
    assert g.of(Acted)[-1].law == "Table stakes: a sight" and g.stack("B") == 0


def pools(g: Game) -> list[tuple[int, tuple[str, ...], tuple[str, ...]]]:
    return [(p.amount, tuple(g.name(s) for s in p.eligible), tuple(g.name(s) for s in p.winners))
            for p in g.of(PoolWon)]


def test_table_stakes_c_shows_three_tens_and_takes_everything():
    """"A calls C, and C shows three tens. Neither A nor B can beat it, and C takes
    everything."  (TABLE STAKES; B holds a pair, so that C's tens beat both.)"""
    g = sight_deal("fives A", "pair B", "tens C")
    a_bets_b_calls_a_sight(g)
    g.do("C", K.RAISE, 4)  # C calls A and raises him
    assert g.legal_kinds() == {K.ABANDON, K.CALL, K.RAISE}  # A and C go on without B
    g.do("A", K.CALL)  # "A calls C"
    assert [g.name(e.seat) for e in g.of(HandShown)][0] == "C"  # the called hand first
    # B's sight pool: two each plus the antes; A and C's pool beyond it.
    assert pools(g) == [(12, ("B", "C", "A"), ("C",)), (10, ("C", "A"), ("C",))]
    assert g.stacks() == {"A": 1, "B": 0, "C": 33}


def test_table_stakes_b_takes_the_sight_pool_c_the_rest():
    """"But if B had three Jacks, and A only three fives, B would take the part of the pool
    for which he called a sight, and C would take the remainder."  (TABLE STAKES)"""
    g = sight_deal("fives A", "jacks B", "tens C")
    a_bets_b_calls_a_sight(g)
    g.do("C", K.RAISE, 4)
    g.do("A", K.CALL)
    assert pools(g) == [(12, ("B", "C", "A"), ("B",)), (10, ("C", "A"), ("C",))]
    assert g.stacks() == {"A": 1, "B": 12, "C": 21}


def test_table_stakes_c_bluffs_a_out_b_takes_the_sight_pool():
    """"Should C have raised and bluffed A out ... A would have no interest in either pool, and
    C would take all the money outside the pool for which B called a sight. ... that would not
    entitle A to claim the sight pool from B ... If B's hand is better than C's, B takes the
    sight pool."  (TABLE STAKES)"""
    g = sight_deal("queens A", "jacks B", "nothing C")
    a_bets_b_calls_a_sight(g)
    g.do("C", K.RAISE, 4)
    g.do("A", K.ABANDON)  # A lays down three queens, the best hand at the table
    assert g.table.deal_over
    assert sorted(g.name(e.seat) for e in g.of(HandShown)) == ["B", "C"]
    # C's raise was never called: it goes back to him (Returned), and the one counter A bet
    # beyond B's sight, with C's matching one, is C's alone.
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("C", 4)]
    assert pools(g) == [(12, ("B", "C"), ("B",)), (2, ("C",), ("C",))]
    assert g.stacks() == {"A": 5, "B": 12, "C": 17}


def test_table_stakes_c_with_one_dollar_reduces_the_pool_again():
    """"Should C have even less money than B, say one dollar, he may still further reduce the
    original pool, leaving the two dollars aside for settlement between A and B, and A's third
    dollar still aside from that again for the decision of any other player."  (TABLE STAKES)"""
    g = sight_deal("fives A", "pair B", "tens C", stacks=(10, 4, 3))
    a_bets_b_calls_a_sight(g)
    assert g.stack("C") == 1 and g.offer(K.CALL).low == 1
    g.do("C", K.CALL)
    assert g.table.deal_over
    # A's third counter: nobody else could put it up, so it goes back to him.
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("A", 1)]
    # C's sight pool (antes and one each) to C's tens; A and B's two aside to A's fives.
    assert pools(g) == [(9, ("B", "C", "A"), ("C",)), (2, ("B", "A"), ("A",))]
    assert g.stacks() == {"A": 8, "B": 0, "C": 9}
