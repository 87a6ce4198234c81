"""The book at the person's elbow, for the table window: one coach per game, worked off the frame.

A :class:`TableBook` belongs to a solo game's :class:`~game.ui.session.Session` and holds the
person's :class:`~game.coach.advice.Coach` (a new game, a new coach).  Everything the coach
does runs on one worker thread of its own, in the order it was asked: the advice at a
decision ("Ask the book", and the beginner's table), then, when the deal ends, its review
(:func:`~game.coach.review.review_deal`) or, with the review turned off, only the news that the
deal is over.  So the coach's work for one deal is finished before the next deal's advice
is begun, and the window never waits: it asks, draws "The book is thinking", and reads the
answer once it is in.  The computer players keep their own worker, so a review being worked
out never holds up the next deal.  With ``synchronous`` (tests) the work is done in line.

No pygame here: the table scene (:mod:`game.ui.table.book_panel`) draws what this holds.
"""

from __future__ import annotations

import logging
import random
import threading
import time
import queue
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable

from game.engine import SeatView

from .table_source import HUMAN, InlineFuture

log = logging.getLogger("parlour_poker.ui.book")

QUIET_WAIT = 4.0
"""Seconds a review waits at most for the table to be still before it starts."""
ROLLOUTS = 64
"""Play-outs behind each decision's cost in the window's review (the issue's figure)."""
KEPT = 20
"""Reviews a sitting keeps (the latest): the panel pages between them, and their total is
said; older ones go, so a long evening's memory stays flat."""


def _after_the_frame(fn: Callable[[], Any]) -> Any:
    """Let the frame that asked finish drawing before the coach starts (as the session's
    players do): a few milliseconds asleep, holding nothing."""
    time.sleep(0.006)
    return fn()


def _takes_progress(fn: Callable[..., Any]) -> bool:
    """True when ``fn`` (the review, or a stand-in for it) is told of its progress."""
    import inspect
    try:
        return "progress" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def decision_key(view: SeatView) -> tuple[int, int, int]:
    """One key per decision point: the deal, how much has happened in it, the seat."""
    return (view.deal, len(view.history), view.seat)


class BookWorker:
    """One daemon thread that runs the coach's work in the order it was asked.  (A daemon:
    a review under way when the window is closed must not keep the program alive, as a
    pool's thread, joined at exit, would.)  The thread starts with the first job and ends
    after :data:`IDLE_SECONDS` with none, so a table left unclosed leaves no thread behind."""

    IDLE_SECONDS = 20.0

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.on_done: Callable[[], Any] | None = None
        """Called on the worker after each job (the window wakes to show what came)."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        fut: Future = Future()
        with self._lock:
            self._jobs.put((fut, fn, args))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                self._thread.start()
        return fut

    def _run(self) -> None:
        while True:
            try:
                job = self._jobs.get(timeout=self.IDLE_SECONDS)
            except queue.Empty:
                with self._lock:
                    if self._jobs.empty():  # (a job put meanwhile keeps the thread going)
                        self._thread = None
                        return
                continue
            if job is None:
                return
            fut, fn, args = job
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                fut.set_result(fn(*args))
            except BaseException as exc:  # noqa: BLE001 - handed back on the future
                fut.set_exception(exc)
            done = self.on_done
            if done is not None:
                try:
                    done()
                except Exception:  # a window gone: nothing to wake
                    log.debug("the window could not be woken", exc_info=True)

    def shutdown(self) -> None:
        """Cancel what has not begun and let the thread end after the job in hand."""
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                break
            if job is not None:
                job[0].cancel()
        self._jobs.put(None)


@dataclass(eq=False)  # (one deal's review is itself: found in the kept list by identity)
class Review:
    """A deal's review as the window follows it: working, ready, or not to be had."""

    deal: int
    future: Any
    review: Any = None
    """The :class:`~game.coach.model.DealReview`, once it is in."""
    problem: str = ""
    """Why there is none ("The review is not ready yet"), once that is known."""
    counted: bool = False
    """Added to the statistics (once)."""
    done: int = 0
    """Play-outs done so far (the panel's progress; set from the book's thread)."""
    most: int = 0
    """Play-outs the review may take at most (0: not begun, or nothing to play out)."""
    begun: bool = False
    """The review has begun (it waits first for the table to be still)."""
    ordinal: int = 0
    """Which deal of this sitting it is (1 for the first dealt since the table was opened)."""

    def poll(self) -> bool:
        """Take the answer if it has come; True when the review is settled either way."""
        if self.review is not None or self.problem:
            return True
        if not self.future.done():
            return False
        try:
            self.review = self.future.result()
        except NotImplementedError:
            self.problem = "The review is not ready yet: the book is still being bound."
        except Exception as exc:  # a review must never stop the window
            log.exception("the deal could not be reviewed")
            self.problem = f"The book could not go over this deal ({type(exc).__name__})."
        return True

    @property
    def ready(self) -> bool:
        return self.review is not None


class TableBook:
    """The coach of the person's seat in one game (see the module docstring)."""

    def __init__(self, variant: str, seat: int, *, synchronous: bool = False,
                 rng: random.Random | None = None, rollouts: int = ROLLOUTS) -> None:
        self.variant = variant
        self.seat = seat
        self.rollouts = rollouts
        self._rng = rng
        self._coach: Any = None
        self._pool = None if synchronous else BookWorker("parlour-book")
        self._asked: dict[tuple[int, int, int], Any] = {}
        self.quiet = threading.Event()
        """Set by the window while nothing moves on the table: a review waits for it (a few
        seconds at most), so its play-outs do not contend with the frames of the show."""
        self.quiet.set()
        self.reviews: list[Review] = []
        """The reviews asked for at this sitting, the latest last (at most :data:`KEPT`).  A
        review asked for is worked to its end even when the next deal has begun: the worker
        takes the coach's jobs in order, and nothing here cancels one."""
        self.dealt = 0
        """Deals ended at this sitting (each review's :attr:`Review.ordinal`)."""
        self.closed = False

    @property
    def on_ready(self) -> Callable[[], Any] | None:
        """Called from the worker when an answer or a review is in: the window, resting on its
        event queue while it waits, wakes to show it (the person need not move the mouse)."""
        return None if self._pool is None else self._pool.on_done

    @on_ready.setter
    def on_ready(self, fn: Callable[[], Any] | None) -> None:
        if self._pool is not None:
            self._pool.on_done = fn

    # --- the worker ----------------------------------------------------------------------------

    def _submit(self, fn: Callable[[], Any]) -> Any:
        if self._pool is None:
            return InlineFuture(fn)
        return self._pool.submit(_after_the_frame, fn)

    def coach(self) -> Any:
        """The coach, made on first use (on the worker: making a good player takes a moment)."""
        if self._coach is None:
            from game.coach.advice import Coach

            self._coach = Coach(self.variant, self._rng or random.Random())
        return self._coach

    # --- advice ----------------------------------------------------------------------------------

    def ask(self, view: SeatView) -> tuple[int, int, int]:
        """Ask the book's advice at the decision ``view`` shows (once per decision); the key
        to read it by with :meth:`advice`."""
        key = decision_key(view)
        if key not in self._asked and not self.closed:
            if self._asked and next(iter(self._asked))[0] != key[0]:
                self._asked.clear()  # a new deal: the last one's advice is done with
            self._asked[key] = self._submit(lambda: self.coach().advise(view))
        return key

    def asked(self, key: tuple[int, int, int] | None) -> bool:
        return key is not None and key in self._asked

    def advice(self, key: tuple[int, int, int] | None) -> tuple[str, Any]:
        """``("thinking", None)``, ``("ready", advice)`` or ``("failed", why)``."""
        fut = self._asked.get(key) if key is not None else None
        if fut is None:
            return "none", None
        if not fut.done():
            return "thinking", None
        try:
            return "ready", fut.result()
        except NotImplementedError:
            return "failed", "The book has no advice to give here yet."
        except Exception as exc:  # advice must never stop the window
            log.exception("the book could not advise")
            return "failed", f"The book could not advise here ({type(exc).__name__})."

    # --- the end of a deal -------------------------------------------------------------------------

    def deal_over(self, record: Any, view: SeatView, review: bool) -> Review | None:
        """The deal is over: review it (``review`` and a ``record``), or only tell the coach.
        Either way it is queued behind the advice already asked."""
        if self.closed:
            return None
        self.dealt += 1
        seat, rollouts = self.seat, self.rollouts

        def tell() -> None:
            try:
                self.coach().deal_over(view)
            except Exception:
                log.exception("the book could not learn from the deal")

        if not review or record is None:
            self._submit(tell)
            return None

        def work() -> Any:
            from game.coach.review import review_deal

            if self._pool is not None:
                self.quiet.wait(QUIET_WAIT)
                if self.closed:
                    return None  # the table was left while the review waited
            coach = self.coach()
            got.begun = True

            def progress(done: int, most: int) -> None:
                got.done, got.most = done, most
                if done % 8 == 0 and self.on_ready is not None:
                    try:
                        self.on_ready()  # the open panel shows how far the book has gone
                    except Exception:
                        log.debug("the window could not be woken", exc_info=True)

            more = {"progress": progress} if _takes_progress(review_deal) else {}
            try:
                return review_deal(record, seat, coach, random.Random(), rollouts=rollouts,
                                   **more)
            except BaseException:
                tell()  # the review did not tell the coach: it must still learn the deal
                raise

        got = Review(view.deal, None, ordinal=self.dealt)
        got.future = self._submit(work)
        self.reviews.append(got)
        del self.reviews[:-KEPT]
        return got

    def deal_ended(self, session: Any) -> Review | None:
        """A solo game's deal has just ended: hand the coach its record to review (the table
        before the deal, the deal's packs and actions, as a save keeps them), or, with the
        review off, only the news that it is over."""
        table = session.table
        record = None
        if session.review_deals and session._between is not None and session.rng.packs:
            from game.coach.model import DealRecord

            record = DealRecord(session.config.variant, table.house, session._between,
                                [list(p) for p in session.rng.packs], list(table.actions),
                                tuple("" if k == HUMAN else k for k in session.keys))
        try:
            view = table.view(self.seat)
        except Exception:  # the view of a finished deal: never let it stop the table
            log.exception("the person's view of the finished deal could not be read")
            return None
        return self.deal_over(record, view, review=record is not None)

    def latest(self) -> Review | None:
        return self.reviews[-1] if self.reviews else None

    def beside(self, review: Review | None, step: int) -> Review | None:
        """The kept review ``step`` places from ``review`` (-1: the deal before), or None."""
        if review is None or review not in self.reviews:
            return None
        at = self.reviews.index(review) + step
        return self.reviews[at] if 0 <= at < len(self.reviews) else None

    def wait_idle(self, timeout: float = 30.0) -> None:
        """Wait for everything asked so far (tests)."""
        if self._pool is not None:
            self._pool.submit(lambda: None).result(timeout)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.quiet.set()  # a review waiting for a still table: let it go (it does nothing now)
        if self._pool is not None:
            self._pool.shutdown()


__all__ = ["KEPT", "ROLLOUTS", "BookWorker", "Review", "TableBook", "decision_key"]
