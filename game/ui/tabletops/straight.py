"""Straight Poker's table-top (Foster, "Straight Poker"): five cards, no draw, the hands
laid out from the view; the shared table does the rest."""

from __future__ import annotations

from .base import TableTop, register


@register("straight")
class StraightTop(TableTop):
    pass
