"""The hand on the shoulder: what the guide says, and when, as a prepared deal is played.

A :class:`Guide` follows one prepared deal (:mod:`game.rulebook.guided`) as the person sees
it.  Whoever shows the deal tells the guide each event as it is shown (:meth:`Guide.told`),
each turn of the person's (:meth:`Guide.turn`) and each move the person makes
(:meth:`Guide.acted`); the guide answers with :class:`Note`\\ s: a moment of the deal (a
pointer and the rulebook's words), an opponent's move explained, or a word when the person
has chosen another move than the book's.  The command line prints them, the window shows
them one at a time; both tell the guide the same things in the same order.

**One book.**  At every one of the person's decisions the guide asks the live book, the same
call "Ask the book" makes (:meth:`game.coach.advice.Coach.advise`), and says what it says:
its move, its reason and its figures, word for word.  The window hands the guide the very
advice its book panel holds (and lights the same move); headless, the guide asks a coach of
its own, told each deal's end as the window's is.  The prepared deal's script only says how
the deal was laid out: a test proves that the book, asked live, makes the prepared moves.

The guide never refuses a move.  While the person makes the prepared moves the deal goes as
prepared; a move other than the book's gets one sentence on what will follow, and once the
deal is no longer the prepared one the computer players play by their own judgement
(:mod:`.players`), the guide gives the book's word at each of the person's turns, and a
moment it promised is still explained when it comes, in whichever deal, in words true of any
deal (:attr:`Moment.general <game.rulebook.guided.model.Moment.general>`).  What the guide has
said, what the person has seen happen, and whether the deal is still the prepared one are
kept in a :class:`~.state.GuideState`, which a save carries.

The guide's parts live beside it: the notes it hands out and the end's summary
(:mod:`.notes`), the bookkeeping a save keeps (:mod:`.state`), the book it asks
(:mod:`.book`), the person's decisions beside the script (:mod:`.decisions`) and its small
words (:mod:`.move_words`, :mod:`.teaching`).

Only the person's view is read: the words name no card the person has not seen.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.engine import Action, ActionKind, SeatView
from game.engine.core.words import he, him, his
from game.rulebook.guided.model import YOU, Moment, Prepared

from .book import ADVISER_SEED, GuideBook
from .cancelled import TITLE as CANCELLED, Barters
from .decisions import decision_index, fitted, offered, same_move, scripted_step
from .move_words import (_FOLLOWS, _LAW_AT_END, _NUMBER, _SAME_KIND, _STANDS, _first_sentence, _game_name,
                         _move_words, _mover, _not, book_words)
from .notes import Note, Summary, _held_key
from .state import GuideState
from .teaching import teach

K = ActionKind
_ASK = object()
"""A turn's advice not handed in: the guide asks the book itself."""


def _joined(words: str, more: str) -> str:
    """The book's word and the guide's words after it; the book's quiet law reference, if any,
    stays at the end of the whole."""
    if not more:
        return words
    law = _LAW_AT_END.search(words)
    if law:
        return f"{words[:law.start()]} {more} {law.group(1)}"
    return f"{words} {more}"



class Guide:
    """The guide of one prepared deal; see the module docstring.

    ``names``: the table's names by seat (the person's as the table has it); ``you``: the
    person's seat."""

    def __init__(self, prepared: Prepared, names: tuple[str, ...] | list[str], you: int,
                 state: GuideState | None = None, adviser_seed: int = ADVISER_SEED,
                 coach: Any = None) -> None:
        self.prepared = prepared
        self.names = ["You" if s == you else n for s, n in enumerate(names)]
        self.you = you
        self.state = state or GuideState()
        self.deal = 0
        """The guide's deal being shown (0: none yet)."""
        self._book = GuideBook(prepared.variant, adviser_seed, coach)
        """The book (the window's own, lent, or one of the guide's made on first use)."""
        self._this_deal: set[str] = set()
        """The moments that have happened in the deal being shown (for a ``seen`` with ``after``)."""
        self._shown: set[int] = set()
        """The seats whose hands have been shown in the deal being shown (a show is two)."""
        self._barters = Barters(self.names, you)
        """A barter in the air, for a knock that cancels it (Commerce, My Ship Sails)."""

    # --------------------------------------------------------------- where we are
    @property
    def active(self) -> bool:
        return not self.state.left

    def deal_of(self, table_deal: int) -> int:
        """The guide's number of a table's deal (1: the guide's first)."""
        return table_deal - self.state.first + 1

    def over(self, table_deal: int, deal_over: bool) -> bool:
        """True when the guide's last deal has been played."""
        d = self.deal_of(table_deal)
        return d > self.prepared.deals or (d == self.prepared.deals and deal_over)

    def seat_name(self, who: str | None) -> int | None:
        if who is None:
            return None
        return self.prepared.seat_of(who)

    def _words(self, text: str) -> str:
        """The prepared words with the table's names in place of the cast's."""
        for s, (cast, _t) in enumerate(self.prepared.cast):
            if cast != YOU and self.names[s] != cast:
                text = text.replace(cast, self.names[s])
        return text

    # --------------------------------------------------------------- the notes
    def opening(self) -> Note:
        return Note("opening", self._words(self.prepared.opening), "", None, True, None,
                    f"A guided deal of {_game_name(self.prepared.variant)}")

    def _happened(self, m: Moment, came: bool = True) -> None:
        """The moment has come about at the table (said or not): the summary counts it seen
        (one with events of its own, ``seen``, once one of them has come: ``came``)."""
        if came and m.seen and m.id not in self.state.came:
            self.state.came.append(m.id)
        self._this_deal.add(m.id)
        if m.id not in self.state.happened:
            self.state.happened.append(m.id)

    def _seen_in(self, m: Moment, event: Any) -> bool:
        """Whether ``event`` is one of those the moment's ``seen`` names (see :class:`Moment`)."""
        name = type(event).__name__
        for w in m.seen:
            if w.event != name:
                continue
            if w.seat is not None and _mover(event) != self.prepared.seat_of(w.seat):
                continue
            if w.kind is not None and getattr(event, "kind", None) != w.kind:
                continue
            if w.after and w.after not in self._this_deal:
                continue
            if len(self._shown) < w.shows:
                continue
            if all(getattr(event, f, None) == v for f, v in w.where):
                return True
        return False

    def _say(self, m: Moment, book: str = "", event: Any = None, general: bool = False) -> Note:
        self.state.said.append(m.id)
        self._happened(m, came=False)
        says = m.general if general else m.says
        says = self._fill(says, event) if event is not None and "{" in says else says
        law = _LAW_AT_END.search(says) if book else None
        if law:  # the law stays a quiet reference at the end of the whole note
            says, book = says[:law.start()], book + " " + law.group(1)
        text = says + (" " + book if book else "")
        seat = self.seat_name(m.seat) if m.point == "seat" else None
        if general and seat is not None and "{name}" in m.general and isinstance(_mover(event), int):
            seat = _mover(event)  # (the words name whoever made it: the pointer goes to him)
        return Note("moment", self._words(text), m.point, seat, True, m.id, m.title)

    def told(self, event: Any) -> list[Note]:
        """An event as the person has been shown it; what the guide says about it."""
        if self.state.left:
            return []
        name = type(event).__name__
        if name == "DealStarted":
            self.deal = self.deal_of(event.deal)
            self._this_deal = set()
            self._shown = set()
        elif name == "HandShown" and isinstance(getattr(event, "seat", None), int):
            self._shown.add(event.seat)
            value = getattr(event, "value", "")
            if value and value not in self.state.shown:
                self.state.shown.append(value)
        out: list[Note] = []
        # What has happened comes from the events, on the prepared way or not: the summary
        # said a deal "did not come to" a second draw the person had just played.
        for m in self.prepared.moments:
            if m.seen and self._seen_in(m, event):
                self._happened(m)
        # The prepared moments speak of the prepared cards: once the person has gone another
        # way, the deal is no longer the one they describe, and a moment is said only in its
        # words true of any deal, when its event comes (in whichever of the guide's deals).
        if not self.state.on_line:
            # A moment of the person's turn that the deal off the prepared way brings about at
            # another's move (the word passed round) is said, in words true of any deal, then.
            for m in self.prepared.moments:
                if m.when.turn and m.seen and m.general and m.id not in self.state.said \
                        and self._seen_in(m, event):
                    out.append(self._say(m, general=True))
        for m in self.prepared.moments:
            if m.when.turn or m.when.event != name:
                continue
            if not m.seen and self._happens(m, event):
                self._happened(m)
            if m.id in self.state.said:
                continue
            if self.state.on_line:
                if m.when.deal == self.deal and self._fits(m, event):
                    out.append(self._say(m, event=event))
            elif m.general and self._happens(m, event):
                out.append(self._say(m, event=event, general=True))
        if name == "DealEnded":
            out += self._accounted()
        seat = _mover(event)
        # A move made to the person (a card passed to him) is spoken to at his turn.
        if not out and isinstance(seat, int) and seat != self.you \
                and (name == "Bartered" or getattr(event, "to", None) != self.you):
            note = self._move(name, event)
            if note is not None:
                out.append(note)
        cancelled = self._barters.words(name, event)
        if cancelled:  # (said with the knock, and counted as met: never listed as still to come)
            if CANCELLED not in self.state.met:
                self.state.met.append(CANCELLED)
            words = self._words(cancelled)
            out = out[:-1] + [replace(out[-1], text=f"{out[-1].text} {words}", stop=True)] if out \
                else [Note("move", words, "seat", _mover(event), True, None, "")]
        return out

    def _accounted(self) -> list[Note]:
        """The deal is over: each moment it was prepared to show and did not come to (the
        person went another way) is accounted for in a sentence, with what it would have
        shown, so that no moment the opening named passes unexplained (a learner who straddled
        at Bouillotte's first question never met the word, nor was told of it)."""
        out = []
        for m in self.prepared.moments:
            if m.when.deal != self.deal or m.id in self.state.said or m.id in self.state.accounted:
                continue
            self.state.accounted.append(m.id)
            what = self._words(m.accounted)
            if m.id in self._this_deal:
                head = f"{m.title[:1].upper()}{m.title[1:]} came in this deal without the guide's word on it."
            else:
                head = (f"Played your way, this deal did not come to {m.title}, which the book's way "
                        "would have shown.")
            text = f"{head} {what}" if what else f"{head} The How to play card tells of it."
            out.append(Note("missed", text, "", None, True, m.id, m.title))
        return out

    def _happens(self, m: Moment, event: Any) -> bool:
        """Whether ``event`` is the moment's kind of event in any deal: its kind and fields as
        prepared; its player too, unless the moment's words true of any deal name whoever
        made it (``{name}``)."""
        w = m.when
        if "{name}" in m.general and getattr(event, "seat", None) == self.you:
            return False  # (the person's own move is spoken to at his turn)
        if w.seat is not None and "{name}" not in m.general \
                and getattr(event, "seat", None) != self.prepared.seat_of(w.seat):
            return False
        if w.kind is not None and getattr(event, "kind", None) != w.kind:
            return False
        if len(self._shown) < w.shows:
            return False  # (a pool taken with one hand shown is no show)
        return all(getattr(event, f, None) == v for f, v in w.where)

    def _fits(self, m: Moment, event: Any) -> bool:
        w = m.when
        if w.after and w.after not in self.state.said:
            return False
        if w.seat is not None and getattr(event, "seat", None) != self.prepared.seat_of(w.seat):
            return False
        if w.kind is not None and getattr(event, "kind", None) != w.kind:
            return False
        if len(self._shown) < w.shows:
            return False
        return all(getattr(event, f, None) == v for f, v in w.where)

    def _move(self, name: str, event: Any) -> Note | None:
        """An opponent's move, in the game's words (the first of a kind stops the table)."""
        kind = getattr(event, "kind", None)
        key = kind.value if name == "Acted" and isinstance(kind, ActionKind) else name
        template = self.prepared.moves.get(key) if isinstance(key, str) else None
        if key == "call" and getattr(event, "amount", None) == 0:
            # a call of nothing (the blind standing, bets level) is said as what it is
            template = self.prepared.moves.get("call nothing", template)
        if template is None:
            return None
        text = self._fill(template, event)
        first = key not in self.state.told
        if first:
            self.state.told.append(key)
        # Only a word that teaches stops the table, the first time (the first straddle, the first
        # raise: "{name} raises 5: the others must ..."); a plain move ("{name} passes.") passes
        # by itself (a play-tester pressed Enter some eighteen times at Bouillotte).
        teaches = first and ": " in template
        return Note("move", text[:1].upper() + text[1:], "seat", _mover(event), teaches, None, "")

    def _fill(self, template: str, event: Any) -> str:
        """A template's {name}, {he}, {his}, {him} (whoever made the event) and the event's
        own fields ({amount}, {count}) filled in."""
        who = self.names[_mover(event)]
        fields = {f: getattr(event, f) for f in getattr(event, "__dataclass_fields__", ())}
        count = fields.get("count")
        if isinstance(count, int):
            fields["cards"] = "one card" if count == 1 else f"{_NUMBER.get(count, count)} cards"
        fields.update(name=who, he=he(who), his=his(who), him=him(who))
        return template.format(**fields)

    def turn(self, view: SeatView, advice: Any = _ASK) -> list[Note]:
        """The person's turn (:meth:`_turn`), with a word on what the game holds that he has
        come to here his way (:attr:`Held.at`): at Ambigu, that if all pass after the second
        draw the pool stays for the next deal."""
        fresh = not self.state.left and bool(view.legal) \
            and [self.deal_of(view.deal), decision_index(view)] not in self.state.asked
        notes = self._turn(view, advice)
        step = getattr(view.ambigu, "step", "") if view.variant == "ambigu" else ""
        for h in self.prepared.holds if fresh and step else ():  # (only Ambigu's steps are named)
            if h.at and h.says and h.at[0] == step and view.offer(h.at[1]) is not None:
                if h.title not in self.state.met:
                    self.state.met.append(h.title)
                if not notes:
                    notes = [Note("book", "Your turn.", "buttons", None, True, None, "")]
                last = notes[-1]
                notes[-1] = replace(last, text=f"{last.text} {self._words(h.says)}")
        return notes

    def _turn(self, view: SeatView, advice: Any = _ASK) -> list[Note]:
        """The person's turn: the moments that come with it (each turn spoken to once), the
        last of them with the book's word; off the prepared way, the book's word alone.
        ``advice``: the book's advice at this decision as the window holds it (None: the book
        had none); by default the guide asks its own."""
        if self.state.left or not view.legal:
            return []
        d, k = self.deal_of(view.deal), decision_index(view)
        if [d, k] in self.state.asked:
            return []
        if advice is _ASK:
            advice = self.advice(view)
        else:
            self._keep(view, advice)
        self.state.asked.append([d, k])
        for m in self.prepared.moments:  # the turns the person has now come to, his way or the book's
            w = m.when
            if w.turn and not m.seen and w.deal == d and (w.kind is None or view.offer(w.kind) is not None) \
                    and dict(w.where).get("nth", k) == k and (not w.after or w.after in self.state.happened):
                self._happened(m)
        words = book_words(view, advice)
        if not self.state.on_line:
            if words:
                words = _joined(words, self._teach_off_line(view, advice))
            # A moment of the person's turn, its offer come in whichever deal, said in its words
            # true of any deal before the book's (those with events of their own wait for them).
            due = [m for m in self.prepared.moments
                   if m.when.turn and m.general and not m.seen and m.id not in self.state.said
                   and m.when.deal <= d and (m.when.kind is None or view.offer(m.when.kind) is not None)
                   and (not m.when.after or m.when.after in self.state.happened)]
            if due:
                return [self._say(m, words if i == len(due) - 1 else "", general=True)
                        for i, m in enumerate(due)]
            return [Note("book", "Your turn. " + words, "buttons", None, True, None, "")] if words else []
        due = []
        for m in self.prepared.moments:
            w = m.when
            if m.id in self.state.said or not w.turn or w.deal != d:
                continue
            if w.kind is not None and view.offer(w.kind) is None:
                continue
            if w.where and dict(w.where).get("nth", k) != k:
                continue
            if w.after and w.after not in self.state.said:
                continue
            due.append(m)
        if words:  # (what a strong and a weak hand do here follows the book's word)
            for m in due:
                taught = teach(m.teach, view, advice) if m.id not in self.state.taught else ""
                if taught:
                    self.state.taught.append(m.id)
                    words = _joined(words, self._words(taught))
        return [self._say(m, words if i == len(due) - 1 else "") for i, m in enumerate(due)]

    def _teach_off_line(self, view: SeatView, advice: Any) -> str:
        """Off the prepared way: the ``teach`` words of a moment not yet taught, at the first of
        the person's turns where the book's move is one they were written for."""
        kind = getattr(getattr(advice, "action", None), "kind", None)
        for m in self.prepared.moments:
            if m.id in self.state.taught or kind not in m.teach_at:
                continue
            if m.when.after and m.when.after not in self.state.happened:
                continue
            taught = teach(m.teach, view, advice)
            if taught:
                self.state.taught.append(m.id)
                return self._words(taught)
        return ""

    # --------------------------------------------------------------- the book
    def _keep(self, view: SeatView, advice: Any) -> None:
        self._book.keep(view, advice)

    def advice(self, view: SeatView) -> Any:
        """The book's advice at this decision: the one already given there, else the live
        book asked (the same call "Ask the book" makes); None if it has none."""
        return self._book.advice(view)

    def advised(self, view: SeatView) -> Any:
        """The book's advice at this decision as already given, without asking (None: not yet
        given, or the book had none): the window's pointer goes to its move."""
        return self._book.advised(view)

    def book(self, view: SeatView) -> Action | None:
        """The book's move at this decision (its advice's), fitted to the offer; None when
        the book has no word here."""
        advice = self.advice(view)
        return None if advice is None else fitted(view, advice.action)

    def deal_over(self, view: SeatView) -> None:
        """Tell the guide's own book the deal is over (as the window tells its book), so that
        it knows the others as the person does.  A book lent by the window is told there."""
        self._book.deal_over(view)

    def acted(self, view: SeatView, action: Action, advice: Any = _ASK) -> list[Note]:
        """The person has made ``action`` from ``view``: a word if it was not the book's.
        The deal stays the prepared one only while his moves are the prepared ones."""
        if self.state.left:
            return []
        if action.kind is K.BARTER and action.cards:
            self._barters.passing(action.cards[0].symbol)
        return self.judged(view, action, self.stepped(view, action), advice)

    def stepped(self, view: SeatView, action: Action) -> bool:
        """The prepared line is kept only while the person's moves are its moves; whether it
        was kept up to this move.  (Told at once: the others' moves follow the line.)"""
        was_on_line = self.state.on_line
        if was_on_line and not self.state.left:
            step = scripted_step(self.prepared, self.deal_of(view.deal), YOU, decision_index(view))
            if step is None or not offered(view, step.action()) \
                    or not same_move(view, action, fitted(view, step.action())):
                self.state.on_line = False
        return was_on_line

    def judged(self, view: SeatView, action: Action, was_on_line: bool,
               advice: Any = _ASK) -> list[Note]:
        """The person's ``action`` beside the book's: a word if it was not the book's (the
        window may tell this once the book has answered, after :meth:`stepped`)."""
        if self.state.left:
            return []
        if advice is not _ASK:
            self._keep(view, advice)
        book = self.book(view)
        if book is None or same_move(view, action, book):
            return []
        self.state.on_line = False
        done = _move_words(view, action)
        wanted = _move_words(view, book)
        if done == wanted and action.kind is K.DRAW:
            # The same words, other cards: say which (a learner read "You chose to discard one
            # and draw, where the book would discard one and draw").
            done += ", throwing away your " + (" ".join(c.symbol for c in action.cards) or "none")
            wanted += ", throwing away your " + (" ".join(c.symbol for c in book.cards) or "none")
        follows = ""
        if action.kind is K.DRAW and not action.cards:
            follows = _STANDS  # ("Enough", or standing pat: nothing was drawn)
        elif action.kind is book.kind and action.kind in _SAME_KIND:
            follows = _SAME_KIND[action.kind]
        elif action.kind in (K.ABANDON, K.SHOW_CARDS):
            follows = _FOLLOWS[action.kind]
        elif was_on_line:
            d, k = self.deal_of(view.deal), decision_index(view)
            for m in self.prepared.moments:
                if m.when.turn and m.when.deal == d and m.otherwise and m.id in self.state.said \
                        and dict(m.when.where).get("nth", k) == k \
                        and (m.when.kind is None or view.offer(m.when.kind) is not None):
                    follows = m.otherwise
        follows = follows or _FOLLOWS.get(action.kind, "The deal goes on from there.")
        if was_on_line:
            # (once only: "The others answer your bet as they judge best" said it already, and a
            # learner read the two sentences side by side)
            head = (" From here, at your turns, " if "judge best" in follows
                    else " From here the others play as they judge best, and at your turns ")
            follows += head + "the guide gives the book's word" + self._left_to_come(view) + "."
        chose = f"chose not to {done[7:]}" if done.startswith("do not ") else f"chose to {done}"
        text = f"You {chose}, where the book would {_not(wanted)}. {self._words(follows)}"
        # (no pointer: the move is made, its buttons gone; the next turn's are not its)
        return [Note("differs", text, "", None, True, None, "")]

    def leave(self) -> Note:
        """The person leaves the guide: the deal plays on normally."""
        self.state.left = True
        return Note("left", "You have left the guide; the deal plays on as any other.", "", None, False)

    # --------------------------------------------------------------- the end
    def _left_to_come(self, view: SeatView) -> str:
        """How long the guide stays, in words it can keep: the guide's deals are a fixed
        number, whatever is played in them."""
        left = self.prepared.deals - self.deal_of(view.deal)
        if left <= 0:
            return " to the end of this deal"
        if left == 1:
            return " to the end of this deal and the next"
        return f" to the end of this deal and the {_NUMBER.get(left, left)} that follow"

    def summary(self) -> Summary:
        """What the person saw happen (said by the guide, or seen come about), and what the
        game still holds; never the prepared cards' words for a moment that did not come."""
        # A moment with events of its own (``seen``) has been seen when one came, not when it
        # was said: a learner who traded for ready money where the guide spoke of bartering
        # read that he had now seen "trading for barter".
        seen_ids = set(self.state.happened) | {m.id for m in self.prepared.moments
                                               if m.id in self.state.said and not m.seen}
        seen_ids -= {m.id for m in self.prepared.moments if m.seen and m.id not in self.state.came}
        seen = tuple(m.title for m in self.prepared.moments if m.id in seen_ids)
        titles = set(seen)
        missed = tuple((m.title, _first_sentence(self._words(m.accounted)) if m.accounted else "")
                       for m in self.prepared.moments if m.id not in seen_ids and m.title not in titles)
        # What a hand shown was is met, not still to meet: a learner won on a point of 21 and
        # read "the point" among what the game still holds (issue 39).
        shown = " ".join(self.state.shown).lower()
        holds = tuple((h.title, h.line) for h in self.prepared.holds
                      if _held_key(h.title) not in shown and h.title not in self.state.met)
        return Summary(seen, missed, holds, self._words(self.prepared.lesson))
