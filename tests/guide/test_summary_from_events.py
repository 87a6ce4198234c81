"""The end's summary says what happened at the table (issue 39, a play-tester's round).

At Ambigu the summary said the deal "did not come to 'Enough', meeting the player, the second
draw and betting after the second draw", though the tester had said "Enough" himself and had
played a second draw and the betting after it: a moment of the person's turn counted only
when said on the prepared way.  Bouillotte said he had seen "equalling the blind" when he had
raised, and that the deal never came to "withdrawing" when every other player had withdrawn.

Here every game's guided deal is played off the prepared line (another move than the book's
at one of the person's turns), and the summary's "seen" and "did not come to" are checked
against the events and the turns the table actually showed."""

from __future__ import annotations

import pytest

from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.guide.decisions import decision_index
from game.guide.driver import Guide
from game.guide.run import play
from game.rulebook.guided import prepared_deal
from game.rulebook.guided.model import YOU

K = ActionKind
GAMES = sorted(VARIANTS)


def _other(view, book):
    for offer in view.legal:
        if offer.kind is book.kind:
            continue
        if offer.kind is K.DRAW:
            return Action(K.DRAW, cards=tuple(view.hand[:offer.high]))
        if offer.kind in (K.DRAW_ONE, K.TRADE_MONEY, K.BARTER, K.GIVE):
            return Action(offer.kind, offer.high)
        return Action(offer.kind, offer.low)
    return book


def played(variant: str, at: int | None, monkeypatch, choose=None):
    """Play the guided deal, the person going another way at his turn ``at``; the events told
    (with the guide's deal each came in), the person's turns (deal, decision, offers) and the
    summary."""
    events: list = []
    turns: list = []
    told, turn = Guide.told, Guide.turn

    def hear(self, event):
        out = told(self, event)  # (first: a deal's start sets the guide's deal)
        events.append((self.deal, event))
        return out

    def at_turn(self, view, *a, **kw):
        turns.append((self.deal_of(view.deal), decision_index(view), {o.kind for o in view.legal}, len(events)))
        return turn(self, view, *a, **kw)

    monkeypatch.setattr(Guide, "told", hear)
    monkeypatch.setattr(Guide, "turn", at_turn)
    n = {"i": 0}

    def other_at(view, book):
        n["i"] += 1
        return _other(view, book) if n["i"] - 1 == at else book

    out = list(play(variant, choose or other_at))
    monkeypatch.setattr(Guide, "told", told)
    monkeypatch.setattr(Guide, "turn", turn)
    return events, turns, out[-1]


def _matches(p, w, deal_events, i) -> bool:
    event = deal_events[i]
    if type(event).__name__ != w.event:
        return False
    who = event.to if type(event).__name__ == "Bartered" else getattr(event, "seat", None)
    if w.seat is not None and who != p.seat_of(w.seat):
        return False
    if w.kind is not None and getattr(event, "kind", None) != w.kind:
        return False
    return all(getattr(event, f, None) == v for f, v in w.where)


def came(p, m, events, turns) -> bool:
    """Whether the table showed the moment, worked out from the record alone."""
    if m.seen:
        by_deal: dict[int, list] = {}
        for d, e in events:
            by_deal.setdefault(d, []).append(e)
        for deal_events in by_deal.values():
            for i in range(len(deal_events)):
                for w in m.seen:
                    if not _matches(p, w, deal_events, i):
                        continue
                    if w.after:
                        before = deal_events[:i]
                        after_m = p.moment(w.after)
                        if not any(_matches(p, a, before, j) for a in after_m.seen for j in range(len(before))):
                            continue
                    return True
        return False
    w = m.when
    if w.turn:
        nth = dict(w.where).get("nth")
        return any(d == w.deal and (w.kind is None or w.kind in kinds) and nth in (None, k)
                   and (not w.after or _before(p, p.moment(w.after), events[:upto], d))
                   for d, k, kinds, upto in turns)
    return None  # (a moment of an event: said or passed over as before; not judged here)


def _before(p, m, events, deal) -> bool:
    """Whether the moment ``m`` (of an event, made by another than the person) came in ``deal``
    among ``events``."""
    if m.when.turn:
        return False
    w = m.when
    return any(d == deal and type(e).__name__ == w.event and getattr(e, "seat", None) != p.you
               and (w.kind is None or getattr(e, "kind", None) == w.kind) for d, e in events)


@pytest.mark.parametrize("variant", GAMES)
def test_the_summary_off_the_prepared_line_says_what_the_table_showed(variant, monkeypatch):
    p = prepared_deal(variant)
    mine = sum(1 for deal in p.script for s in deal if s.who == YOU)
    for at in sorted({0, mine // 2, mine - 1}):
        events, turns, summary = played(variant, at, monkeypatch)
        missed = {t for t, _ in summary.missed}
        for m in p.moments:
            truth = came(p, m, events, turns)
            if truth is None:
                continue
            if truth:
                assert m.title in summary.seen, (variant, at, m.id, "came but is not among those seen")
            else:
                assert m.title not in summary.seen, (variant, at, m.id, "seen but never came")
                assert m.title in missed or any(x.title == m.title and x.id != m.id for x in p.moments), \
                    (variant, at, m.id)


def test_ambigu_enough_the_second_draw_and_its_betting_are_seen_off_the_line(monkeypatch):
    """The tester's deal: at the dealer's choice he kept the cards (so the first deal had a
    second draw and betting after it), and at the next first draw he said "Enough"."""

    def choose(view, book):
        if book.kind is K.DEAL_AGAIN and view.offer(K.KEEP_CARDS) is not None:
            return Action(K.KEEP_CARDS)
        if book.kind is K.DRAW and view.offer(K.DRAW) is not None and len(view.hand) == 2:
            return Action(K.DRAW)  # "Enough"
        return book

    events, turns, summary = played("ambigu", None, monkeypatch, choose)
    names = [type(e).__name__ for _, e in events]
    assert "EnoughSaid" in names and any(type(e).__name__ == "AmbiguDrawn" and e.round == 2 for _, e in events)
    text = " ".join(summary.lines())
    for title in ("\u201cEnough\u201d", "the second draw", "betting after the second draw"):
        assert title in summary.seen, (title, text)
    assert "did not come to" not in text or "second draw" not in text.split("did not come to")[1]


def test_bouillotte_raising_is_not_equalling_and_others_withdrawing_is_withdrawing(monkeypatch):
    """The tester raised at his first bet and everyone withdrew."""
    n = {"i": 0}

    def choose(view, book):
        n["i"] += 1
        if view.offer(K.RAISE) is not None and n["i"] == 2:
            return Action(K.RAISE, view.offer(K.RAISE).low)
        return book

    events, turns, summary = played("bouillotte", None, monkeypatch, choose)
    assert not any("equalling" in t for t in summary.seen)
    if any(type(e).__name__ == "Acted" and e.kind is K.ABANDON for _, e in events):
        assert "withdrawing" in summary.seen
