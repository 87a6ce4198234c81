"""Flat Poker's table-top (Foster, the draw for a flat pool, backing the field): the
hands from the view, the backer's badge (shared), and its keys."""

from __future__ import annotations

from .base import TableTop, register


@register("flat", "flat-field")
class FlatTop(TableTop):
    def help_keys(self, mark, tail):
        return [mark, ("D", "draw the marked cards"),
                ("B  C  P", "blind, come in or call, pass"),
                ("F", "back your hand against the field")] + tail
