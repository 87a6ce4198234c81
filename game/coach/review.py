"""The deal in review: each decision of one seat beside the book's, with its cost.

The deal is laid out again from its record (:mod:`.replay`).  At each of the seat's
decisions the coach is asked the book's choice and its reason, in order, from the seat's
view then (the coach is told the deal is over at the end).

**The cost.**  Where the seat did as the book says (the same kind and amount; for a draw
the same cards) it is nothing, and nothing is played out.  Elsewhere it is *measured*:

* A world is drawn: the decision point with every card the seat had not seen dealt afresh
  (:func:`.replay.world_table`; a world the engine refuses, such as a jack pot opened
  without openers, is drawn again).
* From that world the deal is played out twice: once with the book's choice, once with the
  choice taken; the rest of the deal by a good player in the seat and by each opponent's
  own model (its temperament in the record; a person or an unknown one as the good player).
  Both play-outs share their generators (the cards still to come, each player's), so the
  difference is the choice's and not the luck's (common random numbers).
* The cost is the mean of the seat's counters at the deal's end with the book's choice less
  those with the choice taken: negative when the choice taken did better.

**What the opponents did.**  A world is drawn in proportion to how well it explains the
opponents' actions before the decision: at each of them, a fresh player of that opponent's
model is shown the world's view and asked; an answer of the same kind (for a draw, of as
many cards: Law 22 makes every draw public) keeps the world's weight, one of another kind
multiplies it by :data:`UNLIKELY` (a model's answer is one draw of its mixed play, so a
different answer is unlikely, not impossible).  A candidate world
is kept with probability its weight; after :data:`CANDIDATES` candidates the likeliest is
taken.  A world in which a raiser holds rubbish is thus seldom played out, one in which he
holds what raisers hold often.  (Sampling in proportion rather than weighting the mean:
a few worlds of high weight would otherwise decide a cost resting on a dozen play-outs.)

In the two games played for markers (Whiskey Poker with markers, Commerce with a widow) no
counter moves: there a marker won or lost counts as a counter.

**Time.**  A deal's review has a budget (:data:`DEAL_BUDGET`, from its start, the book's
advice included) that the play-outs share: each costly
decision gets what is left divided among those still to measure.  A decision stops early
once the estimate's 95% interval is tight (within :data:`TIGHT` counters, or a tenth of the
estimate; after at least :data:`LEAST` worlds), once its share of the budget is spent (after
at least :data:`FLOOR` worlds), or at ``rollouts`` worlds.  The floor is played whatever the
budget says, so a plainly worse choice is always charged; once the budget is spent its
worlds are taken as drawn, unjudged.
"""

from __future__ import annotations

import math
import random
import time
from typing import Sequence

from game.ai import make_player
from game.engine import Action, ActionKind, LegalAction, SeatView, Table
from game.engine.core.house import RuleError
from game.engine.core.errors import TableError
from game.engine.core.events import MarkerPaid
from game.engine.core.trading_events import MarkersMoved

from .advice import Coach
from .model import DealRecord, DealReview, ReviewItem
from .replay import Decision, decisions, replay_world, world_table
from .wording import step_words
from .words import choice_words, done_words

K = ActionKind
DEAL_BUDGET = 0.6
"""Seconds for one deal's review (the issue's goal: under a second; the floor of play-outs
and the last play-out begun may run past it)."""
LEAST = 6
"""Worlds played out for a costly decision before its interval may stop it early."""
FLOOR = 2
"""Worlds played out for a costly decision whatever the budget (a plainly worse choice
shows in two: the cost is charged even when the budget is spent)."""
TIGHT = 0.3
"""Counters: an estimate whose 95% interval is this narrow is good enough."""
UNLIKELY = 0.2
"""A world's weight is multiplied by this for each opponent action its model would not take."""
CANDIDATES = 6
"""Worlds drawn at most for one play-out before the likeliest of them is taken (once the
deal's budget is spent, the first is taken unjudged)."""
_CHOSEN = frozenset((K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE))
"""Kinds whose amount is the player's choice (the others' amount is fixed by the offer)."""


def _gist(action: Action, view: SeatView) -> tuple:  # type: ignore[type-arg]
    """What makes two actions the same decision."""
    k = action.kind
    if k is K.DRAW:
        return (k, frozenset(action.cards))
    if k is K.DRAW_ONE:
        if action.cards:
            return (k, tuple(action.cards))
        n = action.amount
        hand, widow = view.hand, view.widow or ()
        w = len(widow)  # the engine reads the amount as (your card) x (the widow's size) + (its card)
        if w and n // w < len(hand):
            return (k, (hand[n // w], widow[n % w]))
        return (k, n)
    if k in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        if action.cards:
            return (k, action.cards[0])
        return (k, view.hand[action.amount] if 0 <= action.amount < len(view.hand) else None)
    if k in _CHOSEN:
        return (k, action.amount)
    return (k,)


def same_choice(a: Action, b: Action, view: SeatView) -> bool:
    """True when ``a`` and ``b`` are the same decision at ``view``."""
    return _gist(a, view) == _gist(b, view)


def model_key(record: DealRecord, seat: int) -> str:
    """The temperament that plays ``seat`` in the play-outs: its own, or the good player's."""
    temps = record.temperaments
    key = temps[seat].strip().lower() if seat < len(temps) and temps[seat] else "good"
    try:
        make_player(key, random.Random(0), variant=record.variant)
    except (ValueError, KeyError):
        return "good"
    return key


def review_deal(record: DealRecord, seat: int, coach: Coach, rng: random.Random,
                rollouts: int = 64, *, budget: float | None = None) -> DealReview:
    """Review ``seat``'s decisions in the finished deal ``record``.

    The coach is asked the book's choice at each of the seat's decisions, in order, and is
    then told the deal is over (so a caller keeps one coach per seat over a whole evening
    or file, and does not call ``coach.deal_over`` itself for a reviewed deal).

    ``rollouts``: the most worlds a decision's cost rests on.  ``budget``: seconds for the
    review (default :data:`DEAL_BUDGET`); ``math.inf`` for none, when the same generator
    gives the same review (the clock then stops nothing).  Raises ``ValueError`` for a
    record that does not play out."""
    deadline = time.perf_counter() + (DEAL_BUDGET if budget is None else budget)
    try:
        found, end = decisions(record, seat)
    except (RuleError, TableError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise ValueError(f"the deal cannot be laid out again ({exc})") from exc
    asked = []
    for d in found:
        book = coach.adviser.choice(d.view)
        advice = coach.advise(d.view)
        asked.append((d, book, advice))
    coach.deal_over(end.view(seat))
    deal = found[0].view.deal if found else int(record.before.get("deal_number", 0)) + 1
    review = DealReview(deal, seat)
    keys = [model_key(record, s) for s in range(end.size)]
    keys[seat] = "good"
    costly = sum(1 for d, book, _ in asked if not same_choice(d.action, book, d.view))
    for d, book, advice in asked:
        cost: float | None = 0.0
        played = 0
        same = same_choice(d.action, book, d.view)
        if not same:
            left = max(0.0, deadline - time.perf_counter())
            cost, played = measure(record, d, book, seat, keys, rng, rollouts, left / costly)
            costly -= 1
        review.items.append(ReviewItem(
            deal=d.view.deal, step=step_words(d.view),
            done=done_words(choice_words(d.view, d.action)),
            book=advice.choice, advice=f"{advice.says} ({advice.source})", cost=cost,
            rollouts=played, same=same))
    # The costliest first; those that could not be judged last.
    review.items.sort(key=lambda i: -i.cost if i.cost is not None else math.inf)
    return review


def measure(record: DealRecord, d: Decision, book: Action, seat: int, keys: Sequence[str],
            rng: random.Random, most: int, budget: float) -> tuple[float | None, int]:
    """The mean of (counters with ``book``) - (counters with ``d.action``) over worlds at
    decision ``d``, and how many worlds it rests on (None, 0: none could be laid out)."""
    stop = time.perf_counter() + budget
    rushed = budget <= 0.05
    total = m2 = 0.0  # Welford's running mean and sum of squares
    n = misses = 0
    while n < most:
        if n >= FLOOR and time.perf_counter() > stop or n >= LEAST and _tight(total, m2, n):
            break
        # (Judging candidates may take a twelfth of the decision's budget a world: in Ambigu
        # one judged candidate costs as much as the play-outs.)
        laid = _likely_world(record, d, seat, keys, rng, 1 if rushed else CANDIDATES,
                             time.perf_counter() + budget / (2 * LEAST))
        if laid is None:
            # No world lays out (an opener's openers are rare among the unseen cards): the
            # deal as it was is one the seat could not tell from the others.
            packs, actions = record.packs, list(record.actions)
            laid = (replay_world(record, packs, actions, d.index), packs, actions)
        table, packs, actions = laid
        seed = rng.getrandbits(48)
        try:
            with_book = _play_on(table, seat, book, seed, keys, record.variant)
            other = replay_world(record, packs, actions, d.index)
            with_taken = _play_on(other, seat, d.action, seed, keys, record.variant)
        except (RuleError, TableError, ValueError):
            misses += 1
            if misses >= 3:
                break
            continue
        x = with_book - with_taken
        n += 1
        delta = x - total
        total += delta / n
        m2 += delta * (x - total)
    if n == 0:
        return None, 0
    return total, n


def _likely_world(record: DealRecord, d: Decision, seat: int, keys: Sequence[str],
                  rng: random.Random, candidates: int = 6, until: float = math.inf
                  ) -> tuple[Table, list, list] | None:  # type: ignore[type-arg]
    """A world at ``d`` drawn in proportion to how well it explains the opponents' actions
    before it (see the module docstring): candidates are drawn until one is accepted with
    probability its weight, or ``candidates`` have been or the clock passes ``until``, when
    the likeliest is taken."""
    best: tuple[float, tuple[Table, list, list]] | None = None  # type: ignore[type-arg]
    for _ in range(candidates):
        seen: list[tuple[int, SeatView, Action]] = []
        laying: list[Table] = []

        def note(t: Table, s: int, a: Action) -> None:
            if not laying or laying[0] is not t:  # another try at a world: start again
                laying[:] = [t]
                seen.clear()
            if s != seat and _a_choice(t.legal_actions(s)):  # (a forced one tells nothing)
                seen.append((s, t.view(s), a))

        laid = world_table(record, d, seat, rng, note if candidates > 1 else None)
        if laid is None:
            return best[1] if best else None
        if candidates == 1:
            return laid  # no choice among worlds: nothing to judge
        weight = 1.0
        judges: dict[int, object] = {}
        for s, view, a in seen:
            if keys[s] == "random":
                continue  # every action is as likely as another: nothing to learn
            judge = judges.get(s)
            if judge is None:
                judge = judges[s] = make_player(keys[s], random.Random(rng.getrandbits(32)),
                                                name=view.players[s].name,
                                                variant=record.variant)
            said = judge.decide(view)  # type: ignore[attr-defined]
            if said.kind is not a.kind or (a.kind is K.DRAW and len(said.cards) != len(a.cards)):
                weight *= UNLIKELY
        if rng.random() < weight:
            return laid
        if best is None or weight > best[0]:
            best = (weight, laid)
        if time.perf_counter() > until:
            break
    return best[1] if best else None


def _a_choice(legal: Sequence[LegalAction]) -> bool:
    """True when the offers leave a choice (more than one kind, or an amount or a draw)."""
    return len(legal) > 1 or (len(legal) == 1 and legal[0].low != legal[0].high)


def _tight(mean: float, m2: float, n: int) -> bool:
    """True when the 95% interval of the mean is within :data:`TIGHT` or a tenth of it."""
    if n < 2:
        return False
    half = 1.96 * math.sqrt(max(0.0, m2) / (n - 1) / n)
    return half <= max(TIGHT, 0.1 * abs(mean))


def _play_on(table: Table, seat: int, first: Action, seed: int, keys: Sequence[str],
             variant: str) -> int:
    """Take ``first`` for ``seat`` and play the deal out; the seat's counters at its end.
    Every generator comes from ``seed`` (the cards still to come, each player's)."""
    table.rng._source = random.Random(seed)  # type: ignore[attr-defined]
    table.rng.stacked = []  # type: ignore[attr-defined]
    players: dict[int, object] = {}
    table.act(seat, first)
    while not table.deal_over:
        s = table.to_act
        assert s is not None
        p = players.get(s)
        if p is None:
            p = players[s] = make_player(keys[s], random.Random(seed * 8 + s), name=table.names[s],
                                         variant=variant)
        table.act(s, p.decide(table.view(s)))  # type: ignore[attr-defined]
    return table.stacks[seat] - table.bought[seat] + _markers(table.events, seat)


def _markers(events: Sequence[object], seat: int) -> int:
    """The markers ``seat`` won or lost in the deal (Whiskey Poker and Commerce played for
    markers, where no counter moves: a marker is then what a choice costs)."""
    got = 0
    for e in events:
        if getattr(e, "seat", None) != seat:
            continue
        if isinstance(e, MarkerPaid):
            got -= 1
        elif isinstance(e, MarkersMoved):
            got += e.amount
    return got
