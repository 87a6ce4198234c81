"""What a computer player says between deals at table stakes (Foster, "Table Stakes").

A computer player left with nothing asks at once to buy a new stake: he sat down to play.
Asked for his consent to another's new stake, he gives it, as a friendly table does; but the
table may have decided otherwise: once a player's asking has been refused in this game, the
computer players refuse him too, and he, refused before, does not ask again (he sits out his
deal and buys, as the book's default has it).  A computer player never chooses to sit out
longer, and one found sitting out (an older save) comes back.

Everything here reads the table's :class:`~game.engine.core.stakes.StakeQuestion` and the seat's
offers only: what every player at the table may see.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from game.engine import Action, ActionKind, LegalAction, Table
from game.engine.core.stakes import StakeQuestion

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


def settle_new_stakes(table: Table, seats: Iterable[int],
                      players: Any = None) -> list[tuple[int, Action]]:
    """Between deals, let the computer players in ``seats`` say what they will, in seat
    order, until none has more to say (or a seat not among them must answer a question).
    ``players`` (by seat, optional): whose temperament chooses a game's own new stake
    (Bouillotte's cave).  Returns what was said."""
    said: list[tuple[int, Action]] = []
    if not table.asks_stakes or not table.deal_over or table.game_over:
        return said
    seats = sorted(seats)
    for _ in range(4 * table.size):  # each seat says a thing or two at most
        for seat in seats:
            offers = table.legal_actions(seat)
            if not offers:
                continue
            cave = next((o for o in offers if o.kind is K.NEW_CAVE), None)
            if cave is not None:  # Bouillotte: a new cave by temperament
                action = _new_cave(table, seat, cave, players)
            else:
                action = stake_answer(seat, table.new_stakes.question(), offers)
            if action is not None:
                table.act(seat, action)
                said.append((seat, action))
                break
        else:
            break
    return said


def _new_cave(table: Table, seat: int, offer: LegalAction, players: Any) -> Action:
    from .french.bouillotte import new_cave

    player = None
    if players is not None:
        player = players.get(seat) if isinstance(players, Mapping) else players[seat]
    others = [table.stacks[s] for s in table.active_seats() if s != seat]
    amount = new_cave(getattr(player, "temperament", None), offer, others, table.house.buy_in)
    return Action(K.NEW_CAVE, amount)


__all__ = ["settle_new_stakes", "stake_answer"]
