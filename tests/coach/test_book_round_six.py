"""Book round 6 (issue 36), the advice's words given the conditions they need: "Why throw
good counters after bad?" only once the seat has put counters in; "Raise again" only once it
has raised; "if another opens you may still stay" only while another may yet open; and
Ambigu's "I play 12" never written "i play 12" inside a sentence."""

from __future__ import annotations

from test_book_round_three import _play

from game.coach.advice import _fit_the_deal
from game.coach.model import Advice, in_clause
from game.engine import Action, ActionKind as K, Phase
from game.engine.core.view import PublicAction

KINDS = ("liberal", "good", "close", "liberal")


def _put_nothing(view) -> bool:  # type: ignore[no-untyped-def]
    return view.me.put == 0 and not any(a.put for a in view.history if a.seat == view.seat)


def test_the_advice_over_real_deals_says_only_what_fits_the_deal():
    spared = 0
    for variant in ("brag", "draw", "ambigu"):
        for seed in (1, 2):
            for view, advice in _play(variant, KINDS, seed, 8):
                text = f"{advice.says} {advice.heading}"
                if "good counters after bad" in text:
                    assert not _put_nothing(view), text
                spared += "why put counters on it?" in text
                if advice.says.startswith("Raise again"):
                    assert any(a.kind is K.RAISE for a in view.history if a.seat == view.seat), text
                assert " i play" not in text and " i pass" not in text, text
    assert spared, "a lay-down with nothing put in should be met at Brag"


def _a_view():  # type: ignore[no-untyped-def]
    for view, _ in _play("draw", KINDS, 1, 1):
        return view
    raise AssertionError("no decision")


def test_each_passage_is_given_its_condition():
    view = _a_view()
    me, other = view.seat, (view.seat + 1) % len(view.players)
    fresh = view._replace(history=(), players=tuple(p._replace(put=0) for p in view.players))
    lay = "Lay it down: if you think you have not the best hand, why throw good counters after bad?"
    assert _fit_the_deal(lay, fresh).endswith("why put counters on it?")
    staked = fresh._replace(history=(PublicAction(me, K.CALL, 5, Phase.BEFORE_DRAW),))
    assert _fit_the_deal(lay, staked) == lay
    again = "Raise again: your hand is strong enough to meet a raise with one of your own."
    assert _fit_the_deal(again, fresh).startswith("Raise: your hand")
    raised = fresh._replace(history=(PublicAction(me, K.RAISE, 5, Phase.BEFORE_DRAW),))
    assert _fit_the_deal(again, raised) == again
    wait = "Pass, and keep your cards: you need not open, and if another opens you may still stay, or raise him."
    opening = fresh._replace(phase=Phase.OPENING)
    assert _fit_the_deal(wait, opening) == wait  # (nobody has spoken yet)
    passes = tuple(PublicAction(p.seat, K.PASS, 0, Phase.OPENING) for p in view.players
                   if p.seat != me and p.in_deal)
    last = _fit_the_deal(wait, opening._replace(history=passes))
    assert "if another opens" not in last and "none will open after you" in last, last
    one_left = opening._replace(history=tuple(a for a in passes if a.seat != other))
    assert _fit_the_deal(wait, one_left) == wait


def test_i_play_keeps_its_capital_inside_a_sentence():
    assert in_clause("I play 12") == "I play 12" and in_clause("I pass") == "I pass"
    assert in_clause("Call 5") == "call 5"
    advice = Advice(Action(K.PASS), "Pass", "", "", mixed=("I play 12",))
    assert "or now and then I play 12" in advice.heading
