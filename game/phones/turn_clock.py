"""A guest's turn clock on the phones: the seconds left, the time given back when his
phone returns, the countdowns between rounds and in the lobby, and what is done for him when
his time runs out (a mixin of :class:`~.night.PhoneNight`).

A guest whose phone closes keeps his clock: the table cannot wait for ever.  But a phone that
comes back in the middle of his turn leaves him some seconds to read his screen, and after the
host's program was restarted his turn waits for his phone before its clock starts, in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game.engine import Action, ActionKind
from game.party import Evening, TableDeal

from .seat import PhoneSeat
from .settings import NightSettings

K = ActionKind

RESUME_WAIT = 90.0
"""After a restart of the host's program, the seconds a guest's turn waits for his phone to
come back before his clock starts (his phone tries again every few seconds)."""
BACK_GRACE = 15.0
"""The seconds at least a guest has left on his turn when his phone comes back mid-turn (a
reload, a sleep, a lost network), to read his screen before he acts."""


class TurnClocks:
    """Each table's turn clock, for the phones, and what a phone's coming back does to it."""

    ev: Evening | None
    stage: str
    settings: NightSettings
    clock: Callable[[], float]
    seats: dict[str, PhoneSeat]
    deals: list[TableDeal | None]
    turn_since: dict[int, tuple[int, int, float]]
    back_wait: dict[str, float]
    reset_turns: dict[int, tuple[int, int]]
    graced: dict[int, tuple[int, int]]

    between_until: float
    draw_at: float | None
    drawing_until: float
    seats_out: bool
    changes: Any
    first_counted = False
    """The first deal waits a counted pause after the draw (``party --serve``, no window to
    go on from it): the phones count it (:meth:`first_in`)."""
    stand_ins: dict[str, Any]

    if TYPE_CHECKING:  # the night's own, used here
        def _touch(self, name: str) -> None: ...
        def table_of(self, name: str) -> int: ...
        def _computer(self, name: str, temperament: str) -> Any: ...

    def next_in(self) -> float | None:
        """Between rounds: the seconds before the next round is dealt (None while the host's
        window holds it until the moves are shown, and at any other stage)."""
        if self.stage != "between" or self.between_until == float("inf"):
            return None
        return round(max(0.0, self.between_until - self.clock()), 1)

    def draw_in(self) -> float | None:
        """In the lobby: the seconds before the seats are drawn, when the host set a time
        (``party --serve --wait``); None when he draws them with a key."""
        if self.stage != "lobby" or self.draw_at is None:
            return None
        return round(max(0.0, self.draw_at - self.clock()), 1)

    def hold_first_deal(self, seconds: float) -> None:
        """``party --serve``: the seats just drawn are shown on every phone at once, and the
        first deal waits ``seconds``, counted, so that the last guest to join has a moment to
        see his seat (play-test round 12 of issue 37: his phone went from the join screen
        straight to "Your turn")."""
        if seconds <= 0:
            return
        self.drawing_until = self.clock() + seconds
        self.seats_out = True
        self.first_counted = True
        self.changes.everyone = True

    def first_in(self) -> float | None:
        """After the draw, while the first deal waits a counted pause: its seconds left
        (None when it waits for the host's window, or once it is dealt)."""
        if not self.first_counted or self.drawing_until <= 0.0:
            return None
        return round(max(0.0, self.drawing_until - self.clock()), 1)

    # ------------------------------------------------------------------ when it runs out
    def _default_action(self, view: Any) -> Action:
        """What the book allows for a guest who does not act: abandon (Laws 18, 28); at
        the draw, stand pat (Law 22); at the show, show (Law 34); else the cheapest stay."""
        kinds = {la.kind: la for la in view.legal}
        for kind in (K.NO_STRADDLE, K.ABANDON, K.PASS, K.SHOW):
            if kind in kinds:
                return Action(kind)
        if K.DRAW in kinds:
            return Action(K.DRAW)
        if K.CALL in kinds:
            return Action(K.CALL, kinds[K.CALL].low)
        la = view.legal[0]
        return Action(la.kind, la.low)

    def _stand_in_action(self, name: str, view: Any) -> Action:
        if self.settings.policy == "computer":
            player = self.stand_ins.get(name)
            if player is None:
                player = self.stand_ins[name] = self._computer(name, self.settings.temperament)
            return player.decide(view)
        return self._default_action(view)

    def clock_for(self, t: int) -> dict[str, Any] | None:
        """Table ``t``'s turn clock, for the phones: whose turn it is (a phone guest who is
        not away), the seconds left, and the seconds he had."""
        mark = self.turn_since.get(t)
        deal = self.deals[t] if t < len(self.deals) else None
        if mark is None or deal is None or deal.done or self.stage != "playing":
            return None
        seat, number, since = mark
        if deal.engine.deal_number != number or deal.engine.to_act != seat:
            return None
        left = max(0.0, self.settings.timeout - (self.clock() - since))
        out: dict[str, Any] = {"seat": seat, "left": round(left, 1), "of": self.settings.timeout}
        if self.reset_turns.get(t) == (seat, number):
            out["reset"] = True  # started afresh after the host's program was restarted
        if self.graced.get(t) == (seat, number):
            out["grace"] = True  # more time given when his phone came back
            out["given"] = min(BACK_GRACE, self.settings.timeout)  # what it was set to then
        return out

    def connected(self, name: str, delta: int) -> None:
        """A phone of ``name``'s opened (``delta`` 1) or closed (-1).  The other phones at
        his table are told (his tile says "away" while none is open); a guest back in the
        middle of his turn has at least :data:`BACK_GRACE` seconds left to read before he
        acts; after a restart, his turn's clock starts now, in full."""
        super().connected(name, delta)
        seat = self.seats.get(name)
        if seat is None or self.ev is None or self.stage != "playing":
            return
        self._touch(name)
        if delta <= 0 or seat.connections != 1:
            return
        t = self.table_of(name)
        deal = self.deals[t] if t < len(self.deals) else None
        turn = deal is not None and not deal.done and deal.engine.deal is not None \
            and deal.engine.to_act is not None and deal.seats[deal.engine.to_act] == name
        if not turn:
            self.back_wait.pop(name, None)  # back before his turn: its clock as ever
            return
        assert deal is not None
        mark = self.turn_since.get(t)  # none while his turn waited for him (the next tick starts it)
        if mark is None or seat.away or mark[:2] != (deal.seats.index(name), deal.engine.deal_number):
            return
        now = self.clock()
        left = self.settings.timeout - (now - mark[2])
        if left < BACK_GRACE:
            grace = min(BACK_GRACE, self.settings.timeout)
            self.turn_since[t] = (mark[0], mark[1], now - (self.settings.timeout - grace))
            self.graced[t] = mark[:2]
