"""Warming the computer players' tables once a process: the chances of every shape of
draw, the hand evaluator's tables and the average opponent's ranges, so that a first decision
does not wait for them.  Its own module, above both :mod:`.odds` and :mod:`.model`, which it
warms (so neither imports the other)."""

from __future__ import annotations

from game.cards import parse_hand
from game.hands import evaluate

from .model import AVERAGE, after_draw, warm_parts
from .odds import SHAPES, shape_chances

_WARM = False


def warm() -> None:
    """Work out now, once a process, what a first decision would otherwise wait for: the
    chances of every shape, the hand evaluator's tables, the average opponent's ranges."""
    global _WARM
    for kind in SHAPES:
        shape_chances(kind)
    warm_parts()
    evaluate(parse_hand(SHAPES["pair"][0]))
    for drew in (None, 0, 1, 2, 3, 4, 5):
        after_draw(AVERAGE.key(), drew)
    _WARM = True


def warm_once() -> None:
    """:func:`warm`, unless it has been done already."""
    if not _WARM:
        warm()
