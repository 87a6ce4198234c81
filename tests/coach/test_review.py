"""The deal in review (game/coach/review.py, game/coach/replay.py, game/coach/valuation.py):
a recorded deal laid out again, worlds of the cards a seat had not seen, and the cost of each
decision measured by play-outs."""

from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.cards import Card
from game.coach.advice import Coach
from game.coach.model import ReviewItem
from game.coach.replay import decisions, lay_out, record_deal
from game.coach.valuation import world, world_table
from game.coach.review import forced, review_deal, same_choice
from game.coach.words import done_words
from game.engine import VARIANTS, Action, ActionKind, HouseRules, Table
from game.engine.core.events import HandDealt
from game.store.dealing import DealingShuffles
from game.store.stats import same_as_book

K = ActionKind


def _table(variant: str, seed: int, n: int = 4) -> Table:
    return Table([f"P{i}" for i in range(n)], HouseRules(), DealingShuffles(seed=seed), variant)


def _records(variant: str, kinds: list[str], deals: int, seed: int = 1):
    """Deals played by players of ``kinds`` (one per seat), recorded; with the live table."""
    table = _table(variant, seed, len(kinds))
    players = [make_player(k, random.Random(seed * 10 + i), name=table.names[i], variant=variant)
               for i, k in enumerate(kinds)]
    out = []
    for _ in range(deals):
        if table.game_over:
            break
        rec = record_deal(table, players, kinds)
        out.append((rec, list(table.stacks)))
    return out


@pytest.mark.parametrize("variant", ["draw", "stud-rounds", "whiskey", "ambigu", "bouillotte",
                                     "my-ship-sails", "brag-three-stake"])
def test_replay_lays_the_deal_out_as_it_was_played(variant):
    for rec, stacks in _records(variant, ["good"] * 4, 4):
        assert lay_out(rec).stacks == stacks
        found, end = decisions(rec, 0)
        assert end.stacks == stacks
        mine = [i for i, (s, _) in enumerate(rec.actions) if s == 0]
        assert [d.index for d in found] == mine
        assert all(d.view.my_turn and d.action == rec.actions[d.index][1] for d in found)


@pytest.mark.parametrize("variant", ["draw", "stud", "whiskey", "commerce", "brag"])
def test_worlds_keep_what_the_seat_saw_and_change_the_rest(variant):
    rng = random.Random(5)
    changed = 0
    for rec, _ in _records(variant, ["good"] * 4, 3, seed=2):
        found, _ = decisions(rec, 0)
        for d in found:
            assert set(d.view.hand) <= d.seen
            real = rec.packs[0]
            for _ in range(3):
                laid = world_table(rec, d, 0, rng)
                assert laid is not None
                table, packs = laid.table, laid.packs
                assert table.view(0) == d.view  # nothing the seat can see has moved
                for a, b in zip(real, packs[0]):
                    if a in d.seen:
                        assert a == b
                changed += packs[0] != real
    assert changed > 0


def test_a_world_exchanges_an_unseen_card_everywhere_it_appears():
    rec, _ = _records("draw", ["good"] * 4, 1, seed=3)[0]
    seen = frozenset(rec.packs[0][:5])
    packs, actions = world(rec, seen, random.Random(1))
    swap = dict(zip(rec.packs[0], packs[0]))
    assert sorted(packs[0], key=str) == sorted(rec.packs[0], key=str)
    for (_, a), (_, b) in zip(rec.actions, actions):
        assert b.cards == tuple(swap[c] for c in a.cards)


class _Scripted:
    """A player that abandons whenever staying costs something, else plays as the good player."""

    def __init__(self, variant: str) -> None:
        self.good = make_player("good", random.Random(1), variant=variant)

    def decide(self, view):
        if view.offer(K.ABANDON) is not None and view.to_call > 0:
            return Action(K.ABANDON)
        return self.good.decide(view)


def _stacked_pack(seat: int, want: list[str]) -> tuple[list[Card], int]:
    """A Draw Poker pack that deals ``seat`` the cards ``want`` (found by dealing it once)."""
    table = _table("draw", 11)
    dealt = {}
    table.subscribe(lambda e: isinstance(e, HandDealt) and dealt.setdefault(e.seat, e.cards))
    players = [make_player("good", random.Random(i), variant="draw") for i in range(4)]
    record_deal(table, players)  # (the hands are dealt after the straddles)
    pack = list(table.rng.packs[0])
    for have, card in zip(dealt[seat], (Card.parse(c) for c in want)):
        i, j = pack.index(have), pack.index(card)
        pack[i], pack[j] = pack[j], pack[i]
    return pack, 11


def test_abandoning_four_aces_facing_a_small_bet_is_charged():
    pack, seed = _stacked_pack(0, ["As", "Ah", "Ad", "Ac", "Kd"])
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=seed), "draw")
    table.rng.stacked = [pack]
    players = [_Scripted("draw")] + [make_player("good", random.Random(i), variant="draw")
                                     for i in (1, 2, 3)]
    rec = record_deal(table, players, ("", "good", "good", "good"))
    first = decisions(rec, 0)[0][0].view
    assert {c.code for c in first.hand} >= {"As", "Ah", "Ad", "Ac"}
    review = review_deal(rec, 0, Coach("draw", random.Random(2)), random.Random(3))
    thrown = [i for i in review.items if i.done == "Throw in"]
    assert thrown, review.items
    top = review.items[0]
    assert top.done == "Throw in" and top.cost is not None and top.cost > 1.0 and top.rollouts >= 2
    assert top.charged and not top.agrees and top.low > 0.5


class _Twin:
    """Plays exactly as the book will advise: a coach's adviser of the same seed."""

    def __init__(self, variant: str, seed: int) -> None:
        self.coach = Coach(variant, random.Random(seed))

    def decide(self, view):
        return self.coach.adviser.choice(view)

    def deal_over(self, view):
        self.coach.deal_over(view)


@pytest.mark.parametrize("variant", ["draw", "stud", "bouillotte", "thirty-one"])
def test_a_decision_the_book_would_take_costs_nothing(variant):
    table = _table(variant, 4)
    players = [_Twin(variant, 9)] + [make_player("good", random.Random(i), variant=variant)
                                     for i in (1, 2, 3)]
    coach = Coach(variant, random.Random(9))
    items = 0
    for _ in range(3):
        rec = record_deal(table, players, ("", "good", "good", "good"))
        review = review_deal(rec, 0, coach, random.Random(1))
        for item in review.items:
            items += 1
            assert item.cost == 0 and item.rollouts == 0 and item.agrees
            assert item.done == done_words(item.book)  # the same words for the same choice
            assert item.same is True and same_as_book(item)
    assert items > 0


def test_the_books_own_choice_is_known_by_the_action_not_the_words():
    """A play-tester declined the straddle as the book did and was told "a different choice,
    no worse": the review's words ("Do not straddle") and the book's ("No straddle") differ."""
    item = ReviewItem(1, "the straddle", "Do not straddle", "No straddle", "", 0.0, 0, same=True)
    assert same_as_book(item)
    other = ReviewItem(1, "the betting", "Equal 9", "Withdraw", "", 0.0, 6, same=False)
    assert not same_as_book(other) and other.agrees


def test_a_draw_of_the_same_cards_in_another_order_is_the_same_choice():
    rec, _ = _records("draw", ["good"] * 4, 1, seed=3)[0]
    view = decisions(rec, 0)[0][0].view
    a, b = view.hand[0], view.hand[1]
    assert same_choice(Action(K.DRAW, cards=(a, b)), Action(K.DRAW, cards=(b, a)), view)
    assert not same_choice(Action(K.DRAW, cards=(a,)), Action(K.DRAW, cards=(b,)), view)
    assert same_choice(Action(K.CALL, 2), Action(K.CALL), view)
    assert not same_choice(Action(K.RAISE, 2), Action(K.RAISE, 3), view)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_game_reviews_every_decision_of_the_seat(variant):
    coach = Coach(variant, random.Random(7))
    for k, (rec, _) in enumerate(_records(variant, ["good"] * 4, 3, seed=6)):
        review = review_deal(rec, 0, coach, random.Random(k))
        found, _ = decisions(rec, 0)
        assert len(found) == sum(1 for s, _ in rec.actions if s == 0)
        mine = sum(1 for d in found if not forced(d.view, d.action))  # (a forced one is no decision)
        assert len(review.items) == mine
        assert all(i.step and i.done and i.book and i.advice for i in review.items)
        costs = [i.cost if i.cost is not None else float("-inf") for i in review.items]
        assert costs == sorted(costs, reverse=True)


@pytest.mark.parametrize("variant", ["draw", "ambigu", "bouillotte", "commerce"])
def test_the_review_tells_its_progress_as_the_window_asks_it(variant):
    """The window passes ``progress``: every costly decision's play-outs tick it, in order, up
    to the most said (a learner's reviews failed with a TypeError in 6 of 15 deals, a word of the
    review having taken the counter's name)."""
    coach = Coach(variant, random.Random(7))
    told: list[tuple[int, int]] = []
    costly = 0
    for k, (rec, _) in enumerate(_records(variant, ["random", "good", "good", "good"], 4, seed=8)):
        told.clear()
        review = review_deal(rec, 0, coach, random.Random(k), progress=lambda d, m: told.append((d, m)))
        costly += sum(1 for i in review.items if not i.same)
        assert told and told[0][0] == 0
        assert [d for d, _ in told] == sorted(d for d, _ in told)
        assert all(d <= m for d, m in told)
    assert costly >= 2  # (the random player's moves are seldom the book's: the ticks were tried)


@pytest.mark.slow
def test_a_random_player_gives_away_five_times_what_the_good_player_does():
    """Ten deals of five games, every decision reviewed, the random player's and the good
    player's cost a decision.  Seeded throughout: ``python -m bench bench_review_pins`` runs it
    in full and pins the figures with a fingerprint of every record and the first deal's review
    (``bench/bench_review_pins.py``); here the pinned figures are checked and the start replayed
    to the same fingerprint (run in full when nothing is pinned)."""
    from bench.bench_review_pins import (RANDOM_GAMES, RANDOM_PLAYER_DEALS, check_pinned,
                                         random_player, read_verdicts)

    assert RANDOM_GAMES == ("draw", "straight", "stud", "brag-american", "bouillotte")
    assert RANDOM_PLAYER_DEALS == 10
    if "random player" in read_verdicts():
        figures = check_pinned("random player")
    else:
        figures, _ = random_player()
    per = {k: v["cost"] / v["decided"] for k, v in figures.items()}
    assert per["random"] >= 5 * max(per["good"], 0.05), per


def test_the_bench_records_deals_as_this_file_does():
    """The pinned run's records are this file's (the same tables, players and seeds)."""
    from bench.bench_review_pins import seat_records

    ours = [rec for rec, _ in _records("stud", ["random", "good", "good", "good"], 2, seed=8)]
    theirs = seat_records("stud", ["random", "good", "good", "good"], 2, seed=8)
    assert [r.actions for r in ours] == [r.actions for r in theirs]
    assert [r.packs for r in ours] == [r.packs for r in theirs]


def test_a_record_that_does_not_play_out_is_a_value_error():
    rec, _ = _records("draw", ["good"] * 4, 1, seed=3)[0]
    seat, action = rec.actions[0]
    broken = type(rec)(rec.variant, rec.house, rec.before, rec.packs,
                       [((seat + 1) % 4, action)] + rec.actions[1:])
    with pytest.raises(ValueError):
        review_deal(broken, 0, Coach("draw", random.Random(1)), random.Random(1))


@pytest.mark.parametrize("variant", ["stud", "whiskey", "showdown"])
def test_seen_by_holds_the_hand_and_every_card_face_up(variant):
    from game.coach.replay import seen_by

    looked = 0
    for rec, _ in _records(variant, ["good"] * 4, 3, seed=4):
        for d in decisions(rec, 0)[0]:
            seen = seen_by(d.view)
            assert set(d.view.hand) <= seen
            for p in d.view.players:
                assert set(p.up) <= seen
                looked += len(p.up)
            if d.view.widow:
                assert set(d.view.widow) <= seen
                looked += 1
            assert seen <= d.seen
    assert looked > 0


def test_when_no_world_lays_out_the_deal_as_it_was_is_played_out(monkeypatch):
    import game.coach.valuation as valuation_module

    monkeypatch.setattr(valuation_module, "world_table", lambda *args, **kwargs: None)
    pack, seed = _stacked_pack(0, ["As", "Ah", "Ad", "Ac", "Kd"])
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=seed), "draw")
    table.rng.stacked = [pack]
    players = [_Scripted("draw")] + [make_player("good", random.Random(i), variant="draw")
                                     for i in (1, 2, 3)]
    rec = record_deal(table, players, ("", "good", "good", "good"))
    review = review_deal(rec, 0, Coach("draw", random.Random(2)), random.Random(3))
    assert all(i.cost is not None for i in review.items)
    assert review.items[0].done == "Throw in" and review.items[0].cost > 1.0


def test_the_same_generator_gives_the_same_review():
    rec, _ = _records("stud", ["random", "good", "good", "good"], 1, seed=9)[0]
    once, again = (review_deal(rec, 0, Coach("stud", random.Random(4)), random.Random(5),
                               rollouts=8) for _ in range(2))
    assert once.items == again.items
    assert any(i.rollouts for i in once.items)


@pytest.mark.parametrize("variant", ["whiskey", "commerce-widow"])
def test_a_widow_card_named_by_its_place_is_the_same_choice_as_by_its_cards(variant):
    """The window names a draw from the widow by places (your card times the widow's size,
    plus the widow's card), the book by the cards: a play-tester who did exactly as the book
    said was told "a different choice" (Commerce's widow holds three, not five)."""
    table = _table(variant, 4)
    players = [make_player("good", random.Random(i), variant=variant) for i in range(4)]
    table.start_deal()
    checked = 0
    while not table.deal_over and checked < 3:
        seat = table.to_act
        view = table.view(seat)
        if view.offer(ActionKind.DRAW_ONE) and view.widow:
            w = len(view.widow)
            for i, mine in enumerate(view.hand):
                for j, theirs in enumerate(view.widow):
                    by_cards = Action(ActionKind.DRAW_ONE, cards=(mine, theirs))
                    assert same_choice(Action(ActionKind.DRAW_ONE, w * i + j), by_cards, view)
            checked += 1
        table.act(seat, players[seat].decide(view))
    assert checked


def test_a_mixed_choice_that_is_not_the_books_first_is_said_to_be_mixed():
    """A play-tester straddled where the book said "No straddle" and read "The book: No
    straddle · as the book": the good player straddles there now and then, so the straddle is
    the book's too, and the review says so in words."""
    from game.coach.choice import gist

    coach = Coach("bouillotte", random.Random(7))
    mixed = 0
    for k, (rec, _) in enumerate(_records("bouillotte", ["good"] * 4, 12, seed=4)):
        found, _ = decisions(rec, 0)
        # (asked before the review: the coach learns the deal once it is reviewed)
        ways = [coach.adviser.choices(d.view) for d in found]
        other = sum(1 for d, w in zip(found, ways)
                    if w.includes(d.action) and gist(w.main, d.view) != gist(d.action, d.view))
        mixed += other
        review = review_deal(rec, 0, coach, random.Random(k))
        said = [i for i in review.items if "the book mixes its play here" in i.book]
        assert all(i.same and same_as_book(i) for i in said)
        assert len(said) == other
    assert mixed > 0


def test_a_forced_action_is_not_reviewed_nor_counted_as_the_book():
    """Book round 6: "Over the last 6 deals reviewed" counted a deal whose only action was
    forced, one legal choice, as a decision made "as the book"."""
    from types import SimpleNamespace

    from game.coach.model import DealReview
    from game.engine.core.actions import LegalAction
    from game.ui.table.review_pages import sitting_total
    one = SimpleNamespace(legal=(LegalAction(K.CALL, 2, 2),))
    assert forced(one, Action(K.CALL, 2))
    assert not forced(SimpleNamespace(legal=(LegalAction(K.BET, 1, 5),)), Action(K.BET, 1))
    assert not forced(SimpleNamespace(legal=(LegalAction(K.CALL, 2, 2), LegalAction(K.ABANDON))),
                      Action(K.CALL, 2))
    met = 0
    for variant, deals in (("draw", 6), ("brag-american", 3)):
        coach = Coach(variant, random.Random(7))
        for k, (rec, _) in enumerate(_records(variant, ["good"] * 4, deals, seed=6)):
            found, _ = decisions(rec, 0)
            review = review_deal(rec, 0, coach, random.Random(k))
            met += sum(1 for d in found if forced(d.view, d.action))
            assert len(review.items) == sum(1 for d in found if not forced(d.view, d.action))
    assert met, "a forced action should be met (Draw's sixth deal holds a lone pass)"
    # A deal with nothing to decide is not a deal reviewed in the sitting's total.
    empty = SimpleNamespace(review=DealReview(1, 0, []))
    full = SimpleNamespace(review=DealReview(2, 0, [ReviewItem(2, "s", "Stay", "Stay", "", 0.0, 0, same=True)]))
    assert sitting_total([empty, full]).startswith("Over the last deal reviewed:")
    assert sitting_total([empty]) == ""
