"""Tweens and easing: pure Python, no display."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui.tween import (EASINGS, Call, Group, Sequence, Tween, Tweens, Wait, ease_in_out_cubic,
                           ease_out_cubic, linear)


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 10.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


@given(st.floats(0, 1), st.floats(0, 1))
def test_monotone_easings_never_go_backwards(a, b):
    lo, hi = min(a, b), max(a, b)
    for name in ("linear", "ease_in_quad", "ease_out_quad", "ease_in_out_quad", "ease_in_cubic",
                 "ease_out_cubic", "ease_in_out_cubic", "ease_in_out_sine"):
        f = EASINGS[name]
        assert f(lo) <= f(hi) + 1e-12
        assert -1e-12 <= f(lo) <= 1 + 1e-12


def test_ease_out_back_overshoots_then_settles():
    f = EASINGS["ease_out_back"]
    assert max(f(t / 100) for t in range(101)) > 1.0
    assert f(1.0) == pytest.approx(1.0)


def test_ease_in_out_is_symmetric():
    for t in (0.1, 0.25, 0.4):
        assert ease_in_out_cubic(t) == pytest.approx(1 - ease_in_out_cubic(1 - t))


def test_tween_moves_from_the_value_it_finds_at_the_start():
    thing = Thing()
    t = Tween(thing, 1.0, x=100.0, easing=linear)
    thing.x = 20.0  # changed before the tween starts: the tween starts from here
    t.update(0.5)
    assert thing.x == pytest.approx(60.0)
    assert not t.done
    t.update(0.5)
    assert thing.x == 100.0 and t.done


def test_tween_uses_its_easing():
    thing = Thing()
    Tween(thing, 1.0, x=100.0, easing=ease_out_cubic).update(0.5)
    assert thing.x == pytest.approx(100 * ease_out_cubic(0.5))


def test_tween_by_easing_name_and_on_dicts_and_tuples():
    d = {"alpha": 0.0, "pos": (0.0, 10.0)}
    t = Tween(d, 2.0, alpha=255.0, pos=(100.0, 20.0), easing="linear")
    t.update(1.0)
    assert d["alpha"] == pytest.approx(127.5)
    assert d["pos"] == pytest.approx((50.0, 15.0))
    t.update(5.0)
    assert d == {"alpha": 255.0, "pos": (100.0, 20.0)}


def test_delay_waits_before_moving():
    thing = Thing()
    t = Tween(thing, 1.0, x=10.0, delay=0.5, easing=linear)
    t.update(0.4)
    assert thing.x == 0.0
    t.update(0.6)
    assert thing.x == pytest.approx(5.0)


def test_on_finish_runs_once_whether_run_out_or_finished_early():
    thing = Thing()
    calls = []
    t = Tween(thing, 1.0, x=10.0, on_finish=lambda: calls.append("a")).on_finish(lambda: calls.append("b"))
    t.update(2.0)
    t.update(1.0)
    t.finish()
    assert calls == ["a", "b"]
    calls.clear()
    t2 = Tween(thing, 1.0, x=50.0, on_finish=lambda: calls.append("c"))
    t2.finish()
    t2.finish()
    assert thing.x == 50.0 and calls == ["c"]


def test_cancel_stops_without_callbacks():
    thing = Thing()
    calls = []
    t = Tween(thing, 1.0, x=10.0, easing=linear, on_finish=lambda: calls.append(1))
    t.update(0.5)
    t.cancel()
    t.update(1.0)
    assert thing.x == pytest.approx(5.0) and calls == [] and t.done


def test_zero_duration_jumps_straight_to_the_end():
    thing = Thing()
    t = Tween(thing, 0.0, x=7.0)
    assert t.update(0.0) and thing.x == 7.0


def test_bad_tweens_are_refused():
    with pytest.raises(ValueError):
        Tween(Thing(), -1.0, x=1.0)
    with pytest.raises(ValueError):
        Tween(Thing(), 1.0)
    with pytest.raises(ValueError):
        Tween(Thing(), 1.0, pos=(1.0, 2.0, 3.0)).update(0.1)


def test_group_speed_multiplier_plays_faster():
    thing = Thing()
    group = Tweens(speed=2.0)
    group.tween(thing, 1.0, x=100.0, easing=linear)
    group.update(0.25)
    assert thing.x == pytest.approx(50.0)
    group.speed = 0.5
    group.update(0.5)
    assert thing.x == pytest.approx(75.0)
    assert group.busy
    group.update(10)
    assert not group.busy and len(group) == 0


def test_finish_all_skips_everything_including_what_callbacks_start():
    thing = Thing()
    group = Tweens()
    order = []

    def then() -> None:
        order.append("first")
        group.tween(thing, 5.0, y=99.0, on_finish=lambda: order.append("second"))

    group.tween(thing, 5.0, x=42.0, on_finish=then)
    assert group.finish_all() is True
    assert (thing.x, thing.y) == (42.0, 99.0)
    assert order == ["first", "second"]
    assert not group.busy
    assert group.finish_all() is False


def test_sequence_runs_steps_in_order_and_carries_time_over():
    thing = Thing()
    log = []
    seq = Sequence(Tween(thing, 1.0, x=10.0, easing=linear), Call(lambda: log.append(thing.x)),
                   Wait(0.5), Tween(thing, 1.0, y=0.0, easing=linear), on_finish=lambda: log.append("end"))
    seq.update(1.25)  # finishes the first tween; the extra quarter second goes into the wait
    assert thing.x == 10.0 and log == [10.0]
    seq.update(0.5)  # wait ends after 0.25; the next tween gets 0.25 of its second
    assert thing.y == pytest.approx(7.5)
    seq.update(1.0)
    assert seq.done and log == [10.0, "end"]


def test_sequence_finish_runs_every_remaining_step():
    thing = Thing()
    log = []
    seq = Sequence(Tween(thing, 1.0, x=1.0), Call(lambda: log.append("called")), Tween(thing, 1.0, y=3.0))
    seq.finish()
    assert (thing.x, thing.y) == (1.0, 3.0) and log == ["called"] and seq.done


def test_group_runs_side_by_side():
    a, b = Thing(), Thing()
    done = []
    g = Group(Tween(a, 1.0, x=1.0, easing=linear), Tween(b, 2.0, x=2.0, easing=linear),
              on_finish=lambda: done.append(True))
    g.update(1.0)
    assert a.x == 1.0 and b.x == pytest.approx(1.0) and not done
    g.update(1.0)
    assert done == [True]


@given(st.lists(st.floats(0.0, 0.2), min_size=1, max_size=40))
def test_a_tween_always_lands_exactly_on_its_end(steps):
    thing = Thing()
    t = Tween(thing, 0.5, x=123.0, easing="ease_out_back")
    for dt in steps:
        t.update(dt)
    t.finish()
    assert thing.x == 123.0 and not math.isnan(thing.x)
