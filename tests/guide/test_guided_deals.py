"""Every game's guided deal (issue 39): played as guided, it reaches every moment it claims,
in order, with every move as prepared and the person's moves the book's own; played any other
way, it never blocks and always ends."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.guide.decisions import decision_index, fitted, same_move, scripted_step
from game.guide.run import Line, Told, play, setup
from game.guide.notes import Summary
from game.rulebook.guided import all_prepared, prepared_deal
from game.rulebook.guided.model import POINTS, YOU

K = ActionKind
GAMES = sorted(VARIANTS)


def test_every_game_has_a_prepared_deal():
    assert sorted(all_prepared()) == GAMES


@pytest.mark.parametrize("variant", GAMES)
def test_the_prepared_deal_is_well_formed(variant):
    p = prepared_deal(variant)
    ids = [m.id for m in p.moments]
    assert len(ids) == len(set(ids)), ids
    assert sum(1 for _, t in p.cast if t == "human") == 1 and p.names.count(YOU) == 1
    assert len(p.packs) == len(p.script) == p.deals
    for m in p.moments:
        assert m.point in POINTS, m.id
        assert (m.seat is not None) == (m.point == "seat"), m.id
        if m.seat is not None:
            p.seat_of(m.seat)
        if m.general and m.when.turn:
            # (said off the prepared way without an event to fill in whoever made it)
            assert "{" not in m.general, f"{m.id}: a turn's words true of any deal name nobody"
        if m.when.seat is not None:
            p.seat_of(m.when.seat)
        if m.when.after:
            assert m.when.after in ids[:ids.index(m.id)], m.id
    for deal in p.script:
        for step in deal:
            p.seat_of(step.who)
    assert p.holds and p.opening


def _guided(variant: str):
    """Play the deal as guided, the person making the live book's move at each turn, and
    check that it is the prepared move (the script is only how the deal was laid out)."""
    p = prepared_deal(variant)
    disagreements = []

    def choose(view, book):
        step = scripted_step(p, view.deal, YOU, decision_index(view))
        if step is None or not same_move(view, fitted(view, step.action()), book):
            disagreements.append((view.deal, len(view.history), str(step), str(book)))
        return book

    items = list(play(variant, choose))
    return items, disagreements


@pytest.mark.parametrize("variant", GAMES)
def test_played_as_guided_every_moment_comes_in_order(variant):
    p = prepared_deal(variant)
    items, disagreements = _guided(variant)
    said = [i.note.moment for i in items if isinstance(i, Told) and i.note.kind == "moment"]
    assert said == [m.id for m in p.moments], f"{variant}: missed {[m.id for m in p.moments if m.id not in said]}"
    assert not disagreements, f"{variant}: the prepared move is not the book's: {disagreements}"
    assert not [i for i in items if isinstance(i, Told) and i.note.kind == "differs"]
    summary = items[-1]
    assert isinstance(summary, Summary) and not summary.missed
    assert len(summary.seen) == len(p.moments)


@pytest.mark.parametrize("variant", GAMES)
def test_played_as_guided_every_move_is_the_prepared_one(variant):
    p = prepared_deal(variant)
    g = setup(p)
    table, you = g.table, g.you
    played: list[list[tuple[str, Action]]] = []
    for deal in range(p.deals):
        g.rng.new_deal()
        table.start_deal()
        moves = []
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            action = g.guide.book(view) if seat == you else g.players[seat].decide(view)
            moves.append((p.names[seat], action))
            table.act(seat, action)
        played.append(moves)
    assert g.rng.used_up and not g.rng.unplanned, "every prepared pack laid out, and no other shuffled"
    for deal, (script, moves) in enumerate(zip(p.script, played), 1):
        want = [(s.who, s.kind, s.amount, set(s.cards)) for s in script]
        # (a move whose amount the offer fixes, a call, is written without it)
        got = [(who, a.kind, a.amount if s.amount else 0, set(a.cards))
               for (who, a), s in zip(moves, script)]
        assert len(moves) == len(script), f"deal {deal}: {[(w, str(a)) for w, a in moves]}"
        assert got == want, f"deal {deal}"


def _other_moves(view, book):
    """A legal move of each kind the view offers but the book's."""
    out = []
    for offer in view.legal:
        if offer.kind is book.kind:
            continue
        if offer.kind is K.DRAW:
            out.append(Action(K.DRAW, cards=tuple(view.hand[:offer.high])))
        elif offer.kind is K.DRAW_ONE:
            out.append(Action(K.DRAW_ONE, amount=offer.high))
        elif offer.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
            out.append(Action(offer.kind, amount=offer.high))
        else:
            out.append(Action(offer.kind, offer.high if offer.high != offer.low else offer.low))
    return out


def _decisions(variant: str) -> int:
    p = prepared_deal(variant)
    return sum(1 for deal in p.script for s in deal if s.who == YOU)


@pytest.mark.parametrize("variant", GAMES)
def test_any_other_move_at_any_turn_never_blocks_and_the_deal_ends(variant):
    """At each of the person's turns in turn, each other legal move; then the book's."""
    for at in range(_decisions(variant)):
        seen = {"n": 0, "others": None}

        def first(view, book):
            seen["others"] = seen["others"] if seen["n"] != at else _other_moves(view, book)
            seen["n"] += 1
            return book

        list(play(variant, first))
        for other in seen["others"] or ():
            count = {"n": 0}

            def choose(view, book, other=other):
                count["n"] += 1
                return other if count["n"] == at + 1 and _allowed(view, other) else book

            items = list(play(variant, choose))
            assert isinstance(items[-1], Summary)
            differs = [i for i in items if isinstance(i, Told) and i.note.kind == "differs"]
            assert len(differs) == 1, (variant, at, str(other))


def _allowed(view, action):
    return view.offer(action.kind) is not None


@pytest.mark.parametrize("variant", GAMES)
def test_random_moves_never_block_and_the_deal_ends(variant):
    for seed in range(4):
        rng = random.Random(seed)

        def choose(view, book):
            offer = rng.choice(view.legal)
            if offer.kind is K.DRAW:
                return Action(K.DRAW, cards=tuple(rng.sample(view.hand, rng.randrange(offer.high + 1))))
            amount = rng.randrange(offer.low, offer.high + 1) if offer.high else 0
            return Action(offer.kind, amount)

        items = list(play(variant, choose, seed=seed))
        assert isinstance(items[-1], Summary)
        assert any(isinstance(i, Line) for i in items)


def test_the_guide_is_below_the_window():
    """Nothing in the guide or its data imports pygame or the window (the dependency
    direction of docs/architecture.md)."""
    import subprocess
    import sys

    code = ("import sys; sys.modules['pygame'] = None\n"
            "import game.guide.run, game.guide.showing, game.rulebook.guided as g\n"
            "g.all_prepared()\n"
            "assert not [m for m in sys.modules if m.startswith('game.ui')]\n")
    subprocess.run([sys.executable, "-c", code], check=True)
