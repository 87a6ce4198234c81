"""What a solo game keeps on disk: its save and its statistics, written off the frame.

Mixed into :class:`~game.ui.session.Session` (:class:`SessionSaves`), which owns the table,
the computer players and the state these methods read (the table between deals, the deal's
shuffles, the game's statistics and the paths).  Here: the save made from the table as it
stands, the cards the person has not seen left out (:mod:`game.store.saves`); each deal's
record added to the statistics (:class:`~game.store.stats.Statistics`) once, keyed to the
game and the deal; and the writer thread that puts both on disk a few milliseconds after the
frame that asked, telling the person once when a write fails.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from game.engine.core.events import DealStarted
from game.store.dealing import cards_in
from game.store.jsonfile import write_json
from game.store.saves import DealInProgress, SavedGame
from game.store.stats import DealResult

log = logging.getLogger("parlour_poker.ui.session")  # (the session's: these are its writes)


class SessionSaves:
    """The session's saves, statistics and writes (mixed into :class:`~game.ui.session.Session`,
    which sets what they read)."""

    config: Any
    table: Any
    rng: Any
    guided: Any
    human: int | None
    names: tuple[str, ...]
    game_id: str
    save_path: Any
    stats_path: Any
    stats: Any
    messages: list[str]
    _between: Any
    _result: DealResult | None
    _replaying: bool
    _told: set[str]
    _writer: Any
    _writes: list[Any]

    def review_counted(self, review: Any) -> None:
        """A deal's review is in: count it in the statistics (your play against the book)."""
        if self.stats is None or review is None:
            return
        self.stats.add_review(self.config.variant, review)
        self._write_stats()

    def _deal_recorded(self, record: dict[str, Any]) -> None:
        if self._replaying or self.human is None:
            return
        if not self.counts():
            # A guided deal teaches: no result, so neither these statistics nor a later game's
            # catching up from this save (its pending result) ever count it.
            self._result = None
            return
        opponents = {s: self.names[s] for s in range(len(self.names)) if s != self.human}
        try:
            self._result = DealResult.from_history(record, self.human, opponents, self.game_id,
                                                   self.table.deal_number)
        except (KeyError, TypeError, ValueError):
            log.exception("a deal could not be added to the statistics")
            return
        if self.stats is not None:
            self.stats.add(self._result)

    def _write_stats(self) -> None:
        if self.stats is None or self.stats_path is None:
            return
        data = self.stats.to_dict()
        path = self.stats_path
        self._write(lambda: write_json(path, data), "The statistics")

    # --- saving -----------------------------------------------------------------------------

    def saved_game(self) -> SavedGame:
        """The game as it stands: the table before the deal in progress, and that deal with
        the cards the person has not seen left out (see :mod:`game.store.saves`)."""
        table = self.table
        deal = None
        between = self._between
        if table.deal is not None and not table.deal_over:
            # What the person has seen of this deal: from its start, so not the cut for seats
            # (another pack: a card seen there says nothing of where it lies in this one).
            seen: set = set()
            started = False
            for event in table.events:
                started = started or isinstance(event, DealStarted)
                if started:
                    cards_in(self._as_seen(event), seen)
            deal = DealInProgress([list(p) for p in self.rng.packs], list(table.actions), seen)
        elif table.deal is not None:
            between = table.snapshot()
        return SavedGame(self.config, between, deal, self.game_id, self._result,
                         guided=self.guided.to_dict() if self.guided is not None else None)

    def save(self) -> None:
        """Write the game as it stands (on the writer thread)."""
        if self.save_path is None or self.human is None or self.table.game_over:
            return
        try:
            data = self.saved_game().to_dict()  # made here: the writer thread only writes it
        except (TypeError, ValueError):
            log.exception("the game could not be put into a save")
            return
        path = self.save_path
        self._write(lambda: write_json(path, data), "The game")

    def _forget_save(self) -> None:
        if self.save_path is not None:
            try:
                self.save_path.unlink()
            except FileNotFoundError:
                pass

    def _tell(self, message: str) -> None:
        """Say ``message`` to the person once in this game, however often it happens."""
        if message not in self._told:
            self._told.add(message)
            self.messages.append(message)

    def _write(self, fn: Callable[[], Any], what: str = "The game") -> None:
        def guarded() -> None:
            try:
                fn()
            except OSError as exc:
                log.warning("could not write: %s", exc)
                self._tell(f"{what} could not be saved ({exc.strerror or exc}).")

        if self._writer is None:
            guarded()
        else:
            self._writes = [f for f in self._writes if not f.done()]
            self._writes.append(self._writer.submit(_after_the_frame, guarded))

    def flush(self, timeout: float = 5.0) -> None:
        """Wait for the writes in flight (tests, and leaving the table)."""
        for f in list(self._writes):
            try:
                f.result(timeout)
            except Exception:
                pass
        self._writes = []


FRAME_HEADSTART = 0.006
"""Seconds a job on a worker thread waits before it starts (see :func:`_after_the_frame`)."""


def _after_the_frame(fn: Callable[[], Any]) -> Any:
    """Run ``fn`` once the frame that asked for it has been drawn.

    The window asks for work in the middle of a frame.  A worker that set off at once would
    contend for the interpreter with the rest of that frame's drawing; a few milliseconds'
    wait (the thread sleeps, holding nothing) lets the frame finish, and the work is then done
    in the idle time before the next one.
    """
    time.sleep(FRAME_HEADSTART)
    return fn()
