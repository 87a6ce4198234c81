"""Ask the book: the book's choice at a decision, why, and the figures behind it.

:meth:`Coach.advise` asks the adviser (:mod:`.choice`: a good player shown only the seat's
view) for its choice, reads the situation (:mod:`.situation`), finds the book's passage for
it (:mod:`.passages`), says the choice in the table's words (:mod:`.words`) and adds the
figures (:mod:`.figures`).  The chance of the best hand it weighs and shows is the
valuation's (:mod:`.valuation`: the good player's reading of the others, the same that
weighs the review's worlds).  Nothing here reads more than the seat's view, and every figure
that samples the unseen cards uses a generator seeded by the decision itself, so the same
view always gets the same advice.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import ActionKind, Phase, SeatView

from . import figures as fig
from .choice import Adviser, decision_key
from .model import Advice, in_clause
from .passages import JUDGEMENT, find, fill
from .price import (against_price, bar_words, chance_words as _chance_words, compare as _compare, last_round,
                    why_only_see)
from .situation import Situation, situation
from .valuation import best_hand_chance
from .words import choice_words

K = ActionKind
MOST_FIGURES = 5

_BETTING_STEPS = frozenset(("after", "betting", "brag", "open", "word", "play", "backing", "field"))


def band(p: float) -> str:
    """The chance of the best hand in three words the passages are keyed by."""
    return "strong" if p >= 0.6 else "fair" if p >= 0.3 else "weak"


def _who_bets_first(view: SeatView) -> str:
    """Who must open Stud's betting, as true of this table: "the best cards showing" only when
    the seat's up-cards are the best showing; else the one who speaks in the place of a best
    showing that threw in (book round 7: the rule was given to a 3\u2660 up against a 7\u2663)."""
    from game.ai.reading import rules_of
    from game.hands.evaluator import context, eval_ranks

    ctx = context(rules_of(view), False)
    def worth(p: Any) -> int:
        return eval_ranks([int(c.rank) for c in p.up], False, ctx)
    live = [p for p in view.players if p.holds_cards]
    mine = next((p for p in live if p.seat == view.seat), None)
    if mine is not None and all(worth(mine) >= worth(p) for p in live):
        return "the best cards showing must bet or lay down"
    return ("your cards showing are not the best, but you speak first in their place and must "
            "bet or lay down")


def _forced_bet_worth(view: SeatView, chance: float) -> str:
    """What a forced Stud bet's chance is worth, said by the figure against a fair share among
    the hands still in (book round 7: one sentence, "worth a modest bet ... though not a large
    one", at 20%, 26%, 29% and 39%)."""
    hands = 1 + len(fig.others_holding(view))
    share = 1 / hands
    if chance < share * 0.8:
        return (f"is under your fair share of one in {hands}, but a small bet costs less than "
                "giving up the pool")
    if chance <= share * 1.2:
        return f"is about your fair share of one in {hands}: a modest bet, though not a large one"
    return (f"is above your fair share of one in {hands}: worth a fair bet, though not so large "
            "a one as a sure hand")


class Coach:
    """The book for one seat at one game: ask it at any decision (:meth:`advise`), tell it
    each finished deal (:meth:`deal_over`)."""

    def __init__(self, variant: str, rng: random.Random | None = None) -> None:
        self.variant = variant
        self.adviser = Adviser(variant, rng)
        self._said: dict[tuple[int, int, int], Advice] = {}

    def advise(self, view: SeatView) -> Advice:
        """The book's word at this decision (asked twice, the same answer)."""
        key = decision_key(view)
        got = self._said.get(key)
        if got is not None:
            return got
        if self._said and next(iter(self._said))[0] != view.deal:
            self._said.clear()
        got = self._said[key] = self._advise(view)
        return got

    def deal_over(self, view: SeatView) -> None:
        self.adviser.deal_over(view)
        self._said.clear()

    # ------------------------------------------------------------ the advice
    def _advise(self, view: SeatView) -> Advice:
        if not view.legal:
            raise ValueError("the book is asked at a decision: this view has nothing to decide")
        choices = self.adviser.choices(view)
        action = choices.main
        sit = situation(view, action, self.adviser)
        chance = best_hand_chance(view, self.adviser) if sit.step in _BETTING_STEPS else None
        if chance is not None:
            # "None" only where it is certain (another's cards showing already beat the best
            # the seat can hold); a sampled nothing stays "almost none".
            chance = 0.0 if chance <= 0.005 and fig.beaten_for_certain(view) else \
                max(chance, 0.001) if chance == 0 else chance
        sit.chance = chance
        if chance is not None:
            shapes = list(sit.shapes)
            where = shapes.index("*") if "*" in shapes else len(shapes)
            shapes.insert(where, band(chance))
            # the chance where the seat sits ("strong@eldest") comes before everything
            tags = [s[s.index("@"):] for s in shapes if "@" in s]
            shapes = [band(chance) + t for t in dict.fromkeys(tags)] + shapes
            if sit.act in ("bet", "raise") and band(chance) == "fair" \
                    and len(fig.others_holding(view)) == 1 and "bluff" not in shapes:
                shapes.insert(0, "heads up")  # "the smaller the number of players ..."
            sit.shapes = tuple(shapes)
        if sit.game == "stud" and sit.step == "betting" and chance is not None:
            sit.fields.setdefault("mine", _chance_words(chance))
            if sit.act == "bet" and view.offer(K.PASS) is None and band(chance) != "strong":
                # The best cards showing must bet or lay down: the bet is forced, not a sign
                # the hand stands well (said so at 33% against three hands).
                sit.shapes = ("must bet",) + tuple(sit.shapes)
                sit.fields.update(first=_who_bets_first(view), worth=_forced_bet_worth(view, chance))
        if sit.step == "after" and sit.act == "bet" and "weak" in sit.shapes:
            # A bluff's reason says what it counts on: never "no strength" after a raise
            raisers = [p.name for p in fig.others_holding(view)
                       if any(a.seat == p.seat and a.kind is K.RAISE for a in view.history)]
            if raisers:
                sit.shapes = ("weak@raised",) + tuple(sit.shapes)
                sit.fields["raiser"] = (raisers[0] if len(raisers) == 1 else
                                        ", ".join(raisers[:-1]) + " and " + raisers[-1])
        need = fig.pool_needs(view)
        if sit.act == "abandon" and chance is not None and need is not None \
                and _compare(chance, need) > 0:
            # the bare price says stay: the passage must say why the book lays it down
            sit.shapes = ("above price",) + tuple(sit.shapes)
            # The rule said whole, its floor with its margin (a play-tester read "a fifth
            # more than the price" of 5% as "15% here", the floor's figure).
            sit.fields.update(mine=_chance_words(chance), asks=fig.pct(need),
                              margin=fig.pct(_stud_margin(need, self.adviser)),
                              floor=fig.pct(_stud_margin(0.0, self.adviser)),
                              bar=bar_words(view, self.adviser, chance))
        passage = find(sit.game, sit.step, sit.act, sit.shapes)
        if sit.shapes[0] == "above price":  # before any game's own word for a lay-down
            # (Stud's own word holds only with cards to come, where its margin is asked)
            game = "*" if sit.game == "stud" and last_round(view) else sit.game
            # (Bouillotte's and Ambigu's own word gives the good player's own bar, where known)
            game = "*" if sit.game in ("bouillotte", "ambigu") and not sit.fields.get("bar") else game
            passage = find(game, "*", sit.act, ("above price",)) or passage
        choice = choice_words(view, action)
        if passage is None:
            says, source = _judgement(view, sit, choice), JUDGEMENT
            if sit.chance is not None and need is not None and _compare(sit.chance, need) < 0:
                says = _sentence(says) + against_price(view, sit.act, sit.chance, self.adviser,
                                                       bluff="bluff" in sit.shapes)
        else:
            says, source = fill(passage.says, sit.fields), passage.source
            says = _sentence(_fit_the_table(says, view)) + against_price(
                view, sit.act, sit.chance, self.adviser, bluff="bluff" in sit.shapes)
        helper = fig.helper_reason(view, action) or _draw_is_not_winning(view, sit.act) \
            or why_only_see(view, sit.act, sit.chance, self.adviser).strip()
        if helper:
            says = _sentence(says) + " " + helper
        lines = tuple(_figures(view, sit, action, self.adviser))
        # Where the good player mixes its play on purpose, its other choices are the book's too
        # (the review counts them so): said now, not first in the review.
        # (:attr:`Advice.heading` says them, in the review's words)
        mixed = tuple(choice_words(view, a) for a, _ in choices.actions()[1:])
        return Advice(action, choice, _sentence(says), source, lines, mixed, sit.chance, need)


def _stud_margin(need: float, adviser: Adviser) -> float:
    """The chance the good player asks before it stays at Stud with cards still to come:
    the price and a margin over it, as :meth:`game.ai.variants.VariantPlayer._betting` asks."""
    t = getattr(adviser.player, "temperament", None)
    if t is None:
        return need
    return min(1.0, max(t.call_floor * 0.5, need * t.call_margin))


_FEW = (
    (" and with this many in it will seldom win", " and will seldom win"),
    (" with this many still to speak", ""),
    (" against this many", ""),
)
"""The book's words for a crowded table, and what stands in their place with fewer than
three still in (a play-tester was told "with this many in it" with one opponent left)."""


_ONE = (
    ("make those who are behind pay", "make the other hand pay, if it is behind,"),
    ("the hands still in", "the other hand"),
    ("those still in", "the other hand"),
    ("the up cards against you, and their bets,", "the other hand's up cards, and its bets,"),
)
"""Words for several still in, and what stands in their place heads-up (a play-tester was told
"make those who are behind pay" with one other hand in)."""


def _fit_the_deal(says: str, view: SeatView) -> str:
    """The passage's words made to fit what this seat has done in the deal (book round 6):
    "good counters after bad" only once it has put counters in; "Raise again" only once it
    has raised; "if another opens you may still stay" only while another may yet open."""
    history = tuple(getattr(view, "history", ()) or ())
    me = getattr(view, "me", None)
    mine = [a for a in history if a.seat == view.seat]
    if me is not None and me.put == 0 and not any(a.put for a in mine):
        says = says.replace("why throw good counters after bad?", "why put counters on it?")
    if says.startswith("Raise again:") and not any(a.kind is ActionKind.RAISE for a in mine):
        says = "Raise:" + says[len("Raise again:"):]
    if getattr(view, "phase", None) is Phase.OPENING:
        others = [p.seat for p in view.players if p.in_deal and p.seat != view.seat]
        passed = {a.seat for a in history if a.phase is Phase.OPENING and a.kind is ActionKind.PASS}
        if others and passed >= set(others):  # everyone else has passed: none will open after you
            says = says.replace(", and if another opens you may still stay, or raise him.",
                                ": the others have all passed, so none will open after you.")
            says = says.replace("and if another opens you may still stay.",
                                "and the others have all passed, so none will open after you.")
    return says


def _fit_the_table(says: str, view: SeatView) -> str:
    """The passage's words made to fit the table: "this many" only with three or more in;
    heads-up, the other hand, never "those"; and to fit the deal (:func:`_fit_the_deal`)."""
    says = _fit_the_deal(says, view)
    holding = sum(1 for p in view.players if p.holds_cards)
    if holding >= 3:
        # The others counted as the chance's figure counts them (a play-tester read "does
        # not win often enough against one" above "against the 2 other hands", at Brag).
        n = len(fig.others_holding(view))
        return says.replace("the hands still in", f"the {n} other hands") if n >= 2 else says
    for crowd, few in _FEW:
        says = says.replace(crowd, few)
    if holding == 2:
        for many, one in _ONE:
            says = says.replace(many, one)
    return says


def _sentence(text: str) -> str:
    text = " ".join(text.split())
    return text[:1].upper() + text[1:] if text else text


def _judgement(view: SeatView, sit: Situation, choice: str) -> str:
    """Where no passage speaks to the situation: what the good player does and why."""
    what = in_clause(choice)
    if sit.chance is not None:
        need = fig.pool_needs(view)
        why = (f"your chance of the best hand, about {fig.pct(sit.chance)}, against the "
               f"{fig.pct(need)} the pool asks" if need is not None else
               f"your chance of the best hand, about {fig.pct(sit.chance)}")
        return f"The book says nothing of this; the good player would {what}, weighing {why}."
    return (f"The book says nothing of this; the good player would {what}, as the choice that "
            "wins most over many deals from what you can see.")


def _figures(view: SeatView, sit: Situation, action,  # type: ignore[no-untyped-def]
             adviser=None) -> list[str]:
    out: list[str | None] = []
    game = view.variant
    if sit.step == "stakes":  # between deals: what the others have before them
        most = max((p.stack for p in view.players if p.seat != view.seat), default=0)
        return [f"The largest stake against you: {most} counters"] if most else []
    if view.phase is Phase.STRADDLE:
        straddle = view.offer(K.STRADDLE)
        if straddle is not None:
            out.append(f"A straddle costs {straddle.low} now, before you see a card; what it "
                       "buys is the last say before the cards are bet on")
    poker_draw = game in ("draw", "flat", "flat-field", "showdown")
    if action.kind is K.DRAW and poker_draw:
        kept = [c for c in view.hand if c not in action.cards]
        if len(kept) <= 1 and game == "draw":
            out.append(_inside_straight_line(view, five=not kept))
        out.append(fig.draw_line(view, kept, sit.shapes[0]))
        if game == "showdown":
            out.append(fig.showdown_line(view, action))
    elif game == "draw" and view.phase is Phase.BEFORE_DRAW:
        plan = _plan(view)
        if plan is not None and plan.kind == "inside straight":
            out.append(_inside_straight_line(view))  # (as the draw will say it)
        elif plan is not None and plan.discard:
            out.append(fig.draw_line(view, plan.keep, plan.kind))
            other = _other_draw(view, plan)
            if other is not None:  # (a pair with four to a flush: both ways, with their odds)
                out.append("Or, breaking it: " + other[:1].lower() + other[1:])
    if game == "bouillotte" and view.phase is Phase.BETTING:
        out.append(fig.bouillotte_line(view))
    if sit.chance is not None:
        out.append(fig.chance_line(view, sit.chance, adviser))
    out.append(fig.pool_line(view))
    if view.phase is Phase.BUYING:
        out.append(fig.count_line(view))
    out.append(fig.widow_line(view))
    out.append(fig.ambigu_draw_line(view, action))
    if action.kind is K.DRAW_ONE:
        out.append(fig.swap_line(view, action))
    elif not poker_draw and sit.chance is None:
        out.append(fig.share_line(view))
    out.extend(fig.shown_lines(view))
    lines = [line for line in out if line]
    return lines[:MOST_FIGURES]


def _draw_is_not_winning(view: SeatView, act: str) -> str:
    """Draw Poker before the draw, a lay-down of a hand with nothing made: where the odds of
    the draw beside it ("a pair or better, 51%") pass what the pool asks, one sentence on why
    the price is set against the chance of winning after the draw, not of improving (a
    play-tester was shown 51% against the 21% the pool asked, then told to abandon with no
    word of why)."""
    if view.variant != "draw" or view.phase is not Phase.BEFORE_DRAW or act != "abandon":
        return ""
    need = fig.pool_needs(view)
    plan = _plan(view)
    if need is None or plan is None or not plan.discard or plan.kind == "inside straight":
        return ""
    from game.ai.odds import chances
    from game.ai.reading import pack_of, rules_of
    from game.hands.rules import Category, category_order
    keep = tuple(plan.keep)
    if fig.held_words(keep).startswith(("a pair", "two pairs", "three", "four ")):
        return ""  # (a pair's figure is of improving it, and says so)
    rules = rules_of(view)
    try:
        ch = chances(tuple(view.hand), keep, rules, pack_of(view))
    except (ValueError, KeyError):
        return ""
    if _compare(ch.improved, need) <= 0:
        return ""  # the figure beside it does not argue for staying
    order = [c.label for c in category_order(rules)]
    i = order.index(Category.TWO_PAIRS.label) if Category.TWO_PAIRS.label in order else 0
    strong = sum(p for name, p in ch.by_label if name in order[i:])
    pair = max(0.0, ch.improved - strong)
    others = fig.others_holding(view)
    who = "the other hand" if len(others) == 1 else "the others"
    raised = any(a.kind is K.RAISE and a.seat != view.seat and a.phase is Phase.BEFORE_DRAW
                 for a in view.history)
    how = "came in or raised on" if raised else "came in on"
    tail = (f", under the {fig.pct(need)} the pool asks" if _compare(strong, need) < 0
            else "")
    return (f"Of that {fig.pct(ch.improved)}, {fig.pct(pair)} is one pair, which loses to the "
            f"pair or better {who} {how}; two pairs or better, {fig.pct(strong)}, is what wins"
            f"{tail}.")


def _inside_straight_line(view: SeatView, five: bool | None = None) -> str | None:
    """Where the hand's only draw is an inside straight: its odds, and that the good player
    does not pay them (a play-tester was shown the straight's odds before the draw, then told
    "nothing worth keeping, draw five" at it)."""
    plan = _plan(view)
    if plan is None or plan.kind != "inside straight":
        return None
    line = fig.draw_line(view, plan.keep, plan.kind)
    if line is None:
        return None
    odds = line.split(": ", 1)[1] if ": " in line else line
    tail = "" if five is None else ", so the good player draws five" if five else \
        ", so the good player keeps its highest card and draws four"
    return f"An inside straight, {odds}: not worth its odds{tail}"


def _other_draw(view: SeatView, plan) -> str | None:  # type: ignore[no-untyped-def]
    """A pair held with four to a flush or an open straight: the other way to draw, with
    its odds (a play-tester's treys with four clubs were advised with no word of the flush)."""
    from game.ai.reading import read_hand, rules_of
    if plan.kind not in ("pair",):
        return None
    try:
        draws = read_hand(view.hand, rules_of(view), view.house.pack).draws
    except (ValueError, KeyError):
        return None
    for kind in ("straight flush draw", "four-flush", "open straight"):
        d = draws.get(kind)
        if d is not None:
            return fig.draw_line(view, d.keep, kind)
    return None


def _plan(view: SeatView):  # type: ignore[no-untyped-def]
    """The draw the good player would make from this hand (before the draw)."""
    from game.ai.reading import read_hand, rules_of
    from game.ai.book import high_card
    try:
        hold = read_hand(view.hand, rules_of(view), view.house.pack)
    except (ValueError, KeyError):
        return None
    plan = hold.main
    # (the good player keeps its highest card rather than draw five: game/ai/book.py)
    return high_card(hold) if plan.kind == "nothing" else plan
