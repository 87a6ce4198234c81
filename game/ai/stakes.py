"""What a computer player says between deals at table stakes (seed 000 "TABLE STAKES").

A computer player left with nothing asks at once to buy a new stake: he sat down to play.
Asked for his consent to another's new stake, he gives it, as a friendly table does; but the
table may have decided otherwise: once a player's asking has been refused in this game, the
computer players refuse him too, and he, refused before, does not ask again (he sits out his
deal and buys, as the book's default has it).  A computer player never chooses to sit out
longer, and one found sitting out (an older save) comes back.

Everything here reads the table's :class:`~game.engine.stakes.StakeQuestion` and the seat's
offers only: what every player at the table may see.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from game.engine import Action, ActionKind, LegalAction, Table
from game.engine.stakes import StakeQuestion

K = ActionKind


def stake_answer(seat: int, question: StakeQuestion,
                 offers: Sequence[LegalAction]) -> Action | None:
    """What ``seat`` says now, or None (nothing: the default holds)."""
    kinds = {o.kind for o in offers}
    if K.CONSENT in kinds:
        refused_before = question.asking in question.refused
        return Action(K.REFUSE if refused_before else K.CONSENT)
    if K.ASK_STAKE in kinds and seat not in question.refused:
        return Action(K.ASK_STAKE)
    if K.COME_BACK in kinds:
        return Action(K.COME_BACK)
    return None


def settle_new_stakes(table: Table, seats: Iterable[int]) -> list[tuple[int, Action]]:
    """Between deals, let the computer players in ``seats`` say what they will, in seat
    order, until none has more to say (or a seat not among them must answer a question).
    Returns what was said."""
    said: list[tuple[int, Action]] = []
    if not table.house.table_stakes or not table.deal_over or table.game_over:
        return said
    seats = sorted(seats)
    for _ in range(4 * table.size):  # each seat says a thing or two at most
        for seat in seats:
            offers = table.legal_actions(seat)
            if not offers:
                continue
            action = stake_answer(seat, table.new_stakes.question(), offers)
            if action is not None:
                table.act(seat, action)
                said.append((seat, action))
                break
        else:
            break
    return said


__all__ = ["settle_new_stakes", "stake_answer"]
