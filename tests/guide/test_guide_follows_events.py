"""The guide's words follow what happened (issue 39, play-test A3): once the person's move
has changed the deal, no later word of the guide, nor the end's summary, claims a moment the
table did not show.  A learner at Ambigu bet 11 where the book bet 50; Deacon Gray threw in
and no hand was called, yet the guide said "the bets are made equal, so the hands in the call
are shown" and the summary listed "the show" as seen.

Each guided deal is played with every other legal move at each of the person's turns (then
the book's), once with the others playing as they judge best and once with the others
throwing in whenever they may (so that nobody is called); the words are checked against the
events the person was shown."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.guide import players as guide_players
from game.guide.notes import Summary
from game.guide.run import Told, play
from game.rulebook.guided import prepared_deal
from game.rulebook.guided.model import YOU

K = ActionKind
GAMES = sorted(VARIANTS)

SHOW = re.compile(r"so the hands are shown|hands in the call are shown|hole cards are turned"
                  r"|'s hand is shown|both hands are shown|hands of those still in are shown"
                  r"|every hand is shown|^The hands are shown")
"""Words that say hands were shown against each other (two hands at least), as a thing
that has happened (not "when the turn comes back, the hands are shown")."""
CALLED = re.compile(r"last bet is called, |calls your bet|stays with your bet|bets are made equal"
                    r"|calls, so|who calls|^The last bet is called")
"""Words that say a bet was met."""


def _deal(events: list[Any]) -> list[Any]:
    """The events of the deal in progress (since its last DealStarted)."""
    start = max((i for i, e in enumerate(events) if type(e).__name__ == "DealStarted"), default=0)
    return events[start:]


def _shown(events: list[Any]) -> int:
    return len({e.seat for e in events if type(e).__name__ == "HandShown"})


def _called(events: list[Any]) -> bool:
    return any(type(e).__name__ == "Acted" and e.kind is K.CALL and e.amount for e in events)


def _other_moves(view, book):
    """A legal move of each kind the view offers but the book's (the lowest and the highest
    amount where they differ)."""
    out = []
    for offer in view.legal:
        if offer.kind is K.DRAW:
            if book.kind is not K.DRAW or book.cards:
                out.append(Action(K.DRAW))
            if book.kind is not K.DRAW or len(book.cards) != offer.high:
                out.append(Action(K.DRAW, cards=tuple(view.hand[:offer.high])))
        elif offer.kind is K.DRAW_ONE:
            if book.kind is not K.DRAW_ONE:
                out.append(Action(K.DRAW_ONE, amount=offer.high))
        elif offer.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
            if book.kind is not offer.kind:
                out.append(Action(offer.kind, amount=offer.high))
        else:
            for amount in sorted({offer.low, offer.high}):
                if offer.kind is not book.kind or amount != book.amount:
                    out.append(Action(offer.kind, amount))
    return out


class _Thrower:
    """A computer player who throws in whenever he may (else plays as he judges)."""

    def __init__(self, own):
        self.own = own
        self.name = own.name
        self.description = getattr(own, "description", "")

    def decide(self, view):
        if view.offer(K.ABANDON) is not None:
            return Action(K.ABANDON)
        return self.own.decide(view)

    def deal_over(self, view):
        hook = getattr(self.own, "deal_over", None)
        if hook is not None:
            hook(view)



def _run(variant: str, choose, wrap: bool, monkeypatch) -> list[str]:
    """Play, and say each word of the guide that claims what did not happen."""
    p = prepared_deal(variant)
    if wrap:
        real = guide_players.ScriptedPlayer.decide

        def decide(self, view):
            if not self.state.on_line and view.offer(K.ABANDON) is not None:
                return Action(K.ABANDON)
            return real(self, view)

        monkeypatch.setattr(guide_players.ScriptedPlayer, "decide", decide)
    events: list[Any] = []
    wrong: list[str] = []
    deals_shown = 0
    for item in play(variant, choose, events=events):
        if isinstance(item, Told) and item.note.kind == "moment":
            deal = _deal(events)
            text = item.note.text
            if SHOW.search(text) and _shown(deal) < 2:
                wrong.append(f"a show said, {_shown(deal)} hand(s) shown: {text!r}")
            if CALLED.search(text) and not _called(deal):
                wrong.append(f"a call said, none made: {text!r}")
        elif isinstance(item, Summary):
            starts = [i for i, e in enumerate(events) if type(e).__name__ == "DealStarted"] + [len(events)]
            deals_shown = max(_shown(events[a:b]) for a, b in zip(starts, starts[1:]))
            called = any(_called(events[a:b]) for a, b in zip(starts, starts[1:]))
            for m in p.moments:
                if m.title not in item.seen:
                    continue
                words = m.general or m.says
                if SHOW.search(words) and deals_shown < 2:
                    wrong.append(f"the summary lists {m.title!r} as seen; no show was")
                if CALLED.search(words) and not called:
                    wrong.append(f"the summary lists {m.title!r} as seen; no call was")
    if wrap:
        monkeypatch.undo()
    return wrong


def _decisions(variant: str) -> int:
    p = prepared_deal(variant)
    return sum(1 for deal in p.script for s in deal if s.who == YOU)


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_after_another_move_no_word_claims_what_did_not_happen(variant, monkeypatch):
    wrong: list[str] = []
    for at in range(_decisions(variant)):
        seen = {"n": 0, "others": None}

        def first(view, book):
            if seen["n"] == at:
                seen["others"] = _other_moves(view, book)
            seen["n"] += 1
            return book

        list(play(variant, first))
        for other in seen["others"] or ():
            for wrap in (False, True):
                count = {"n": 0}

                def choose(view, book, other=other):
                    count["n"] += 1
                    if count["n"] == at + 1 and view.offer(other.kind) is not None:
                        return other
                    return book

                for w in _run(variant, choose, wrap, monkeypatch):
                    wrong.append(f"turn {at}, {other}{' (the others throw in)' if wrap else ''}: {w}")
    assert not wrong, variant + ":\n" + "\n".join(dict.fromkeys(wrong))


def test_ambigu_a_bet_nobody_stays_with_is_no_show(monkeypatch):
    """The play-test's own deal: 11 bet where the book bets 50, Deacon Gray throws in."""
    def choose(view, book):
        if book.kind is K.BET and book.amount == 50:
            return Action(K.BET, 11)
        return book

    assert _run("ambigu", choose, True, monkeypatch) == []
