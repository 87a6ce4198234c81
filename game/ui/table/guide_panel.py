"""The guided deal at the table: the guide's notes one at a time, a pointer to the part of the
table each speaks of, and at the end what the deal has shown.

:class:`GuideShow` belongs to a :class:`~game.ui.scenes.table.TableScene` whose session plays
a guided deal (``session.guided``).  It is told what the table shows as it shows it: each
event as the director plays it (:meth:`GuideShow.told`), each of the person's turns as its
buttons are offered (:meth:`GuideShow.turn`), each of his moves (:meth:`GuideShow.acted`).
The notes come from the guide (:mod:`game.guide.driver`); the work is done then, on those
events, never once a frame: a frame draws the panel's cached image and a pointer
(:mod:`game.ui.table.guide_drawing`).

* One book: at each of the person's turns the guide is handed the advice of the table's own
  book (the very answer *Ask the book* shows, asked once on the book's worker), and the book
  panel lights that same move (:meth:`~game.ui.table.book_panel.BookPanel._guide_lights`).
* When a deal ends, the words about its moves still waiting are dropped: only the deal's
  end is spoken of.

* A note that stops the table (``Note.stop``) holds the events still to be shown and the
  computer players until the person goes on (Enter, or a click on the panel); the buttons
  stay live, and a move made goes on by itself.
* Esc leaves the guide at any moment: the panel goes, and the deal plays on as any other
  (:meth:`game.ui.session.Session.leave_guide`).
* When the guide's last deal is over and the table has shown it all, every counter landed,
  a last note waits for Enter (:data:`END`); then the end: what the deal showed, what the
  game still holds, and *Play for real* (Enter), a new game with the same opponents; Esc
  stays at this table.

The panel lies over the log, in the right-hand column, where no card is ever dealt.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.guide.driver import Guide
from game.guide.notes import Note, Summary

from .guide_drawing import GuidePanelDrawing

if TYPE_CHECKING:
    from ..scenes.table import TableScene

_SHOW = ("HandShown", "PoolWon")
"""The events of the show."""
GUIDE_CAPTION = "Read the guide, then Enter: go on."
"""The caption while the guide holds the table and the person has no move to make."""
END = Note("end", "The guided deal is over, and every counter is paid. Look the table over as long as "
                 "you like, then press Enter to see what the deal has shown.", "", None, True, None,
           "The end of the deal")
"""The note between the guided deal's last counter landing and its summary: the summary, laid
over the table, waits for the person.  A learner found it come up by itself over Ambigu's
second show (after a pause of a second and a half, the hands still to be read)."""
PAYMENTS = frozenset({"BrelanPaid", "CountersPaid", "DealerPays"})
"""The payments made one after another at a settlement: the guide speaks of them once all have
been shown."""


class GuideShow(GuidePanelDrawing):
    """The guide of a guided deal, at the table; see the module docstring."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        session = scene.session
        guided = session.guided
        self.guide = Guide(guided.prepared, session.table.names, session.human, guided.state)
        self.queue: deque[Note] = deque()
        self.note: Note | None = None
        self.summary: Summary | None = None
        self._pending: Any = None
        """The book's advice at the person's turn, being worked out: (its key, the view)."""
        self._turn_notes: list[Note] = []
        """The notes of the person's turn now: done with once he has moved."""
        self._judging: Any = None
        """A move made before the book had answered: (the question, the view, the move, whether
        the prepared line was kept), judged when the answer comes (:meth:`update`)."""
        self._last_told = ""
        """The kind of the event told last (a payment's words wait for the rest of its run)."""
        self._unshown: list[Note] = []
        """What the guide says of the events played and not yet shown (:meth:`told`)."""
        self._held: list[Note] = []
        """Notes of the table's events while a move waits to be judged: said after its word,
        in the order played."""
        self._image: pygame.Surface | None = None
        self._image_key: tuple | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.target: pygame.Rect | None = None
        self._target_key: tuple | None = None
        self._shape: tuple[pygame.Rect | None, tuple | None] = (None, None)
        self._over_counters = False
        """The pointer's ring is being sought over the pool's counters too (see :meth:`draw`)."""
        self.pointer: tuple[pygame.Rect | None, tuple | None] | None = None
        """The pointer as last drawn: its ring, and its arrow (start, tip, bounds) or None."""
        self._book_move: tuple[Any, Any] | None = None
        """The book's move at the person's turn now: (the scene's decision, the action or None),
        for the pointer (:meth:`~game.ui.table.guide_pointer.GuidePointer.book_button`)."""
        self._book_view: Any = None
        """The person's view at the turn the book's move is for (the cards it throws)."""
        self.pointed: tuple[Any, ...] = ()
        """The card the pointer's arrow comes to at a draw: the first the book throws, or none."""
        self._shape_pointed: tuple[Any, ...] = ()
        """``pointed`` as found with the pointer's shape (found again when it is)."""
        self._note_played = 0
        """The events the table had shown when the note came up (its pointer's moment)."""
        self.quiet = False
        """A word said in passing is done with and no other has come yet: the panel stands,
        empty of words (it does not give way to the log and come back at every move)."""
        self._since_turn: list[str] = []
        """The others' moves said in passing since the person's last turn: said again at the
        head of his turn's word (a learner saw "Judge Ames equals the bet" give way at once
        to the book's word, and read only "Watching the table")."""
        self._end_said = False
        """The last note (:data:`END`) has been put up."""
        self._end_asked = False
        """Enter has been pressed with the guided deal's end all shown: the summary may come."""
        state = guided.state
        if session.table.deal is not None:  # (a resumed deal: the guide's deal is the table's)
            self.guide.deal = self.guide.deal_of(session.table.deal_number)
        if not state.said and not state.asked and session.table.deal_number < state.first:
            opening = self.guide.opening()
            if getattr(guided, "reseated", False):
                dealer = session.table.names[session.table.dealer]
                dealer = "you deal" if session.table.dealer == session.human else f"{dealer} deals"
                opening = Note(opening.kind, "For the guided deal the seats are set as it needs them, "
                               f"not as the cut placed them: {dealer} first. " + opening.text,
                               opening.point, opening.seat, opening.stop, opening.moment, opening.title)
            self.queue.append(opening)
        elif state.showing:
            # A save resumed mid-guide: the note that was showing is shown again.
            self.queue.append(Note(**state.showing))
        self._next()

    # ----------------------------------------------------------------- what the scene asks
    @property
    def active(self) -> bool:
        return not self.guide.state.left

    @property
    def waiting(self) -> bool:
        """The table waits for the person to go on (a note that stops it, or the end)."""
        return self.summary is not None or (self.note is not None and self.note.stop)

    @property
    def showing(self) -> bool:
        return self.summary is not None or self.note is not None

    @property
    def holding(self) -> bool:
        """Words on an event the table is still showing wait for it to be shown (the counters
        landed, the cards turned): the table plays nothing further meanwhile, except the rest
        of a run of payments (:meth:`_more_payments`)."""
        return bool(self._unshown) and not self._more_payments()

    def _more_payments(self) -> bool:
        """The event told last was a payment and the next to be shown is another of its kind:
        the words on the payments wait until all have landed.  A learner read "every player
        without a brelan pays a counter" while only one had paid, and the rest paid after
        Enter (issue 39)."""
        if self._last_told not in PAYMENTS:
            return False
        q = self.scene.session.events
        return bool(q) and type(q[0].event).__name__ == self._last_told

    def summary_due(self) -> bool:
        """The guided deal is over and its summary is still to come (:meth:`_over`), no note
        up: the window draws on meanwhile, until the last counter lands and :data:`END` is up."""
        return self.note is None and self._ending()

    @property
    def at_end(self) -> bool:
        """The last note (:data:`END`) is up: the summary, not the next deal, follows it."""
        return self.note is not None and self.note.kind == END.kind and self._ending()

    def _ending(self) -> bool:
        scene, session = self.scene, self.scene.session
        return (self.summary is None and self.active and session.deal_over and scene.deal_done
                and self.guide.over(session.table.deal_number, True) and not self.queue)

    def told(self, event: Any) -> None:
        """An event the director has just played: what the guide says of it is said once the
        table has shown it (:meth:`update`).  A learner read who was paid before the counters
        moved, and a word on a move while the table still showed the one before."""
        if not self.active:
            return
        name = type(event).__name__
        self._last_told = name
        if name == "DealEnded":
            self._deal_ended()
        self._moved_on()
        self._unshown.extend(self.guide.told(event))

    def _moved_on(self) -> None:
        """The table has moved on (another event played, or the person's turn come): a word
        said in passing on the move before is done with at once.  A learner read "Deacon Gray
        passes." beside the caption's "Colonel Dash raises 6", and "Colonel Dash says I pass"
        over his own turn's buttons: the guide's sentence is of the moment on the table now,
        and until the next one comes the panel stands empty (the caption and the log say the
        move)."""
        if self.note is not None and not self.note.stop:
            self.note = None
            self._remember(None)
            self._next()
            if self.note is None:
                self.quiet = True

    def _shown(self) -> bool:
        """The table has shown every event played: nothing moving, no counter in the air."""
        scene = self.scene
        return scene.hold <= 0 and not scene.tweens.busy and not scene.flyers

    def _release(self) -> None:
        """The words on the events now shown are said, in the order they were played."""
        notes, self._unshown = self._unshown, []
        self._add(notes)

    def _deal_ended(self) -> None:
        """The deal is over: what was still to be said of its moves is stale (a play-tester
        read "Judge Ames equals the bet" after the deal had ended); its moments stay."""
        stale = ("move", "book", "differs")
        self._since_turn = []
        self._unshown = [n for n in self._unshown if n.kind not in stale]
        for note in [n for n in self.queue if n.kind in stale]:
            self.queue.remove(note)
        if self.note is not None and self.note.kind in stale:
            self.note = None
            self._remember(None)
            self._next()
        if self._judging is not None:  # (a word on a move of a deal now over is not wanted)
            self._judging = None
            held, self._held = self._held, []
            self._add([n for n in held if n.kind not in stale])

    def turn(self, view: Any) -> None:
        """The person's buttons are offered: the book is asked (once, on its worker); its
        answer brings the moments of this turn and its word (:meth:`update`)."""
        if not self.active:
            return
        self._moved_on()
        book = self.scene.session.book
        if book is None:  # (no book at this table: the guide asks its own, off the frame)
            guide = self.guide
            self._pending = ("own", self.scene.session.background(lambda: guide.turn(view)), view)
            return
        self._pending = ("book", book.ask(view), view)
        self.update()

    def _advice(self, pending: Any) -> tuple[bool, Any]:
        """(settled, the book's advice or None) for a turn's pending question."""
        how, key, _view = pending
        if how == "own":
            return key.done(), None
        state, got = self.scene.session.book.advice(key)
        if state in ("thinking",):
            return False, None
        return True, got if state == "ready" else None

    def light(self) -> None:
        """The lit button is the book panel's: the book's own move, from the same advice."""

    def acted(self, view: Any, action: Any) -> None:
        """The person has made ``action``: the turn's note is done with; a word if it was not
        the book's (the save is written again, the guide's state with it)."""
        if not self.active:
            return
        turn = self._turn_notes
        self._turn_notes = []
        pending, self._pending = self._pending, None  # (a word for a turn played is no longer wanted)
        advice = None
        if pending is not None and pending[0] == "book":
            settled, advice = self._advice(pending)
            if not settled:
                # Moved before the book answered: the line is left now (the others follow it),
                # the word on the move comes with the answer and the table's notes wait for it.
                self._drop_turn(turn)
                self._judging = (pending, view, action, self.guide.stepped(view, action))
                return
        elif self.scene.session.book is not None:
            from game.ui.book import decision_key

            state, got = self.scene.session.book.advice(decision_key(view))
            advice = got if state == "ready" else None
        self._drop_turn(turn)
        self._said(self.guide.acted(view, action, advice))

    def _drop_turn(self, turn: list[Note]) -> None:
        """The notes of a turn now played are done with, and so is every note still up or
        waiting from before the move: a play-tester moved while a note of an earlier moment
        was up, and it stayed on screen, stale, above the word on his move."""
        before = [n for n in self.queue if n not in self._held]
        for note in before:
            self.queue.remove(note)
        if self.note is not None and self.note not in self._held:
            self.note = None
            self._remember(None)
        for note in turn:
            if note in self.queue:
                self.queue.remove(note)
            if note in self._held:
                self._held.remove(note)
        if turn and self.note in turn:
            self.note = None
            self._remember(None)

    def _said(self, notes: list[Note]) -> None:
        """The guide's word on the person's move, then anything held back behind it."""
        if notes:
            self.scene.session.save()
        held, self._held = self._held, []
        self._add(notes + held)
        self._next()

    def _judge(self) -> None:
        """A move made before the book answered is judged once it has."""
        pending, view, action, was_on_line = self._judging
        settled, advice = self._advice(pending)
        if not settled:
            return
        self._judging = None
        try:
            notes = self.guide.judged(view, action, was_on_line, advice)
        except Exception:  # the book's word is a help: never let it stop the game
            notes = []
        self._said(notes)

    def update(self) -> None:
        """Once a frame: only a pending word of the book is looked at (a future's flag), and
        the words on events the table has now shown are said."""
        if self._unshown and self._shown() and not self._more_payments():
            self._release()
        if self._judging is not None:
            self._judge()
        pending = self._pending
        if pending is not None:
            settled, advice = self._advice(pending)
            if settled:
                self._pending = None
                try:
                    if pending[0] == "own":
                        self._turn_notes = pending[1].result()
                    else:
                        self._turn_notes = self.guide.turn(pending[2], advice)
                except Exception:  # the book's word is a help: never let it stop the game
                    self._turn_notes = []
                got = self.guide.advised(pending[2])
                self._book_move = (self.scene._decision, getattr(got, "action", None))
                self._book_view = pending[2]
                self._add_turn(self._turn_notes)
        if self.summary is None and self.note is None and self.active and self._over():
            if self._end_asked:
                self.summary = self.guide.summary()
                self._remember(None)
            elif not self._end_said:
                self._end_said = True
                self._add([END])

    def _over(self) -> bool:
        """The guided deal is over and its end has been shown: every event shown, the last
        payment's counters landed (a learner found the summary laid over the last payments,
        Bouillotte's brelan paid by two players more).  The summary then waits for Enter
        (:data:`END`), as long as the person likes to look at the table."""
        scene = self.scene
        return self.summary_due() and scene.idle and not scene.flyers and not scene.tweens.busy

    # ----------------------------------------------------------------- going on
    def _add(self, notes: list[Note]) -> None:
        if not notes:
            return
        if self._judging is not None:
            self._held.extend(notes)
            return
        for n in notes:  # (a word that stops the table is read: what came before it is told)
            if n.kind == "move" and not n.stop:
                self._since_turn.append(n.text)
            elif n.stop:
                self._since_turn = []
        if self.note is not None and not self.note.stop:
            self.note = None  # a word said in passing gives way to the next
        self.queue.extend(notes)
        self._next()

    def _add_turn(self, notes: list[Note]) -> None:
        """The person's turn has come, its buttons live: its notes (the book's word with them)
        go up at once.  A play-tester acted while a note of an opponent's move was still up,
        before the book's word appeared.  An opponent's move still up or waiting gives way; a
        moment still up is said with the turn's first note, so that nothing is lost and the
        book's word is there as soon as the buttons are."""
        if not notes:
            return
        if self._unshown:  # (the opponents' moves before the turn are said before it)
            self._release()
        if self._judging is not None:
            self._add(notes)
            return
        up = self.note if self.note is not None and self.note.kind != "move" else None
        waiting = [n for n in self.queue if n.kind != "move"]
        moves, self._since_turn = self._since_turn, []
        if moves:  # (the others' moves since his last turn, each explained, before the book's word)
            head = notes[0]
            notes = [Note(head.kind, " ".join(moves) + " " + head.text, head.point, head.seat, True,
                          head.moment, head.title), *notes[1:]]
            self._turn_notes = notes
        first = notes[0]
        if up is not None and up not in notes:
            first = Note(first.kind, up.text + " " + first.text, first.point, first.seat, True,
                         first.moment, first.title)
            self._turn_notes = [first, *notes[1:]]
        self.queue = deque([*self._turn_notes, *waiting]) if up is not None else deque([*notes, *waiting])
        self.note = None
        self._next()

    def _next(self) -> None:
        if self.note is not None or self.queue:
            self.quiet = False
        if self.note is None and self.queue:
            self.note = self.queue.popleft()
            self._note_played = self.scene.played
            self._remember(self.note)
            self.scene.app.sound.play("click", 0.25)

    def _remember(self, note: Note | None) -> None:
        """The note showing is kept with the guide's state, and the game saved with it (on the
        writer thread), so a resumed save shows it again."""
        self.guide.state.showing = None if note is None else {
            "kind": note.kind, "text": note.text, "point": note.point, "seat": note.seat,
            "stop": note.stop, "moment": note.moment, "title": note.title}
        session = self.scene.session
        if session.table.deal is not None:
            session.save()

    def go_on(self) -> bool:
        """Enter (or a click on the panel): the next note; at the end, play for real.  False
        when there was nothing of the guide's to go on from."""
        if self.summary is not None:
            self.play_for_real()
            return True
        if self.note is None or not self.note.stop:
            return False
        was, self.note = self.note, None
        self._remember(None)
        self._next()
        if self.note is None and (was.kind == END.kind or self._over() and was.kind != "missed"):
            # Enter with the deal's end all shown, every counter landed: the summary comes.
            # (After the account of moments the deal did not come to, the last note still
            # says the deal is over before the summary covers the table.)
            self._end_asked = True
        return True

    def leave(self) -> bool:
        """Esc: leave the guide (at the end, close the summary and stay at this table)."""
        if self.summary is not None:
            self.summary = None
            self.scene.session.leave_guide()  # (the deals from here on are counted)
            self.scene.app.toast("The guided deal is over; the table plays on as any other.", 4.0)
            return True
        if not self.active:
            return False
        self.queue.clear()
        self._unshown = []
        self.note = None
        self._pending = None
        self._judging, self._held = None, []
        self._remember(None)
        self.scene.session.leave_guide()
        self.scene.app.toast("You have left the guide; the deal plays on as any other.", 4.0)
        return True

    def play_for_real(self) -> None:
        """A normal game of the same game, with the same opponents."""
        scene = self.scene
        session = scene.session
        session.leave_guide()
        after = getattr(session.guided, "after", None) or session.config
        from game.store.saves import GameConfig
        from game.ui.session import Session

        config = GameConfig(tuple(after.names), tuple(after.temperaments), scene.app.settings.house, None,
                            variant=after.variant)
        try:
            new = Session(config, home=scene.app.home)
        except Exception as exc:  # a table the engine refuses: say why, stay here
            scene.app.toast(f"That table cannot be played: {exc}", 5.0)
            return
        session.close()
        scene.app.show("table", new, replace=True)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the panel goes on (on the summary: plays for real)."""
        if self.summary is not None and self.summary_rect().collidepoint(pos):
            self.play_for_real()
            return True
        if self.note is not None and self.panel.collidepoint(pos):
            return self.go_on() or True
        return False


__all__ = ["GUIDE_CAPTION", "GuideShow"]
