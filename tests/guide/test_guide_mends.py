"""The guided deal after two play-testers (issue 39): the ante's moment waits for the pool to
be complete; every opponent's move is explained as it happens; after a move other than the
book's every moment that still comes is explained in words true of any deal; Ambigu tells
the order of the hands and what each is paid; Bouillotte's straddle speaks of the age as the
table shows it, and the book's word on it reads as a sentence."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine import Action, ActionKind, Table
from game.engine.registry import VARIANTS
from game.guide.driver import Guide
from game.guide.run import Told, play, setup
from game.rulebook.guided import prepared_deal
from game.rulebook.guided.model import YOU

K = ActionKind
GAMES = sorted(VARIANTS)


@pytest.mark.parametrize("variant", GAMES)
def test_a_moment_on_the_stakes_waits_for_the_last_of_them(variant):
    """A play-tester at Commerce read "the pool 3" under the ante's moment, the dealer's ante
    still to come: a moment on a stake comes once every stake of that round is in."""
    p = prepared_deal(variant)
    staked = [m for m in p.moments if m.when.event == "Staked" and m.point == "pool"]
    if not staked:
        pytest.skip("no moment on a stake")
    g = setup(p)
    heard: list = []
    g.table.subscribe(heard.append)
    g.rng.new_deal()
    g.table.start_deal()
    for m in staked:
        at = next(i for i, e in enumerate(heard)
                  if type(e).__name__ == "Staked" and e.seat == p.seat_of(m.when.seat))
        after = heard[at + 1] if at + 1 < len(heard) else None
        assert type(after).__name__ != "Staked", (variant, m.id, "a stake follows the moment's")


def _recorded(variant, choose, seed, monkeypatch):
    """Play the guided deal, recording each move made and whether the guide said anything
    of the events it brought."""
    rec: list = []
    told, act = Guide.told, Table.act

    def guide_told(self, event):
        notes = told(self, event)
        rec.append(("event", event, notes))
        return notes

    def table_act(self, seat, action):
        rec.append(("act", seat, action))
        return act(self, seat, action)

    monkeypatch.setattr(Guide, "told", guide_told)
    monkeypatch.setattr(Table, "act", table_act)
    list(play(variant, choose, seed=seed))
    monkeypatch.setattr(Guide, "told", told)
    monkeypatch.setattr(Table, "act", act)
    return rec


def _random_chooser(seed):
    rng = random.Random(seed)

    def choose(view, book):
        if rng.random() < 0.5:
            return book
        offer = rng.choice(view.legal)
        if offer.kind is K.DRAW:
            return Action(K.DRAW, cards=tuple(rng.sample(view.hand, rng.randrange(offer.high + 1))))
        return Action(offer.kind, rng.randrange(offer.low, offer.high + 1) if offer.high else 0)
    return choose


@pytest.mark.parametrize("variant", GAMES)
def test_every_opponents_move_is_explained_as_it_happens(variant, monkeypatch):
    """A play-tester at Bouillotte: Colonel Dash's first move went untold.  Played as guided
    and off it, each move of an opponent's brings a word of the guide's (its move in the
    game's words, or a moment); only a card passed to the person is spoken to at his turn."""
    you = prepared_deal(variant).you
    untold: Counter = Counter()
    for seed in (None, 0, 1, 2, 3):
        choose = None if seed is None else _random_chooser(seed)
        rec = _recorded(variant, choose, seed or 0, monkeypatch)
        move, said, to_you = None, False, False
        for kind, *rest in rec + [("act", None, None)]:
            if kind == "act":
                if move is not None and move[0] != you and not said and not to_you:
                    untold[move[1].kind.value] += 1
                move, said, to_you = tuple(rest), False, False
                continue
            event, notes = rest
            said = said or bool(notes)
            to_you = to_you or (type(event).__name__ == "BarterOffered" and event.to == you)
    assert not untold, f"{variant}: opponents' moves not explained: {dict(untold)}"


def _first_other(view, book):
    for offer in view.legal:
        if offer.kind is book.kind:
            continue
        if offer.kind is K.DRAW:
            return Action(K.DRAW, cards=tuple(view.hand[:offer.high]))
        if offer.kind in (K.DRAW_ONE, K.TRADE_MONEY, K.BARTER, K.GIVE):
            return Action(offer.kind, offer.high)
        return Action(offer.kind, offer.low)
    return book


SPECIFIC = {("draw", "threes"), ("flat-field", "field-call"), ("flat-field", "backer-wins")}
"""Moments whose words speak of what the prepared cards make (threes drawn; the field's call
on a hand backed): no words can be true of them in any deal."""


@pytest.mark.parametrize("variant", GAMES)
def test_after_another_move_every_moment_that_comes_is_explained(variant, monkeypatch):
    """Words true of any deal existed for four games only: elsewhere a moment that came after
    the person went another way was passed over in silence.  Going another way at each of the
    person's turns in turn, every moment whose event comes after it is said when it comes."""
    p = prepared_deal(variant)
    turns = sum(1 for deal in p.script for s in deal if s.who == YOU)
    for at in range(turns):
        n = {"i": 0}
        cut: dict = {}
        judged = Guide.judged

        def judge(self, view, action, was_on_line, advice=None, **kw):
            notes = judged(self, view, action, was_on_line, *([advice] if advice is not None else []))
            if notes and "happened" not in cut:
                cut["happened"] = set(self.state.happened)
                cut["state"] = self.state
            return notes

        def choose(view, book, at=at):
            n["i"] += 1
            return _first_other(view, book) if n["i"] - 1 == at else book

        monkeypatch.setattr(Guide, "judged", judge)
        list(play(variant, choose))
        monkeypatch.setattr(Guide, "judged", judged)
        if "state" not in cut:
            continue
        state = cut["state"]
        # (a moment of the person's turn is spoken to by the book's word at that turn; it now
        # counts as happened when the turn comes, his way or the book's, for the summary)
        came = [m for m in state.happened if m not in cut["happened"] and (variant, m) not in SPECIFIC
                and not p.moment(m).when.turn]
        unsaid = [m for m in came if m not in state.said]
        assert not unsaid, (variant, at, unsaid)


def test_ambigu_tells_the_order_of_the_hands_and_what_each_is_paid():
    said = " ".join(i.note.text for i in play("ambigu") if isinstance(i, Told))
    order = ("the point", "the prime", "the sequence", "the tricon", "the flush", "doublets", "the fredon")
    at = [said.find(o) for o in order]
    assert all(i >= 0 for i in at) and at == sorted(at), at
    for paid in ("the point one counter", "the prime two", "the sequence three", "the tricon four",
                 "the flush five", "the fredon ten or eleven", "paid for both"):
        assert paid in said, paid
    assert "(Ambigu: value of the hands)" in said


def test_ambigus_first_moment_is_not_called_a_blind():
    """The table never says blind or ante at Ambigu: each puts a counter in the pool."""
    p = prepared_deal("ambigu")
    first = p.moments[0]
    assert "blind" not in first.title and "ante" not in first.title
    assert first.title == "the counter in the pool"


def test_bouillottes_straddle_speaks_of_the_age_where_the_table_shows_it():
    """The age's tag sits on the player on the dealer's right (the person, in the first
    deal): the straddle's words say he holds it, and the book's word reads as a sentence."""
    p = prepared_deal("bouillotte")
    g = setup(p)
    heard: list = []
    g.table.subscribe(heard.append)
    g.rng.new_deal()
    g.table.start_deal()
    started = next(e for e in heard if type(e).__name__ == "DealStarted")
    assert started.age == p.you
    items = list(play("bouillotte"))
    straddle = next(i.note for i in items if isinstance(i, Told) and i.note.moment == "straddle")
    assert "You hold the age" in straddle.text and "dealer's right to speak last" not in straddle.text
    assert "The book would not straddle" in straddle.text and "would do not" not in straddle.text
    assert "the age's last say" not in straddle.text

    def straddles(view, book):
        return Action(K.STRADDLE, view.offer(K.STRADDLE).low) if view.offer(K.STRADDLE) else book

    differs = [i.note.text for i in play("bouillotte", straddles) if isinstance(i, Told) and i.note.kind == "differs"]
    assert differs and differs[0].startswith("You chose to straddle") and "would not straddle" in differs[0]
    declines = [i.note.text for i in play("draw", lambda v, b: Action(K.NO_STRADDLE) if v.offer(K.STRADDLE) and
                                          b.kind is K.STRADDLE else b) if isinstance(i, Told)]
    assert not [t for t in declines if "would do not" in t or "chose to do not" in t]
