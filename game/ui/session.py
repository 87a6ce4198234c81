"""The game behind the table window: one :class:`Session` per game, and no pygame.

A session owns the :class:`~game.engine.Table`, knows which seat is the person's, and
seats a computer player (:func:`game.ai.make_player`) in every other.  The window drives
it once a frame with :meth:`Session.update` and reads what happened from
:attr:`Session.events`, a queue of the table's events *as the person's seat sees them*
(another seat's cards arrive as ``None``, by :func:`~game.engine.core.events.public_copy`), so the
window cannot show what the person may not see.

**Threads.**  The table is only ever touched by the thread that calls :meth:`update`,
:meth:`act` and :meth:`next_deal` (the window's).  A computer player's ``decide(view)`` runs on
one worker thread: the window takes the seat's view (a frozen snapshot), hands it to the
worker, and goes on drawing; once the answer is in *and* a short, readable pause has passed,
:meth:`update` applies it to the table.  The same worker tells the players each deal's end
(``deal_over``), so a player's memory is only used from that one thread.  A second worker
writes the save and the statistics, so the disk never holds up a frame either; and the person's
coach (:class:`~game.ui.book.TableBook`: Ask the book, the review of each deal) has a third.  With
``synchronous=True`` (tests) both run in line.

**Saves.**  The game is written (atomically, to :func:`~game.store.paths.saved_game_path`) at
the end of every deal and after every action in it, so closing the window loses nothing.
A save (:mod:`game.store.saves`) is the table between deals and the deal in progress, its
cards the person has not seen left out: every deal is shuffled from the OS's secure source
(:class:`~game.store.dealing.DealingShuffles`) and no seed is kept, so nothing in the data
folder tells a card not yet seen.  Resuming (:meth:`Session.resume`) lays the deal out again,
dealing those unseen cards afresh, and takes as long at the ten-thousandth deal as at the
tenth.  A save that cannot be read is kept aside by :func:`~game.store.saves.load_game` and
the person is told why, once.

**Statistics** are recorded from the hand history of every deal the person plays
(:class:`~game.store.stats.Statistics`), keyed to the game and the deal, and written to
:func:`~game.store.paths.statistics_path` just after the save that carries the same record:
a kill between the two writes is caught up when the game is next opened, and no deal is ever
counted twice.  The save, the statistics and the writer are :class:`~.session_saves.SessionSaves`,
mixed into the session; here is the game itself: the table, its players and its deals.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from game.ai import make_player
from game.ai.stakes import settle_new_stakes
from game.engine import Action, IllegalAction, Table
from game.engine.core.events import DealEnded, Event, public_copy
from game.engine.core.history import HandHistory
from game.cards import secure_rng
from game.guide.resume import guided_config, guided_of
from game.store.jsonfile import clean_folder, keep_aside
from game.store.saves import (
    GameConfig, SavedGame, load_game, new_game_id, pending_result, reconcile_stats,
)
from game.store.stats import DealResult, Statistics, load_stats

from game.store.paths import saved_game_path, statistics_path

from .book import TableBook
from .session_saves import SessionSaves, _after_the_frame
from .table_source import (HUMAN, TEMPERAMENT_CHOICES, InlineFuture, Pause, Queued, describe_temperament,
                           fallback_action, short_temperament)

log = logging.getLogger("parlour_poker.ui.session")

THINK_SECONDS = 0.65
"""How long a computer player seems to think before its move appears (at normal speed)."""

def new_seed() -> None:
    """Real play has no seed: every deal is shuffled from the OS's secure source, and
    nothing saved can predict a card (kept for older callers; always None)."""
    return None


class Session(SessionSaves):
    """A game of Draw Poker in progress; see the module docstring."""

    returns_to_caller = False
    """Leaving the table goes to the title screen (a party's table goes back to the evening)."""
    leave_label = "Leave the table"

    def __init__(self, config: GameConfig, *, home: Path | None = None, saved: SavedGame | None = None,
                 save: bool = True, keep_stats: bool = True, reveal: bool = False,
                 synchronous: bool = False, think: float = THINK_SECONDS, book_inline: bool = False,
                 guided: Any = None) -> None:
        self.config = config
        self.home = home
        if saved is not None and saved.guided is not None and guided is None:
            guided = guided_of(saved)
        self.guided = guided
        """A guided deal being played (:class:`game.guide.resume.Guided`), or None.  Its prepared
        deals count in no statistics and get no review: they are the guide's, not the person's;
        every deal after the guide has ended or been left counts as at any table
        (:meth:`counts`)."""
        self.save_path: Path | None = saved_game_path(home) if save else None
        self.stats_path: Path | None = statistics_path(home) if keep_stats else None
        self.reveal = reveal
        self.synchronous = synchronous
        self.think = think
        self.messages: list[str] = []
        self._told: set[str] = set()
        self.events: deque[Queued] = deque()
        self.closed = False
        self._writer = None if synchronous else ThreadPoolExecutor(1, thread_name_prefix="parlour-saves")
        self._writes: list[Any] = []

        if self.save_path is not None:
            clean_folder(self.save_path.parent)  # what a kill during a write left behind
        self.game_id = saved.game if saved is not None else new_game_id()
        self.stats: Statistics | None = None
        self._result: DealResult | None = saved.result if saved is not None else None
        self._replaying = False
        self.history: HandHistory | None = None

        def attach(table: Table) -> None:
            self.history = HandHistory(table, on_deal=self._deal_recorded, keep=False)

        if saved is not None:
            self._replaying = True
            try:
                self.table, self.rng, self._between = saved.rebuild(attach, dealing=guided)
            finally:
                self._replaying = False
        elif guided is not None:
            # The prepared deal's seats, as prepared: no cut for seats.
            self.table, self.rng = guided.new_table(config.names, config.house)
            self.table.keep_actions = False
            self._between = None
            attach(self.table)
        else:
            self.rng = config.shuffles()
            self.table = config.new_table(self.rng)
            self.table.keep_actions = False
            self._between = None
            attach(self.table)
        if saved is not None and saved.called_off:
            self._tell(saved.called_off[:1].upper() + saved.called_off[1:]
                       + "; it was called off and the counters put in it went back.")
        table = self.table
        by_name = dict(zip(config.names, config.temperaments))
        self.keys: list[str] = [by_name[n] for n in table.names]
        humans = [s for s, k in enumerate(self.keys) if k == HUMAN]
        self.human: int | None = humans[0] if humans else None
        self.names: tuple[str, ...] = table.names

        if self.stats_path is not None and self.human is not None:
            self.stats, problem = load_stats(self.stats_path)
            if problem:
                self._tell(problem)
            elif self.save_path is not None:
                # A crash between the save and the statistics leaves the statistics one deal
                # behind: the save carries that deal's record (counted once, by its key).
                pending = saved.result if saved is not None else pending_result(self.save_path)
                if reconcile_stats(self.stats, pending):
                    self._write_stats()
        if saved is not None and not table.deal_over:
            # The window shows the deal so far at once, without animating it.
            for event in table.events:
                self.events.append(Queued(self._as_seen(event), instant=True))
        table.subscribe(self._heard)

        self.players: dict[int, Any] = {}
        for seat, key in enumerate(self.keys):
            if key != HUMAN:
                rng = (secure_rng() if config.seed is None else
                       random.Random(f"{config.seed}:{self.names[seat]}:{self.table.deal_number}"))
                self.players[seat] = make_player(key, rng, name=self.names[seat], variant=config.variant)
                if guided is not None:
                    self.players[seat] = guided.player(seat, self.players[seat])
        self._workers = None if synchronous else ThreadPoolExecutor(1, thread_name_prefix="parlour-players")
        self._pending: Any = None
        self._pending_key: tuple[int, int, int] | None = None
        self._waited = 0.0
        self.thinking: int | None = None
        """The computer seat whose move is being worked out (for the caption)."""
        self.decisions = 0
        self._stake_seen: tuple[int, int] | None = None
        """The moment the person last put the new-stake question aside (see :meth:`stake_prompt`)."""
        self.book: TableBook | None = None if self.human is None else \
            TableBook(config.variant, self.human, synchronous=book_inline)
        """The person's coach for this game (Ask the book, the review of each deal): on a thread
        of its own even when the players are ``synchronous`` (a review plays the deal out many
        times, which no test of the table should wait for), unless ``book_inline``."""
        self.review_deals = True
        """Review each of the person's deals (the window sets it from the settings)."""

    # --- making and resuming ----------------------------------------------------------------

    @classmethod
    def resume(cls, home: Path | None = None, **kwargs: Any) -> tuple[Session | None, str | None]:
        """The saved game, ready to go on; or ``(None, message)`` when there is none or it is
        damaged (the damaged file is kept aside by the store)."""
        path = saved_game_path(home)
        if not path.exists():
            return None, "There is no game in progress to continue."
        try:
            saved, problem = load_game(path, guided_of)
        except Exception as exc:  # anything at all: a save must never crash the window
            log.exception("the saved game could not be loaded")
            saved, problem = None, f"the saved game could not be read ({exc})"
        if saved is None:
            problem = (problem or "The saved game could not be read.").rstrip(".")
            return None, problem[:1].upper() + problem[1:] + ". A new game starts."
        if HUMAN not in saved.config.temperaments:
            return None, "The saved game has no seat for you. A new game starts."
        try:
            return cls(saved.config, home=home, saved=saved, **kwargs), None
        except Exception as exc:
            log.exception("the saved game could not be replayed")
            aside = keep_aside(path)  # not offered again, not written over
            where = f"; it was kept aside as {aside.name}" if aside else ""
            return None, f"The saved game could not be resumed ({exc}){where}. A new game starts."

    # --- what the window reads --------------------------------------------------------------

    def _as_seen(self, event: Event) -> Event:
        if self.reveal or event.visible_to(self.human):
            return event
        return public_copy(event)

    def _heard(self, event: Event) -> None:
        self.events.append(Queued(self._as_seen(event)))
        if isinstance(event, DealEnded):
            self._deal_ended()

    @property
    def to_act(self) -> int | None:
        return self.table.to_act

    @property
    def human_to_act(self) -> bool:
        """True when the table waits for the person."""
        return self.human is not None and not self.closed and self.table.to_act == self.human

    @property
    def deal_over(self) -> bool:
        return self.table.deal_over

    @property
    def game_over(self) -> bool:
        return self.table.game_over

    @property
    def human_out(self) -> bool:
        """The person has been frozen out (freeze-out)."""
        return self.human is not None and self.table.out[self.human]

    def legal(self) -> tuple:
        """The person's legal actions now (empty when it is not his turn)."""
        if not self.human_to_act:
            return ()
        return self.table.legal_actions(self.human)

    def view(self):
        """The person's seat view (or a spectator's, seat 0's public part, in the demo)."""
        return self.table.view(self.human if self.human is not None else 0)

    def description(self, seat: int) -> str:
        return describe_temperament(self.keys[seat])

    def pause(self, deal_shown: bool) -> Pause | None:
        """What the table offers between deals, once the window has shown the deal's end."""
        if not (self.table.deal_over and deal_shown):
            return None
        if self.game_over:
            return Pause("The game is over", "", "Back to the title")
        return Pause("The deal is over", "Enter deals the next hand.", "Next deal")

    # --- the person's actions ---------------------------------------------------------------

    def act(self, action: Action) -> str | None:
        """Apply the person's action; returns why not (the law's words) if it is not allowed."""
        if not self.human_to_act:
            return "It is not your turn."
        assert self.human is not None
        try:
            self.table.act(self.human, action)
        except IllegalAction as exc:
            return str(exc)
        if not self.table.deal_over:
            self.save()
        return None

    # --- new stakes between deals (table stakes; game/engine/core/stakes.py) ------------------------

    def stake_offers(self) -> tuple:
        """What the person may say between deals about a new stake (empty: nothing)."""
        table = self.table
        if self.closed or self.human is None or not table.deal_over or not table.asks_stakes:
            return ()
        return table.legal_actions(self.human)

    def stake_question(self):
        """The table's new-stake question as every seat sees it, or None (not table stakes)."""
        return self.table.new_stakes.question() if self.table.asks_stakes else None

    @property
    def stake_waiting_for_human(self) -> bool:
        """True when the next deal waits for the person's consent (or refusal)."""
        return self.human is not None and self.human in self.table.new_stakes.waiting_for()

    def stake_prompt(self) -> bool:
        """True when the window should ask the person about a new stake now: he must answer
        another's asking, or he is broke (or sitting out) and has not yet put it aside."""
        if not self.stake_offers():
            return False
        return self.stake_waiting_for_human or self._stake_seen != self._stake_key()

    def put_stake_aside(self) -> None:
        """The person lets the default stand (sit out this deal, or stay out): not asked
        again until something changes."""
        self._stake_seen = self._stake_key()

    def _stake_key(self) -> tuple[int, int]:
        return (self.table.deal_number, len(self.table.actions))

    def say(self, action: Action) -> str | None:
        """The person's word between deals (ask a new stake, consent, refuse, sit out, come
        back); the computer players then answer.  Returns why not, if it is not allowed."""
        if self.human is None or self.closed:
            return "You have no seat at this table."
        try:
            self.table.act(self.human, action)
        except IllegalAction as exc:
            return str(exc)
        self._computers_between_deals()
        self._stake_seen = self._stake_key()
        self._between = self.table.snapshot()
        self.save()
        return None

    def _computers_between_deals(self) -> None:
        table = self.table
        if not table.asks_stakes or not table.deal_over or table.game_over or self.closed:
            return
        if settle_new_stakes(table, self.players, self.players):
            self._between = table.snapshot()
            self.save()

    # --- the computer players ---------------------------------------------------------------

    def _submit(self, fn: Callable[[], Any]) -> Any:
        if self._workers is None:
            return InlineFuture(fn)
        return self._workers.submit(_after_the_frame, fn)

    def background(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` on the worker (the odds helper uses it); returns a future."""
        return self._submit(fn)

    def update(self, dt: float, ready: bool = True, speed: float = 1.0) -> bool:
        """Move the computer players on by ``dt`` seconds; returns True if one acted.

        ``ready``: the window has shown everything so far, so the next move may come.
        ``speed``: the animation speed, which shortens or lengthens the pause.
        """
        table = self.table
        if self.closed or table.deal_over:
            self.thinking = None
            if ready and not self.closed:
                self._computers_between_deals()
            return False
        seat = table.to_act
        if seat is None or seat not in self.players:
            self.thinking = None
            return False
        key = (table.deal_number, len(table.actions), seat)
        if self._pending_key != key:
            if not ready:
                return False
            view = table.view(seat)
            player = self.players[seat]
            self._pending = self._submit(lambda: player.decide(view))
            self._pending_key = key
            self._waited = 0.0
        self.thinking = seat
        self._waited += max(0.0, dt) * max(0.1, speed)
        if not ready or self._waited < self.think or not self._pending.done():
            return False
        try:
            action = self._pending.result()
        except Exception:
            log.exception("%s could not decide", self.names[seat])
            action = None
        self._pending = None
        self._pending_key = None
        self.thinking = None
        self._apply_computer(seat, action)
        return True

    def _apply_computer(self, seat: int, action: Action | None) -> None:
        try:
            if action is None:
                raise IllegalAction("no action")
            self.table.act(seat, action)
        except IllegalAction as exc:
            # The kind and the error's name only: the action and the message may hold his cards.
            log.warning("%s chose an illegal action (%s: %s)", self.names[seat],
                        action.kind.value if action is not None else "none", type(exc).__name__)
            # A player that fails must not stop the game: take the quietest legal action.
            self.table.act(seat, fallback_action(self.table, seat))
        self.decisions += 1
        if not self.table.deal_over:
            self.save()

    # --- deals ------------------------------------------------------------------------------

    def next_deal(self) -> bool:
        """Start the next deal (when the last is over and the game goes on)."""
        if self.closed or not self.table.deal_over or self.table.game_over:
            return False
        self._computers_between_deals()
        if self.table.new_stakes.waiting_for():
            return False  # someone has asked for a new stake: the answers come first
        self._between = self.table.snapshot()
        self.rng.new_deal()
        self.table.start_deal()
        if not self.table.deal_over:
            self.save()
        return True

    def counts(self, deal: int | None = None) -> bool:
        """Whether the table's deal ``deal`` (the one in progress or just over) is the person's
        own, counted in the statistics and reviewed: every deal but a guided deal's teaching
        ones (:meth:`game.guide.resume.Guided.teaching`)."""
        if self.guided is None:
            return True
        return not self.guided.teaching(self.table.deal_number if deal is None else deal)

    def _deal_ended(self) -> None:
        table = self.table
        if self.book is not None and not self._replaying and self.counts():
            self.book.deal_ended(self)  # (before the table between deals is snapshot)
        elif self.book is not None and not self._replaying:
            # A guide's deal gets no review, but the book learns it, as the guide's own book
            # does when the guided deal is played headless: one book, one answer.
            try:
                self.book.deal_over(None, self.table.view(self.human), review=False)
            except Exception:
                log.exception("the book could not learn the guided deal")
        for seat, player in self.players.items():
            hook = getattr(player, "deal_over", None)
            if hook is not None:
                view = table.view(seat)
                fut = self._submit(lambda hook=hook, view=view: hook(view))
                if isinstance(fut, InlineFuture):
                    try:
                        fut.result()
                    except Exception:
                        log.exception("a player failed to learn from the deal")
        if table.game_over:
            # Statistics first, then the save goes: a kill between the two leaves the last
            # deal to be played again, and its record (keyed to the deal) is not counted twice.
            self._write_stats()
            if self.save_path is not None:
                self._write(self._forget_save)
        else:
            # The save (carrying this deal's record) first, then the statistics: a kill
            # between the two is caught up when the game is next opened.
            self._between = table.snapshot()
            self.save()
            self._write_stats()

    def wait_idle(self, timeout: float = 5.0) -> None:
        """Wait for a pending decision to be worked out (tests)."""
        if self._pending is not None:
            try:
                self._pending.result(timeout)
            except Exception:
                pass

    def leave_guide(self) -> None:
        """The person leaves the guided deal: the computer players play their own game from
        now on, and the next deal is shuffled as any other."""
        if self.guided is not None and not (self.guided.state.left and self.guided.state.left_at is not None):
            self.guided.leave(self.rng, self.table.deal_number)
            self.save()

    def discard(self) -> None:
        """Give the game up unplayed: the guided deal taken in its place, on its first table
        (issue 39).  Closed without a save, so its deal, begun with the antes in, is neither
        resumed nor counted anywhere (a learner's statistics had a deal and a counter too
        many where the game began); the counters put in it go back with it, the game the
        guide's *Play for real* deals starting afresh."""
        if self.closed:
            return
        self.stats = None  # (nothing of this game is written to the statistics from here on)
        self.save_path = None
        self.close()
        if self.history is not None:
            self.history.on_deal = None

    def close(self) -> None:
        """Leave the table: save where it stands and stop the workers."""
        if self.closed:
            return
        if not self.table.deal_over:
            self.save()
        self.closed = True
        if self._pending is not None:
            self._pending.cancel()
        if self._workers is not None:
            self._workers.shutdown(wait=False, cancel_futures=True)
        if self.book is not None:
            self.book.close()
        if self._writer is not None:
            self._writer.shutdown(wait=True)


def computer_config(temperaments: list[str], house=None, seed: int | None = None,
                    names: list[str] | None = None, human: str | None = None,
                    variant: str = "draw") -> GameConfig:
    """A configuration with computer players of the given temperaments (names from the
    roster unless given), and the person first if ``human`` names him."""
    from game.engine import HouseRules

    taken: list[str] = [human] if human else []
    out_names: list[str] = list(taken)
    for i, key in enumerate(temperaments):
        name = names[i] if names and i < len(names) and names[i] else None
        if name is None:
            name = make_player(key, random.Random(0), taken=taken).name
        out_names.append(name)
        taken.append(name)
    temps = ([HUMAN] if human else []) + list(temperaments)
    return GameConfig(tuple(out_names), tuple(temps), house or HouseRules(),
                      seed, variant=variant)


__all__ = ["HUMAN", "THINK_SECONDS", "TEMPERAMENT_CHOICES", "Pause", "Queued", "Session", "computer_config",
           "guided_config",
           "describe_temperament", "fallback_action", "new_seed", "short_temperament"]
