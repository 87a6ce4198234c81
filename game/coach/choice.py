"""The book's choice at a decision: what the good player would do with this seat's view.

The adviser is a good player of the game (:func:`game.ai.make_player`) shown only the seat's
view, and told each finished deal as the seat saw it, so that it knows the opponents as the
person could (its notes on each of them, the stakes, the limits).

**Every action it would take.**  The good player mixes its play on purpose (a bluff one
time in N, a kicker held for variety: :mod:`game.ai.mixing`), and counts everything else
with generators seeded by the decision itself.  So its choice at a view is one of a few,
each with its chance: the adviser asks it down every way its mixing can go (a
:class:`~game.ai.mixing.Branches` generator, each way from a copy of its mind as it stood),
and :class:`Choices` holds every action found.  Each of them is the book's; the likeliest is
the one the book names.

**Following the seat.**  What the good player remembers of a deal (its plan, the bluff it
planned, its bets for balance) follows from what it did.  After each decision the adviser
keeps only the minds that did what the seat did (:meth:`Adviser.follow`; where none did, the
minds that took the book's own choice), at most :data:`MOST_MINDS` of them, the likeliest
first, and the likeliest goes on to the next deal: reviewing the good player's own history
thus rebuilds what it knew and meant at each decision, and finds it playing as the book.
Asked twice at one decision, it answers once.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_player
from game.ai.mixing import Branches
from game.engine import Action, ActionKind, SeatView

K = ActionKind
MOST_WAYS = 24
"""Ways of its mixing followed at one decision, for each mind kept."""
MOST_MINDS = 4
"""Minds kept between decisions (each a way the good player's earlier mixing may have gone)."""
_CHOSEN = frozenset((K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE))
"""Kinds whose amount is the player's choice (the others' amount is fixed by the offer)."""


def decision_key(view: SeatView) -> tuple[int, int, int]:
    """One key per decision point of a deal: the deal, how much has happened, the seat."""
    return (view.deal, len(view.history), view.seat)


def gist(action: Action, view: SeatView) -> tuple:  # type: ignore[type-arg]
    """What makes two actions the same decision at ``view``."""
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
    return gist(a, view) == gist(b, view)


@dataclass
class Way:
    """One way the good player's mixing can go at a decision."""

    action: Action
    chance: float
    after: Any = None
    """The good player's mind once it has decided so (None: nothing to remember)."""


@dataclass
class Choices:
    """Every action the good player would take at one decision, with its chance."""

    view: SeatView
    ways: list[Way] = field(default_factory=list)

    @property
    def main(self) -> Action:
        """The likeliest action (the one the book names)."""
        return self.actions()[0][0]

    def actions(self) -> list[tuple[Action, float]]:
        """Each distinct action and its chance, the likeliest first."""
        seen: dict[tuple, list] = {}  # type: ignore[type-arg]
        for w in self.ways:
            got = seen.setdefault(gist(w.action, self.view), [w.action, 0.0])
            got[1] += w.chance
        total = sum(c for _, c in seen.values()) or 1.0
        out = [(a, c / total) for a, c in seen.values()]
        out.sort(key=lambda x: -x[1])  # (a stable sort: the first found first among equals)
        return out

    def includes(self, action: Action) -> bool:
        """True when ``action`` is one the good player would take here."""
        want = gist(action, self.view)
        return any(gist(w.action, self.view) == want for w in self.ways)


class Adviser:
    """A good player who advises one seat at one game.

    ``rng`` is accepted for the callers' sake and not used: the book's choice depends on the
    view and the deals before it alone."""

    def __init__(self, variant: str, rng: random.Random | None = None,
                 temperament: str = "good") -> None:
        self.variant = variant
        first = make_player(temperament, Branches(), name="The book", variant=variant)
        self._minds: list[tuple[float, Any]] = [(1.0, first)]
        self._asked: dict[tuple[int, int, int], Choices] = {}
        self._last: Choices | None = None
        """The last decision asked and not yet followed."""
        self._shown: Any = None
        self.own_line = False
        """The seat has, this deal, taken a way the book did not name (one of the good player's
        rarer ways, or none of its ways): what its mind then plans (a bluff) is the seat's own
        line, not one the book "planned from the start", and the words say so."""

    @property
    def player(self) -> Any:
        """The good player's mind as it stands: having just decided the book's choice at the
        last decision asked (its plan, the chance it counted), else as the deals left it."""
        return self._shown if self._shown is not None else self._minds[0][1]

    # ------------------------------------------------------------------ asking
    def choice(self, view: SeatView) -> Action:
        """The book's choice: one of ``view.legal``, the good player's likeliest."""
        return self.choices(view).main

    def choices(self, view: SeatView) -> Choices:
        """Every action the good player would take at ``view``."""
        key = decision_key(view)
        got = self._asked.get(key)
        if got is not None:
            return got
        if self._asked and next(iter(self._asked))[0] != view.deal:
            self._asked.clear()  # a new deal: the last one's answers are done with
            self._last = None
            self.own_line = False
        self._catch_up(view)
        if view.stakes is not None:  # new stakes: not a question for the player
            got = Choices(view, [Way(self._between_deals(view), 1.0)])
        else:
            got = self._explore(view)
        self._asked[key] = got
        self._last = got
        main = gist(got.main, view)
        self._shown = next((w.after for w in got.ways
                            if w.after is not None and gist(w.action, view) == main), None)
        return got

    def _explore(self, view: SeatView) -> Choices:
        out = Choices(view)
        for weight, mind in self._minds:
            todo: list[list[int]] = [[]]
            tried = 0
            shared = _learned(mind)
            while todo and tried < MOST_WAYS:
                path = todo.pop(0)  # (the likeliest ways first)
                p = copy.deepcopy(mind, {id(x): x for x in shared})
                rng = p.rng
                rng.follow(path)
                action = p.decide(view)
                taken = list(rng.taken)
                tried += 1
                out.ways.append(Way(action, weight * rng.chance, p))
                for j in range(len(path), len(taken)):
                    head = [t.way for t in taken[:j]]
                    todo.extend(head + [k] for k in range(1, taken[j].ways))
        return out

    # ------------------------------------------------------------------ following
    def follow(self, view: SeatView, action: Action) -> None:
        """The seat took ``action`` at ``view``: keep the minds that would have."""
        got = self._asked.get(decision_key(view))
        if got is None:
            return
        self._keep(got, lambda w: same_choice(w.action, action, view))

    def _catch_up(self, view: SeatView) -> None:
        """Asked at a later decision of the deal without being told what the seat did at the
        last one (the window asks as the deal goes): read it from the public record."""
        last = self._last
        if last is None or last.view.deal != view.deal:
            return
        done = [a for a in view.history[len(last.view.history):] if a.seat == view.seat]
        if not done:
            return
        did = done[0]

        def like(w: Way) -> bool:
            if w.action.kind is not did.kind:
                return False
            return did.kind is not K.DRAW or did.drew is None or len(w.action.cards) == did.drew

        self._keep(last, like)

    def _keep(self, got: Choices, which: Any) -> None:
        ways = [w for w in got.ways if w.after is not None]
        kept = [w for w in ways if which(w)]
        main = gist(got.main, got.view)
        broken = not kept
        if broken:  # the seat did what the good player never would: as the book did
            kept = [w for w in ways if gist(w.action, got.view) == main]
        if any(gist(w.action, got.view) != main for w in kept) or broken:
            self.own_line = True
        if broken:
            for w in kept:
                # A bluff the book's mind meant is broken by what the seat did instead (a
                # call where the bluff would lay down to a raise back): it is not carried on
                # (a play-tester was told "the bluff planned from the start goes on").
                st = getattr(w.after, "_deal", None)
                if getattr(st, "bluff", None):
                    st.bluff = None
        if kept:
            kept.sort(key=lambda w: -w.chance)
            kept = kept[:MOST_MINDS]
            total = sum(w.chance for w in kept) or 1.0
            self._minds = [(w.chance / total, w.after) for w in kept]
        self._last = None
        self._shown = None

    def deal_over(self, view: SeatView) -> None:
        """Show the adviser the finished deal, as the seat saw it."""
        self._catch_up(view)
        # The likeliest mind goes on to the next deal: the minds kept differ only in what the
        # deal's mixing meant and the seat's actions never showed, which the deal's end makes
        # moot (and they share one notebook of what was learned: see _learned).
        self._minds = [(1.0, self._minds[0][1])]
        for _, mind in self._minds:
            hook = getattr(mind, "deal_over", None)
            if hook is not None:
                hook(view)
        self._asked.clear()
        self._last = None
        self._shown = None
        self.own_line = False

    # ------------------------------------------------------------------ between deals
    def _between_deals(self, view: SeatView) -> Action:
        """Between deals (table stakes, Bouillotte's cave): what a computer player says
        (:mod:`game.ai.stakes`); a new cave as the good player buys it."""
        from game.ai.french.bouillotte import new_cave
        from game.ai.stakes import stake_answer
        offers = {o.kind: o for o in view.legal}
        cave = offers.get(ActionKind.NEW_CAVE)
        if cave is not None:
            others = [p.stack for p in view.players if p.seat != view.seat]
            temperament = getattr(self.player, "temperament", None)
            return Action(ActionKind.NEW_CAVE,
                          new_cave(temperament, cave, others, view.stakes.stake))
        said = stake_answer(view.seat, view.stakes, view.legal)
        if said is not None:
            return said
        for o in view.legal:
            if o.kind is not ActionKind.SIT_OUT:
                return Action(o.kind, o.low if o.low == o.high else 0)
        return Action(view.legal[0].kind)


def _learned(mind: Any) -> list[Any]:
    """What a good player has learned of the others over the deals (its notes on each): a
    decision reads it and never changes what it holds, so the copies of one mind made to
    follow the ways of its mixing share it rather than copy it, which is most of the time
    a copy would take."""
    out = [getattr(mind, a, None) for a in ("model", "_stud_notes", "_brag_notes")]
    bouillotte = getattr(mind, "_bouillotte_mind", None)
    if bouillotte is not None:
        out.append(bouillotte._cache)  # (a decision's counts, the same whoever counts them)
    return [x for x in out if x is not None]


__all__ = ["Adviser", "Choices", "MOST_MINDS", "MOST_WAYS", "Way", "decision_key",
           "gist", "same_choice"]
