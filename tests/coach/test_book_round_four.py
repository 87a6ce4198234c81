"""Issue 36, the fresh-eyes play-test's fourth round: the book's words agree with its own
figures and with the table.

* The review: a line is "better than the book's" (or charged) only when its interval lies
  wholly beyond half a counter, and the head counts the lines as they are worded.
* The review lists the charged first, then the rest in the deal's order.
* Brag: the reason counts the others as the chance's figure does ("against the 2 other
  hands", never "against one").
* Draw: "the age need not save his blind" is said only to the age.
* Draw: where the good player mixes its play, Ask says so at the time ("Abandon, or now and
  then come in 2"), as the review counts each of those choices the book's.
* Stud: the lay-down above the price states the good player's whole rule (a fifth more than
  the price, and never on less than its floor), so that the figure it gives follows from it.
* Stud: the reason follows the figure: a bet the best cards showing must make is said to be
  forced, never "stands well" at 35% against three; a pass at 63% is never "not worth a bet".
* Draw: a bluff's reason never says the others showed "no strength" after one of them raised;
  it says what the bluff counts on.
* Stud: "none" where the chance is exactly none (another's cards showing already beat your
  best possible hand), never "almost none"; the panel never shows a bullet's first rows alone
  (its "twice" cut off below the foot read as a bet left out).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from game.coach.advice import Coach
from game.coach.model import ReviewItem
from game.engine import Action, ActionKind as K
from game.coach.review import in_review_order
from game.ui.table.review_words import cost_words, review_headline

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "variants"))
from variant_helpers import VGame, cards, deal_rounds  # noqa: E402

NAMES = ["You", "Judge Ames", "Deacon Gray", "Colonel Dash"]


def _item(step: str, low: float | None, high: float | None, same: bool = False) -> ReviewItem:
    cost = 0.0 if same else (low + high) / 2 if low is not None and high is not None else None
    return ReviewItem(3, step, "Straddle 2", "No straddle", "(the good player's judgement)", cost,
                      0 if same else 64, same=same, low=None if same else low,
                      high=None if same else high)


def test_no_line_is_better_than_the_book_and_the_head_counts_the_lines_as_worded():
    """The tester's deal 3 at Draw (5 decisions): a straddle "gained between 0.1 and 2.0"
    was called better under a head counting it "no worse"; the four-up bet "gained between
    28.8 and 37.9" likewise.  Since book round 6 (M5: the advice and the review pointing
    opposite ways) the review claims no gain over the book's own choice at all: both are
    "no worse than the book can tell", and the head counts them so."""
    slight = _item("the straddle", -2.0, -0.1)
    clear = _item("the betting", -37.9, -28.8)
    wide = _item("before the draw", -7.7, 22.1)
    items = [_item("after the draw", 0, 0, same=True), slight, clear, wide]
    for one in (slight, clear, wide):
        assert "better" not in cost_words(one), cost_words(one)
    for one in (slight, clear):
        assert cost_words(one).startswith("no worse than the book can tell"), cost_words(one)
    assert cost_words(wide).startswith("the book cannot judge this one")  # (book round 7)
    head = review_headline(items)
    assert head == ("4 decisions: 1 as the book, 2 other choices no worse than the book can tell, "
                    "1 other choice the book could not judge."), head
    for spread in ((-0.4, -0.6), (-0.6, -0.5), (-0.5, -0.45), (-3.0, -0.55)):
        one = _item("the draw", min(spread), max(spread))
        assert "better" not in review_headline([one]) and "no worse" in review_headline([one])


def test_the_charged_come_first_then_the_rest_in_the_deals_order():
    """The tester's deal 3: the straddle, the deal's first decision, was listed fourth of five,
    below the lines after the draw, sorted by unsettled figures."""
    straddle = _item("the straddle", -2.0, -0.1)
    call = _item("before the draw", -7.7, 22.1)
    draw = _item("the draw", -14.2, 8.0)
    bet = _item("after the draw", 0, 0, same=True)
    charged = _item("after the draw", 1.0, 3.0)
    costlier = _item("after the draw", 4.0, 9.0)
    unjudged = ReviewItem(3, "after the draw", "Abandon", "Abandon", "", None)
    deal = [straddle, call, unjudged, draw, charged, bet, costlier]
    assert in_review_order(deal) == [costlier, charged, straddle, call, draw, bet, unjudged]


def test_brag_the_reason_counts_the_others_as_the_figure_does():
    """The tester's brag (a pair of sevens by the deuce, 7♦ 9♦ 2♠): Judge Ames threw in,
    Deacon Gray saw, Colonel Dash raised 15; the reason said "against one", the figure
    "against the 2 other hands"."""
    g = VGame(NAMES, "brag")
    g.start("Ks Kc Qh 7d 5d 5c 4h 9d 3s 3c Jh 2s")  # (dealt from Judge Ames round to you)
    g.do(0, K.BET, 5)
    g.do(1, K.ABANDON)
    g.do(2, K.CALL, 5)
    g.do(3, K.RAISE, 15)
    advice = Coach("brag", random.Random(1)).advise(g.table.view(0))
    assert advice.action.kind is K.ABANDON
    assert "against one" not in advice.says, advice.says
    assert "does not win often enough against the 2 other hands" in advice.says, advice.says
    assert any("against the 2 other hands" in f for f in advice.figures), advice.figures


def _draw_before(seat_asked: int, hand: str, acts: dict[int, K]):  # type: ignore[no-untyped-def]
    """Draw, the tester's first deal: you deal, Judge Ames is the age (blind 1), nobody
    straddles; ``hand`` is dealt to the seat asked; the others act as ``acts`` says."""
    g = VGame(NAMES, "draw")
    g.start(deal_rounds(NAMES[1:] + NAMES[:1], {NAMES[seat_asked]: hand}))
    t = g.table
    while t.to_act != seat_asked or t.view(seat_asked).offer(K.NO_STRADDLE) is not None:
        s = t.to_act
        v = t.view(s)
        if v.offer(K.NO_STRADDLE) is not None:
            t.act(s, Action(K.NO_STRADDLE))
            continue
        t.act(s, Action(acts[s], v.offer(acts[s]).low))
    return t.view(seat_asked)


def test_draw_the_age_need_not_save_his_blind_is_said_only_to_the_age():
    """The tester, the dealer, holding K♥ 9♠ 6♣ 3♥ A♦ after Deacon Gray threw in and Colonel
    Dash came in 2, was told "the age need not save his blind"; Judge Ames was the age."""
    view = _draw_before(0, "Kh 9s 6c 3h Ad", {2: K.ABANDON, 3: K.CALL})
    assert view.age == 1 and view.seat != view.age
    advice = Coach("draw", random.Random(1)).advise(view)
    assert advice.action.kind is K.ABANDON
    assert "the age" not in advice.says and "blind" not in advice.says, advice.says
    assert "an ace alone is no hand to come in on" in advice.says, advice.says
    # the age himself, with the same hand, is told it
    age = _draw_before(1, "Kh 9s 6c 3h Ad", {0: K.CALL, 2: K.ABANDON, 3: K.CALL})
    said = Coach("draw", random.Random(1)).advise(age)
    assert said.action.kind is K.ABANDON
    assert "the age need not save his blind" in said.says, said.says


def test_draw_where_the_good_player_mixes_ask_says_so_at_the_time():
    """The same spot: Ask said simply "Abandon"; the review then called the come-in 2 "as the
    book (the book mixes its play here)"."""
    view = _draw_before(0, "Kh 9s 6c 3h Ad", {2: K.ABANDON, 3: K.CALL})
    coach = Coach("draw", random.Random(1))
    advice = coach.advise(view)
    choices = coach.adviser.choices(view)
    assert choices.includes(Action(K.CALL, 2))  # the review counts the come-in the book's
    assert advice.heading.startswith("Throw in, or now and then "), advice.heading
    assert "come in 2" in advice.heading, advice.heading
    assert advice.heading.endswith("(the book mixes its play here)"), advice.heading
    # every choice the review would count the book's is named at the time
    for action, _ in choices.actions():
        from game.coach.words import choice_words
        words = choice_words(view, action)
        assert words[:1].lower() + words[1:] in advice.heading.lower(), (words, advice.heading)


def _stud_fourth_card(bet: int):  # type: ignore[no-untyped-def]
    """Round-by-round Stud, as the tester's first deal: you hold Q♥ (down) 6♥ 4♦ 8♣ against
    Deacon Gray's 10♥ 3♥ 10♣ showing; Judge Ames and Colonel Dash threw in at once.  You bet
    ``bet`` on two and three cards (Deacon Gray calls), then he bets 1 on four."""
    g = VGame(NAMES, "stud-rounds")
    # dealt Judge Ames, Deacon Gray, Colonel Dash, you; then Deacon Gray and you alone
    g.start("2c 7h Js Qh 5c Th 9d 6h 3h 4d Tc 8c")
    t = g.table
    while True:
        s = t.to_act
        v = t.view(s)
        if s == 0 and len(v.hand) == 4 and v.offer(K.CALL) is not None:
            return v
        if s in (1, 3):
            o = v.offer(K.ABANDON)
        elif s == 2:
            o = v.offer(K.CALL) or v.offer(K.BET)
        else:
            o = v.offer(K.BET) or v.offer(K.RAISE) or v.offer(K.CALL)
            if len(v.hand) == 4:
                o = v.offer(K.PASS) or v.offer(K.CALL)
            if o.kind in (K.BET, K.RAISE):
                t.act(s, Action(o.kind, min(o.high, bet)))
                continue
        t.act(s, Action(o.kind, o.low))


def test_stud_the_margin_said_is_the_rule_stated():
    """The tester read "only with a fifth more than the price" of 5% as "15% here" (and of 19%
    as "22%"): the floor was the good player's, unsaid."""
    from game.coach.advice import _stud_margin
    view = _stud_fourth_card(10)
    coach = Coach("stud-rounds", random.Random(1))
    advice = coach.advise(view)
    assert advice.action.kind is K.ABANDON
    assert "is above the 2% the pool asks now" in advice.says, advice.says
    assert ("stays before the last card only with a fifth more than the price and never on "
            "less than 15%: 15% here.") in advice.says, advice.says
    # the rule as stated gives the figure, at either end
    assert round(100 * _stud_margin(0.05, coach.adviser)) == 15
    assert round(100 * _stud_margin(0.19, coach.adviser), 1) == 22.8
    assert round(100 * _stud_margin(0.0, coach.adviser)) == 15


def test_stud_a_forced_bet_is_said_forced_not_standing_well():
    """The tester's third Stud deal: J♣ down, Q♣ up, the best card showing against 7♠ 4♥
    4♦; "bet 5 or abandon"; told "your hand stands well" at 33% against three (and at 40%
    heads-up)."""
    g = VGame(NAMES, "stud-rounds")
    g.start("9h 2d 8s Jc 7s 4h 4d Qc")  # (dealt Judge Ames round to you: J♣ down, Q♣ up)
    view = g.table.view(0)
    assert view.offer(K.PASS) is None and g.table.to_act == 0
    advice = Coach("stud-rounds", random.Random(1)).advise(view)
    assert advice.action.kind is K.BET
    assert "stands well" not in advice.says, advice.says
    assert advice.says.startswith("Bet: the best cards showing must bet or lay down, and your "
                                  "chance of winning at the show, about 35%"), advice.says
    assert any("against the 3 other hands: 35%" in f for f in advice.figures), advice.figures


def test_stud_a_pass_on_a_good_chance_says_what_the_pass_is_for():
    """Four-up Stud: a pass at 63% against three hands was "not worth a bet"."""
    g = VGame(NAMES, "stud")
    g.start("9h 2d 8s Jc 9s 4h 4d Qc 3c 5h 6d Kd 2s Tc 7s 8h Ah 7c 6s 5d")
    view = g.table.view(1)  # Judge Ames, a pair of nines, speaks first
    advice = Coach("stud", random.Random(1)).advise(view)
    assert advice.action.kind is K.PASS
    assert "not worth a bet" not in advice.says, advice.says
    assert advice.says.startswith("Pass: at about 63% your hand is likely the best, but a bet "
                                  "would be met mostly by hands that beat it"), advice.says
    assert any("against the 3 other hands: 63%" in f for f in advice.figures), advice.figures


def test_draw_a_bluff_after_a_raise_says_what_it_counts_on():
    """The tester's third Draw deal: Colonel Dash (the age) raised 20 before the draw and drew
    one card; the book's bluff said "their draws and bets showing no strength"."""
    names = ["Deacon Gray", "Colonel Dash", "You", "Judge Ames"]  # Deacon Gray deals
    g = VGame(names, "draw")
    g.start(deal_rounds(names[1:] + names[:1], {"You": "6d 7d 5c 4c Kh",
                                                "Colonel Dash": "Ah Ad 8s 8c 2h"}, then="9d Qs"))
    t = g.table
    coach = Coach("draw", random.Random(1))
    plan = {2: [K.CALL, K.CALL], 3: [K.ABANDON], 0: [K.ABANDON], 1: [K.RAISE]}
    while True:
        s = t.to_act
        v = t.view(s)
        if v.offer(K.NO_STRADDLE) is not None:
            t.act(s, Action(K.NO_STRADDLE))
            continue
        if s == 2:
            coach.advise(v)  # (asked at each turn, as the tester did)
        if v.offer(K.DRAW) is not None:
            t.act(s, Action(K.DRAW, cards=tuple(cards("Kh" if s == 2 else "2h"))))
            continue
        if s == 2 and v.offer(K.BET) is not None:
            break
        kind = plan[s].pop(0)
        t.act(s, Action(kind, 20 if kind is K.RAISE else v.offer(kind).low))
    advice = coach.advise(t.view(2))
    assert advice.action.kind is K.BET
    assert "no strength" not in advice.says, advice.says
    assert advice.says.startswith("Bet, as a bluff: your hand will seldom win a show, and Colonel "
                                  "Dash raised before the draw; the bet counts on that hand's "
                                  "draw having missed"), advice.says
    assert "Colonel Dash raised before the draw and drew one card" in advice.figures


def test_stud_none_where_the_up_cards_already_beat_your_best_possible_hand():
    """The tester's Stud: K♣ Q♥ 8♣ 6♥ 4♦, every card dealt, against Deacon Gray's 10♥ 3♥ 7♣ 7♦
    showing: "almost none", where it was none."""
    g = VGame(NAMES, "stud-rounds")
    g.start("2c 7h Js Qh 5c Th 9d 6h 3h 4d 7c 8c 7d Kc")
    t = g.table
    while True:
        s = t.to_act
        v = t.view(s)
        if s == 0 and len(v.hand) == 5 and v.offer(K.CALL) is not None:
            break
        o = v.offer(K.ABANDON) if s in (1, 3) else v.offer(K.BET) or v.offer(K.CALL)
        t.act(s, Action(o.kind, o.low))
    advice = Coach("stud-rounds", random.Random(1)).advise(t.view(0))
    assert advice.action.kind is K.ABANDON
    assert "almost none" not in advice.says and "Your chance, none, is below" in advice.says
    assert ("The chance of holding the best hand: none: Deacon Gray's cards showing already "
            "beat your best possible hand") in advice.figures, advice.figures
    # a nothing only sampled, never certain, stays "almost none"
    from game.coach.chance_words import chance_words

    assert chance_words(0.001) == "almost none" and chance_words(0.0) == "none"


def test_the_panel_never_shows_a_bullets_first_rows_alone():
    """073: "• Colonel Dash called 15 and bet 25" filled the last row; its "twice" wrapped
    below the panel's foot, and the tester read a second bet left out."""
    from game.ui.table.review_pages import rows_that_fit
    # (height, begins a line): a heading, a reason of three rows, a bullet of two rows
    rows = [(24, True), (18, True), (18, False), (18, False), (16, True), (16, False)]
    assert rows_that_fit(rows, 0, 200) == 6
    assert rows_that_fit(rows, 0, 24 + 54 + 16) == 4  # the bullet's first row alone: left out
    assert rows_that_fit(rows, 0, 24 + 30) == 1  # the reason's first row alone: left out
    assert rows_that_fit(rows, 1, 30) == 1  # a line taller than the panel: drawn in part
    # the bullet itself says both bets
    from game.coach.figures import shown_lines

    class _A:
        def __init__(self, kind, put):  # type: ignore[no-untyped-def]
            from game.engine import Phase
            self.seat, self.kind, self.put, self.phase, self.drew = 3, kind, put, Phase.BETTING, None

    class _P:
        def __init__(self, seat: int) -> None:
            self.seat, self.name, self.holds_cards = seat, NAMES[seat], True

    class _V:
        seat, variant = 0, "stud-rounds"
        players = [_P(i) for i in range(4)]
        history = [_A(K.BET, 5), _A(K.CALL, 15), _A(K.BET, 25), _A(K.BET, 25)]

    assert shown_lines(_V()) == ["Colonel Dash bet 5, called 15 and bet 25 twice"]  # type: ignore[arg-type]


def test_thirty_one_says_no_gain_of_a_draw_that_betters_nothing():
    """Window round 11: holding 6♣ 3♦ K♥ against 7♠ 4♠ 2♠ on the table, the book's "draw one:
    your 6♣ for the 7♠" was told as "the card on the table brings you nearer thirty-one" while
    the hand counted 10 before and after. Where nothing betters the hand, the book says so,
    and why it draws (it must draw or knock, and will not knock on it)."""
    from game.ai.three_card.trading import draw_gains

    plain = gains = 0
    for seed in range(40):
        g = VGame(NAMES, "thirty-one", seed=seed)
        g.start()
        t, coach = g.table, Coach("thirty-one", random.Random(seed))
        while not t.deal_over:
            s = t.to_act
            v = t.view(s)
            if s == 0:
                advice = coach.advise(v)
                a = advice.action
                if a.kind is K.DRAW_ONE and K.PASS not in {o.kind for o in v.legal}:
                    if not draw_gains("thirty-one", v.hand, *a.cards):
                        plain += 1
                        assert "nearer thirty-one" not in advice.says, advice.says
                        assert "no card on the table betters your hand" in advice.says, advice.says
                    else:
                        gains += 1
                        assert "betters your hand" not in advice.says, advice.says
            else:  # the others draw at random and never knock: seat 0 gets many turns
                r = random.Random(seed * 31 + len(t.events))
                draw = v.offer(K.DRAW_ONE)
                a = Action(K.DRAW_ONE, cards=(r.choice(v.hand), r.choice(v.widow))) if draw \
                    else Action(v.legal[0].kind, v.legal[0].low)
            t.act(s, a)
    assert plain and gains, (plain, gains)
