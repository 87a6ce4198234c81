"""Statistics that mean something (issue 36): an evening's reviews added to the statistics,
kept between runs, and every figure the statistics screen shows recomputed from the reviews
it sums; no rate per 100 deals before a game has twenty reviewed deals."""

from __future__ import annotations

import random

from game.ai import make_player
from game.coach.advice import Coach
from game.coach.model import CHARGE, DealReview, ReviewItem
from game.coach.replay import record_deal
from game.coach.review import review_deal
from game.engine import HouseRules, Table
from game.store.stats import (
    FEW_DEALS, Statistics, book_lines, book_row, load_stats, rate_words, save_stats,
)


def _evening() -> list[tuple[str, DealReview]]:
    """An evening: 24 deals of Draw Poker and 6 of American Brag, the liberal player in the
    person's seat (its choices are often not the book's), each deal reviewed as it ends."""
    from game.store.dealing import DealingShuffles

    out = []
    for variant, deals in (("draw", 24), ("brag-american", 6)):
        kinds = ["liberal", "good", "close", "good"]
        table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=17),
                      variant)
        players = [make_player(k, random.Random(70 + i), name=table.names[i], variant=variant)
                   for i, k in enumerate(kinds)]
        coach = Coach(variant)
        rng = random.Random(3)
        for _ in range(deals):
            rec = record_deal(table, players, ["", "good", "close", "good"])
            out.append((variant, review_deal(rec, 0, coach, rng, rollouts=8)))
    return out


def test_the_statistics_screen_is_recomputed_from_an_evenings_reviews(tmp_path):
    evening = _evening()
    stats = Statistics()
    for variant, review in evening:
        stats.add_review(variant, review)
    path = tmp_path / "statistics.json"
    save_stats(path, stats)
    stats, problem = load_stats(path)
    assert problem is None

    # Each game's figures, from the reviews alone.
    charged_any = False
    for variant in ("draw", "brag-american"):
        reviews = [r for v, r in evening if v == variant]
        items = [i for r in reviews for i in r.items]
        judged = [i for i in items if i.cost is not None]
        agree = sum(1 for i in judged if not (i.low is not None and i.low > CHARGE and not i.same))
        given = sum(i.cost for i in judged if i.low is not None and i.low > CHARGE and not i.same)
        same = sum(1 for i in judged if i.same)
        unsettled = sum(1 for i in judged if i.kind in ("price", "cannot"))
        charged_any = charged_any or given > 0
        rec = stats.book[variant]
        assert (rec.deals, rec.decisions, rec.reviewed, rec.agree, rec.same, rec.same_of) == \
            (len(reviews), len(items), len(judged), agree, same, len(judged))
        assert abs(rec.cost - given) < 0.01  # (kept to three places in the file)
        rate = given / len(reviews) * 100 if len(reviews) >= FEW_DEALS else None
        assert book_row(rec) == (str(len(judged)), f"{same / len(judged):.0%}",
                                 f"{(len(judged) - agree) / len(judged):.0%}",
                                 f"{unsettled / len(judged):.0%}",
                                 "too few" if rate is None else f"{rate:.1f}")
    assert charged_any, "the evening should hold a decision the book charged"
    assert book_row(stats.book["brag-american"])[4] == "too few"
    assert book_row(stats.book["draw"])[4] != "too few"

    # The screen's two lines over every game.
    items = [i for _, r in evening for i in r.items if i.cost is not None]
    agree = sum(1 for i in items if i.agrees)
    same = sum(1 for i in items if i.same)
    unsettled = sum(1 for i in items if i.unsettled)
    given = sum(i.given for _, r in evening for i in r.items)
    overall = stats.book_overall()
    assert abs(overall.cost - given) < 0.02
    # The rate sums only the games past FEW_DEALS reviewed deals, as each row does (issue 36).
    ripe = {v for v in stats.book if stats.book[v].deals >= FEW_DEALS}
    assert ripe and ripe != set(stats.book)
    ripe_rate = (sum(i.given for v, r in evening if v in ripe for i in r.items)
                 / sum(1 for v, _ in evening if v in ripe) * 100)
    good = (agree - same - unsettled) / len(items)
    assert book_lines(stats) == [
        f"Against the book: {len(items)} decisions reviewed: as the book {same / len(items):.0%},",
        f"other choices charged {(len(items) - agree) / len(items):.0%}, other choices the book could "
        f"not judge {unsettled / len(items):.0%}"
        + (f", other choices no worse as near as it can tell {good:.0%}" if good > 0 else "") + ".",
        f"{ripe_rate:.1f} counters given away per 100 deals (games of {FEW_DEALS} deals or more)."]


def test_one_costly_decision_in_one_deal_is_no_rate():
    """A play-tester saw "1390.0 given away per 100 deals" at Ambigu after one deal."""
    stats = Statistics()
    stats.add_review("ambigu", DealReview(1, 0, [
        ReviewItem(1, "the betting", "Call 25", "Raise 25", "", 13.9, 16, same=False,
                   low=6.0, high=21.8, reach=120.0)]))
    rec = stats.book["ambigu"]
    assert rec.cost == 13.9 and rec.per_100 is None
    assert book_row(rec)[4] == "too few" and "too few deals yet" in rate_words(rec)
    assert "oo few deals yet" in book_lines(stats)[-1]
    for n in range(2, FEW_DEALS + 1):
        stats.add_review("ambigu", DealReview(n, 0, [
            ReviewItem(n, "the betting", "Stay", "Stay", "", 0.0, 0, same=True)]))
    assert stats.book["ambigu"].per_100 == 13.9 / FEW_DEALS * 100


def test_the_summary_keeps_the_rows_rule_of_twenty_deals():
    """Book round 6: 30 deals over five games, each row "too few", yet the summary said
    "438.4 counters given away per 100 deals"."""
    stats = Statistics()
    for k, variant in enumerate(("draw", "stud", "brag-american", "bouillotte", "ambigu")):
        for n in range(1, 7):
            stats.add_review(variant, DealReview(n, 0, [
                ReviewItem(n, "the betting", "Call 25", "Raise 25", "", 22.0, 64, same=False,
                           low=10.0, high=30.0, reach=120.0)]))
    assert stats.book_overall().deals == 30 >= FEW_DEALS
    assert all(book_row(rec)[4] == "too few" for rec in stats.book.values())
    assert book_lines(stats)[-1].endswith("oo few deals yet for counters given away per 100.")
    for n in range(7, FEW_DEALS + 1):  # Draw comes of age: the summary is Draw's alone, and says so
        stats.add_review("draw", DealReview(n, 0, [ReviewItem(n, "the betting", "Stay", "Stay", "", 0.0, 0,
                                                              same=True)]))
    rate = stats.book["draw"].per_100
    assert rate is not None and book_row(stats.book["draw"])[4] == f"{rate:.1f}"
    assert book_lines(stats)[-1].endswith(
        f"{rate:.1f} counters given away per 100 deals (games of {FEW_DEALS} deals or more).")


def test_a_cost_the_book_cannot_tell_is_not_given_away():
    stats = Statistics()
    stats.add_review("draw", DealReview(1, 0, [
        ReviewItem(1, "the draw", "Draw five", "Draw four", "", 4.3, 64, same=False,
                   low=-0.2, high=8.8, reach=30.0)]))
    rec = stats.book["draw"]
    assert rec.cost == 0.0 and rec.agree == 1 and rec.same == 0


def test_an_unsettled_other_choice_is_never_called_agreeing():
    """Book round 7: "agree with the book 100%" at Ambigu when only 45% of the choices were
    the book's, the rest uncharged because the play-outs could not settle them.  The screen
    says as the book, other choices charged, other choices the book could not judge."""
    stats = Statistics()
    items = [ReviewItem(1, "the betting", "Stay", "Stay", "", 0.0, 0, same=True),
             ReviewItem(1, "the betting", "Abandon", "Stay", "", 20.0, 64, same=False,
                        low=-30.0, high=72.8, reach=496.0),
             ReviewItem(1, "the betting", "Pass", "Stay", "", 0.1, 64, same=False, low=-0.2, high=0.4),
             ReviewItem(1, "the betting", "Call 5", "Raise 5", "", 6.0, 64, same=False, low=2.0, high=9.0)]
    stats.add_review("ambigu", DealReview(1, 0, items))
    rec = Statistics.from_dict(stats.to_dict()).book["ambigu"]
    assert (rec.same, rec.unsettled, rec.unsettled_of) == (1, 1, 4)
    assert book_row(rec)[1:4] == ("25%", "25%", "25%")
    line = " ".join(book_lines(stats)).replace(", ", ",\n").replace(",\n", ", ")
    assert "agree" not in line
    assert ("as the book 25%, other choices charged 25%, other choices the book could not judge 25%, "
            "other choices no worse as near as it can tell 25%") in line
