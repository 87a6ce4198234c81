"""Issue 36, the fresh-eyes play-test's third round: the book's words say why where a figure
beside them seems to argue the other way, and fit what has happened at the table.

* Draw: a lay-down before the draw shown "a pair or better, 51%" against a pool asking 21%
  says why (the price is set against winning after the draw, not improving).
* Draw: after the person raised on nothing against the book's lay-down, the book never says
  its bluff was "planned from the start".
* Brag: a strong brag the book only sees says why it does not raise; abandoning an unseen
  ante costs the white counter, and the price counts it.
* Bouillotte: the play-outs' liberal and close players weigh a bet's size before meeting it;
  a "no worse" interval is measured, not the point where the play-outs stopped (+0.3, +0.4).
* Ambigu: the first draw's word follows an exact count (9♣ 5♣ "Enough", 2♠ 9♠ "discard
  the 2"), and the figure beside it shows the next best way, never above the book's.
* Stud: a charged cost says where it comes from (what was put up at the decision, what
  later, what came back), and those figures add up to the result it is the difference of.
"""

from __future__ import annotations

import random
import re

import pytest

from game.ai import make_player
from game.coach import figures as fig
from game.coach.advice import Coach
from game.engine import Action, ActionKind as K
from game.engine import HouseRules, Phase, Table

_PCT = re.compile(r"(\d+)%")


def _play(variant: str, kinds: tuple[str, ...], seed: int, deals: int, me: str = "liberal",
          mine=None):  # type: ignore[no-untyped-def]
    """Each decision of seat 0 with the book's advice; seat 0 plays as ``me`` would (so the
    book is asked where a learner goes against it), the others as their kinds."""
    names = ["You", "Judge Ames", "Deacon Gray", "Colonel Dash", "Mrs Blythe"][:len(kinds)]
    table = Table(names, HouseRules(), random.Random(seed), variant=variant, cut=False)
    players = [make_player(k, random.Random(seed * 10 + i), name=names[i], variant=variant)
               for i, k in enumerate((me,) + kinds[1:])]
    coach = Coach(variant, random.Random(seed))
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if seat == 0:
                advice = coach.advise(view)
                yield view, advice
                got = mine(view, advice) if mine is not None else None
                if got is not None:
                    table.act(seat, got)
                    continue
            table.act(seat, players[seat].decide(view))
        for s, p in enumerate(players):
            hook = getattr(p, "deal_over", None)
            if hook is not None:
                hook(table.view(s))
        coach.deal_over(table.view(0))


def test_draw_a_lay_down_over_a_pair_or_better_figure_says_why():
    found = 0
    for seed in range(4):
        for view, advice in _play("draw", ("liberal", "good", "close", "liberal"), seed, 4):
            if view.phase is not Phase.BEFORE_DRAW or advice.action.kind is not K.ABANDON:
                continue
            line = next((f for f in advice.figures if f.startswith("A pair or better")), None)
            need = fig.pool_needs(view)
            if line is None or need is None:
                continue
            shown = int(_PCT.findall(line)[-1])
            if shown <= round(100 * need):
                continue
            found += 1
            assert f"Of that {shown}%, " in advice.says, advice.says
            assert "is one pair, which loses to the pair or better" in advice.says, advice.says
            assert "two pairs or better" in advice.says, advice.says
    assert found, "no lay-down over a pair-or-better figure above the price was met"


def test_draw_a_bluff_the_person_began_is_never_called_planned():
    """The person raises before the draw where the book lays down (as a play-tester did with
    K Q J 9): the good player's rarer bluff raise is followed, and its words at the draw and
    after are the person's own line, never "planned from the start"."""
    said = []

    def raise_over_abandon(view, advice):  # type: ignore[no-untyped-def]
        offer = view.offer(K.RAISE)
        if view.phase is Phase.BEFORE_DRAW and offer is not None \
                and advice.action.kind is K.ABANDON and not view.me.put > view.house.blind:
            return Action(K.RAISE, offer.low)
        return None

    for seed in range(3):
        for view, advice in _play("draw", ("liberal", "good", "close", "liberal"), seed, 4,
                                  mine=raise_over_abandon):
            if view.phase in (Phase.DRAW, Phase.AFTER_DRAW) and "bluff" in advice.says:
                said.append(advice.says)
                assert "planned" not in advice.says and "from the start" not in advice.says, \
                    advice.says
    assert said, "no bluff the person began reached the draw"


_CHOICE = re.compile(r"after (yours|the book's choice), ([\u2212+]?\d+\.\d)(?: counters for you)?"
                     r"(?: \(([^)]*)\))?")


def _sums(words: str) -> int:
    """Check that each choice's printed parts add up to its printed figure (book round 6:
    "-14.7 after yours" beside "put up 4.2 more later ... took nothing back"); how many
    choices had parts."""
    assert "Played out from here, on average" in words and "not what happened" in words, words
    seen = 0
    for who, figure, parts in _CHOICE.findall(words):
        if not parts:
            continue
        seen += 1
        total = 0.0
        for part in parts.split(", "):
            got = re.match(r"(\d+(?:\.\d)?) (put up here|more later|taken back)$", part)
            if got is not None:
                x = float(got.group(1))
                total += x if got.group(2) == "taken back" else -x
            else:
                paid = re.match(r"nothing taken back(?: and (\d+\.\d) paid besides)?$", part)
                assert paid is not None, (part, words)
                total -= float(paid.group(1) or 0.0)
        assert abs(total - float(figure.replace("\u2212", "-"))) < 0.05, (who, words)
    return seen


def test_the_parts_add_up_to_the_figure_as_printed():
    from game.coach.wording import verdict_words
    words = verdict_words(10.2, False, True, 6.1, 14.4, (-4.5, -14.7), (2, 3.24, 20, 4.2))
    assert "(20 put up here, 4.2 more later, 9.5 taken back)" in words, words
    assert _sums(words) == 2
    assert _sums(verdict_words(1.0, False, True, 0.6, 1.4, (-4.46, -5.04), (2, 3.26, 5, 0))) == 2


@pytest.mark.slow
@pytest.mark.parametrize("variant,kinds", [
    ("stud-rounds", ["liberal", "good", "close", "liberal"]),
    ("brag-american", ["liberal", "good", "close", "liberal"]),
    ("draw", ["liberal", "good", "close", "liberal"]),
])
def test_a_charged_cost_says_where_it_comes_from_and_adds_up(variant, kinds):
    """A play-tester's call of 25 was charged 23.3 with a reason implying about 7: the rest
    was put up in later rounds before a lay-down, and the review never said so.  Book round 6:
    at Brag, "ante 20" went unsaid and the parts did not add up to the figure; the parts must
    add up, as printed, over the reviewed deals of several games."""
    from game.coach.replay import record_deal
    from game.coach.review import review_deal
    from game.coach.wording import verdict_words
    from game.store.dealing import DealingShuffles
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=3), variant)
    players = [make_player(k, random.Random(30 + i), name=table.names[i],
                           variant=variant) for i, k in enumerate(kinds)]
    coach = Coach(variant, random.Random(1))
    charged = 0
    for n in range(8):
        if table.game_over:
            break
        review = review_deal(record_deal(table, players, kinds), 0, coach, random.Random(n))
        for item in review.items:
            if not item.charged or item.results is None:
                continue
            charged += 1
            words = verdict_words(item.cost, item.same, item.charged, item.low, item.high,
                                  item.results, item.spent)
            assert _sums(words) >= 1, words
    assert charged, "no charged decision met"


def test_brag_a_strong_brag_only_seen_says_why_and_the_price_counts_the_white():
    """A play-tester was shown "84% best hand" with only "See" (then charged for a raise),
    and lost a white counter abandoning an unseen ante that the price left out."""
    strong = white = 0
    for seed in range(3):
        for view, advice in _play("brag", ("liberal", "good"), seed, 6):
            if view.offer(K.CALL) is None:
                continue
            unseen = view.seat != view.dealer and not any(
                a.phase is Phase.BETTING and a.kind is not K.ABANDON
                and not (a.seat == view.dealer and a.kind is K.BET) for a in view.history)
            if unseen:
                white += 1
                cost = view.offer(K.CALL).low
                need = (cost - view.house.blind) / (view.pool + cost)
                assert fig.pool_needs(view) == pytest.approx(need)
                pool = next(f for f in advice.figures if f.startswith("The pool holds"))
                assert "white counter" in pool and f"at least {fig.pct(need)}" in pool, pool
            p = CHANCE_SHOWN.search(" ".join(advice.figures))
            if advice.action.kind is K.CALL and view.offer(K.RAISE) is not None and p \
                    and int(p.group(1)) >= 60:
                strong += 1
                assert "A raise would fold the worse hands" in advice.says, advice.says
    assert white and strong


CHANCE_SHOWN = re.compile(r"best hand against the other hand: (\d+)%")


def test_a_no_worse_interval_is_measured_not_the_stopping_point():
    """Differences far on the gain side with a wide spread: the run does not stop the moment
    the upper end passes below half a counter (its ends clustered at +0.3 and +0.4)."""
    from game.coach.valuation import SAME_RUN, Paired
    rng = random.Random(4)
    run = Paired()
    for _ in range(12):
        run.add(rng.choice((-40.0, 0.0, 0.0, 2.0)))
    stopped = []
    while run.n < 64:
        if run.settled():
            stopped.append(run.n)
            break
        run.add(rng.choice((-40.0, 0.0, 0.0, 2.0)))
    assert stopped and (stopped[0] >= SAME_RUN or run.half() <= 0.5 * abs(run.mean) + 0.25)


def test_bouillotte_the_liberal_weighs_a_bets_size():
    """The liberal met any bet on a chance over its floor, its whole cave on one in five, and
    the review's play-outs averaged +80 counters after a raise into a pool of 5."""
    from game.ai.french.bouillotte import STYLES
    assert 0 < STYLES["liberal"].price_share <= STYLES["close"].price_share
    assert STYLES["good"].pot_odds


def test_ambigu_first_draw_counts_exactly_and_the_figure_follows_the_word():
    from game.ai.french.ambigu_counting import PACK, best_discard
    by = {c.symbol: c for c in PACK}
    for hand, out in ((("9♣", "5♣"), ()), (("2♠", "9♠"), ("2♠",))):
        cards = [by[x] for x in hand]
        pool = [c for c in PACK if c not in cards]
        got = {best_discard(cards, pool, random.Random(k), 36, 1)[0] for k in range(4)}
        assert got == {tuple(by[x] for x in out)}, (hand, got)  # the same word every time
    seen = 0
    for seed in range(3):
        for view, advice in _play("ambigu", ("liberal", "good", "close"), seed, 3):
            if view.ambigu is None or view.ambigu.step != "draw" or view.ambigu.round != 1:
                continue
            line = next(f for f in advice.figures if "hand of four" in f)
            mine, other = (int(x) for x in _PCT.findall(line)[:2])
            assert mine >= other, line
            seen += 1
    assert seen


def test_the_minors_of_round_three():
    """Heads-up Stud's lay-down names the other hand; a point interval is not said as one;
    Ambigu's stay is "Stay", never "Call", and a short stake's stay says it buys."""
    from game.coach.advice import _fit_the_table
    from game.coach.passages import find
    from game.coach.wording import verdict_words

    class _P:
        def __init__(self, seat: int, holds: bool) -> None:
            self.seat, self.holds_cards = seat, holds

    class _V:
        seat = 0
        players = [_P(0, True), _P(1, True), _P(2, False)]

    says = find("stud", "betting", "abandon", ("*",)).says
    one = _fit_the_table(says, _V())  # type: ignore[arg-type]
    assert "their bets" not in one and "the other hand's up cards" in one
    words = verdict_words(5.0, False, True, 5.0, 5.0)
    assert words == "cost 5.0 counters", words
    assert not find("ambigu", "betting", "in", ("*",)).says.startswith("Call")
    assert "force players to bet" not in find("ambigu", "betting", "pass", ("*",)).says
    short = 0
    for seed in range(4):
        for view, advice in _play("ambigu", ("liberal", "good", "liberal"), seed, 6):
            call = view.offer(K.CALL)
            if advice.action.kind is K.CALL and call is not None and call.low > view.me.stack:
                short += 1
                assert advice.choice.endswith("(buy counters)"), advice.choice
    # (a short stake at the book's stay is not met on every seed: the words are checked where it is)
