"""Stud Poker's table-top (Foster, "Stud Poker"): each player's down card lies face down
before his up-cards, and the person is told that only he sees his own."""

from __future__ import annotations

from typing import Any

from .base import TableTop, register


@register("stud", "stud-rounds")
class StudTop(TableTop):
    previews = {"stud": (1, 4, 0), "stud-rounds": (1, 2, 0)}
    hole_cards = 1

    def hand_note(self, seat: Any) -> str:
        if seat.holding and seat.cards and seat.cards[0].face_up:
            return "down card: only you see it"
        return ""
