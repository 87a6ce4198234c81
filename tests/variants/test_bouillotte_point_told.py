"""Bouillotte's point told (issue 27, fault 9): at the show each suit is counted aloud,
whose cards it holds (the retourne too), and the point says why its suit and its seat take
the pool -- the most pips; a tie, to the holder nearer the dealer; a suit nobody in the call
holds "cannot win anything"; the highest card of the suit among those "who backed their
hands"; in a side pool, "the suit that wins cannot lose at the same time" (Foster,
"Bouillotte": "The Point", "Calling for a Sight")."""

from game.cards import Card, Suit
from game.engine.french.bouillotte_events import PointCounted, SuitCounted
from game.engine.core.narrate import describe

from bouillotte_helpers import BGame, K, deal_plan

SEATS = ["D", "C", "B", "A"]
ORDER = ["A", "B", "C", "D"]
CAVES = {"A": 35, "B": 60, "C": 120, "D": 185}


def play(layout, retourne="9h"):
    """The book's "Calling for a Sight" betting: A all in for 35, B out, C and D on."""
    g = BGame(SEATS, caves=CAVES)
    g.start(deal_plan(ORDER, layout, retourne))
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.RAISE, 30)
    g.do("B", K.ABANDON)
    g.do("C", K.RAISE, 50)
    g.do("D", K.RAISE, 100)
    g.do("C", K.CALL)
    assert g.deal.phase.name == "OVER"
    return g


def _line(g, event):
    return describe(event, SEATS, laws=False)


def test_each_suit_is_counted_with_whose_cards_they_are():
    layout = {"A": "Ac 9s 8d", "B": "Kc Qc Kh", "C": "As Ks Qs", "D": "9c Ad Qd"}
    g = play(layout)
    counted = g.of(SuitCounted)
    assert [(e.suit, e.total) for e in counted][:2] in (
        [(Suit.CLUBS, 40), (Suit.SPADES, 40)], [(Suit.SPADES, 40), (Suit.CLUBS, 40)])
    hearts = next(e for e in counted if e.suit is Suit.HEARTS)
    assert hearts.total == 19
    assert hearts.holders == ((g.seat("B"), (Card.parse("Kh"),)), (-1, (Card.parse("9h"),)))
    assert _line(g, hearts).endswith("The hearts \u2665 count 19: B\u2019s K\u2665, the retourne 9\u2665.")
    # the counting comes before the point is decided
    kinds = [type(e) for e in g.events if isinstance(e, (SuitCounted, PointCounted))]
    assert kinds[:4] == [SuitCounted] * 4 and kinds[4] is PointCounted


def test_the_point_says_why_the_suit_and_the_seat_take_the_pool():
    layout = {"A": "Ac 9s 8d", "B": "Kc Qc Kh", "C": "As Ks Qs", "D": "9c Ad Qd"}
    g = play(layout)
    main, side = g.of(PointCounted)
    # "The point is exactly even for clubs and spades ... A wins on account of his position"
    assert main.suit is Suit.CLUBS and main.tied == (Suit.SPADES,) and main.card == Card.parse("Ac")
    text = _line(g, main)
    assert "\u2663 and \u2660 tie at 40, and a tie goes to the holder nearer the dealer" in text
    assert text.endswith("\u2663 wins the pool for A: A holds its highest card in the call, A\u2663.")
    # "D has a card of the winning suit, while C has not, D wins the remainder."
    assert side.kept and side.seat == g.seat("D") and side.card == Card.parse("9c")
    assert _line(g, side).endswith("\u2663 takes the remainder for D: the suit that won the pool "
                                   "cannot lose, and D holds 9\u2663.")


def test_a_suit_nobody_in_the_call_holds_cannot_win():
    """Spades the most (B's three and the retourne), but B passed out: "the spade suit
    cannot win anything"; diamonds next, D's ace the highest among those in the call."""
    layout = {"A": "Ac 9c 8d", "B": "As Ks Qs", "C": "Kc Qh Kd", "D": "8c Ad Qd"}
    g = play(layout, retourne="9s")
    main = g.of(PointCounted)[0]
    assert dict(main.totals)[Suit.SPADES] == 40 and main.suit is Suit.DIAMONDS
    assert main.unheld == (Suit.SPADES,) and main.seat == g.seat("D")
    text = _line(g, main)
    assert "\u2660 has more pips, but nobody in the call holds one." in text
    assert text.endswith("\u2666 wins the pool for D: D holds its highest card in the call, A\u2666.")


def test_a_higher_card_out_of_the_call_is_named():
    """B holds the diamond ace but passed out: his cards count for the highest diamond in
    the call (C's King)."""
    layout = {"A": "Ac 9c 8s", "B": "Ad Qs 8h", "C": "Kd Qd Kh", "D": "Kc 8d Qh"}
    g = play(layout, retourne="9d")
    main = g.of(PointCounted)[0]
    assert main.suit is Suit.DIAMONDS, dict(main.totals)
    assert main.seat == g.seat("C") and main.card == Card.parse("Kd")
    assert main.higher == (g.seat("B"), Card.parse("Ad"))
    assert "(B\u2019s A\u2666 is higher, but out of the call)" in _line(g, main)
