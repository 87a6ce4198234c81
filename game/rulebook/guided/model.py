"""What a prepared deal is made of: the cast, the stacked packs, the script, the moments.

A **prepared deal** (:class:`Prepared`) is one game's guided first deal, as data: who sits
where (the person and the computer players, seat 0 dealing first), the cards of every pack in
the order they are dealt, each player's moves in turn (the person's are the book's moves, which
a test checks against the good player), and the **moments**: the points of the deal where the
guide stops to point at a part of the table and say, in the rulebook's words, what this is,
what you may do, what the book would do and why.

The data are read by the guide (:mod:`game.guide`), which plays them; nothing here plays.
Pure Python: the cards and the kinds of action, nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import Card, parse_cards
from game.engine.core.actions import Action, ActionKind

YOU = "you"
"""How the data name the person's seat."""

POINTS = ("hand", "pool", "seat", "widow", "table-cards", "retourne", "buttons", "log", "pack")
"""The parts of the table a moment may point at: your hand, the pool, a player's place (with
its seat), the widow, the cards face up on the table (Thirty-One), Bouillotte's retourne, the
action buttons, the log, the pack."""


@dataclass(frozen=True)
class On:
    """When a moment comes: an event of the table, or the person's turn.

    ``event`` is the name of one of the engine's events ("Acted", "HandShown", "JackMade");
    ``seat`` (a name of the cast, or "you") and ``kind`` narrow it to one player's act.
    ``turn`` instead: the person's turn, with ``kind`` among the offers when given.  ``deal``
    is the guide's deal, counted from 1 (Draw Poker's guide takes three)."""

    event: str = ""
    seat: str | None = None
    kind: ActionKind | str | None = None
    turn: bool = False
    deal: int = 1
    where: tuple[tuple[str, Any], ...] = ()
    """Further fields the event must carry, as (name, value)."""
    after: str = ""
    """A moment that must have been said before this one can come (its id)."""
    shows: int = 0
    """The hands that must have been shown in the deal, the event's own included: 2 for a
    show, so that a pool taken by a bet nobody met (its winner showing alone, to be paid for
    his combination at Ambigu) is not called a show."""


def on(event: str, seat: str | None = None, kind: ActionKind | str | None = None, deal: int = 1,
       after: str = "", shows: int = 0, **where: Any) -> On:
    """A moment that comes with an event: ``on("Acted", "Colonel Dash", K.RAISE)``; with
    ``after``, only once the moment of that id has been said; with ``shows``, only once that
    many hands have been shown in the deal."""
    return On(event=event, seat=seat, kind=kind, deal=deal, where=tuple(sorted(where.items())),
              after=after, shows=shows)


def turn(kind: ActionKind | None = None, deal: int = 1, nth: int | None = None, after: str = "") -> On:
    """A moment that comes at the person's turn (with an offer of ``kind``; at the person's
    ``nth`` move of the deal, counted from 0, when given; once ``after`` has been said)."""
    where = (("nth", nth),) if nth is not None else ()
    return On(turn=True, kind=kind, deal=deal, seat=YOU, where=where, after=after)


@dataclass(frozen=True)
class Moment:
    """One stop of the guide.

    ``says``: one or two sentences, what this is and what you may do.  What the book would do
    at the person's decision is never written here: the guide asks the live book (the same
    advice "Ask the book" gives, :mod:`game.coach.advice`), so that its word, the lit button
    and the book's own panel are one answer.  ``otherwise``: one sentence on what follows if
    the person chooses another move than the book's.  ``general``: words true of the moment
    in any deal, said when its event comes after the person has gone another way (in any of
    the guide's deals; a ``{name}`` in them names whoever made the event, and then the event
    may be anyone's); without them the moment is said only on the prepared way.  A moment of
    the person's turn with ``general`` words is said in them, off the prepared way, at one of
    its ``seen`` events if it has them, else at the person's first turn with its offer; and a
    moment of a deal that ends without it is accounted for in them (:attr:`accounted`)."""

    id: str
    title: str
    """A few words for the list of moments and the summary: "a jack pot not opened"."""
    point: str
    """The part of the table (one of :data:`POINTS`); "seat" points at ``seat``'s place."""
    when: On
    says: str
    otherwise: str = ""
    seat: str | None = None
    """The player pointed at, for ``point == "seat"`` (a name of the cast)."""
    general: str = ""
    seen: tuple[On, ...] = ()
    """The events that show the moment has happened, whoever made them and in whichever of the
    guide's deals (an ``after`` in them: once that moment has happened in the same deal), for
    the end's summary.  None given: a moment of an event has happened when its event comes,
    one of the person's turn when the turn comes with its offer (:mod:`game.guide.driver`)."""
    teach: str = ""
    """For a moment of the person's turn: one or two sentences said after the book's word, on
    what a strong and a weak hand do here (how much to bet, when to go in), in the rulebook's
    words; the book's own figures are filled in at the turn (``{amount}``, ``{limit}`` and the
    game's own, :func:`game.guide.teaching.fields`), never written here.  Said once: at this
    moment on the prepared way, or, once the person has gone another way, at his first turn
    (after ``when.after`` has come) where the book's move is one of ``teach_at``."""
    teach_at: tuple[ActionKind, ...] = ()
    missed: str = ""
    """Words true of any deal on what the moment shows, for the end of a deal that did not come
    to it (the person went another way), where ``general`` names whoever made its event; by
    default ``general`` (:meth:`accounted`)."""

    @property
    def accounted(self) -> str:
        """What the moment shows in words true of any deal and of nobody in particular, said
        when a deal ends without it (a learner who straddled at Bouillotte never met the word,
        and was never told of it); "" where there are none."""
        if self.missed:
            return self.missed
        return self.general if self.general and "{" not in self.general else ""


@dataclass(frozen=True)
class Step:
    """One move of the script: ``who`` (a name of the cast, or "you") does ``kind``."""

    who: str
    kind: ActionKind
    amount: int = 0
    cards: tuple[Card, ...] = ()

    def action(self) -> Action:
        return Action(self.kind, self.amount, self.cards)


@dataclass(frozen=True)
class Held:
    """Something the game holds that this deal does not show, in one line.

    ``at`` and ``says``: a thing the person may come to at his own turn, his way (the step of
    the deal, as ``SeatView.ambigu`` names it, and an offer there): ``says`` is then told with
    the book's word at that turn, and the thing is no longer listed among what the game holds."""

    title: str
    line: str
    at: tuple[str, ActionKind] | None = None
    says: str = ""


@dataclass(frozen=True)
class Prepared:
    """One game's guided deal; see the module docstring."""

    variant: str
    cast: tuple[tuple[str, str], ...]
    """(name, temperament) of every seat in order, seat 0 dealing first; the person is
    ``(YOU, "human")``."""
    packs: tuple[tuple[tuple[Card, ...], ...], ...]
    """For each deal of the guide, the packs it shuffles (most deals one; Ambigu's second
    pack, after the first draw, another), each given by the cards that come off its top, in
    the order they are dealt.  The rest of each pack lies under them in a fixed order."""
    script: tuple[tuple[Step, ...], ...]
    """For each deal of the guide, every move in the order they are made."""
    moments: tuple[Moment, ...]
    holds: tuple[Held, ...]
    """What the game still holds that this deal does not show."""
    opening: str
    """The guide's first words: what this deal will show."""
    moves: dict[ActionKind, str] = field(default_factory=dict)
    """The game's word on an opponent's move, by its kind: "{name} raises: at Brag a raise
    says {he} holds at least a pair, or wants you to think so.\""""
    house: tuple[tuple[str, Any], ...] = ()
    """House rules other than the book's, if the deal needs one."""
    lesson: str = ""
    """One line for the end's summary on what to take into every later deal (at Ambigu,
    betting with a strong hand and a weak one), in words true of any deal."""

    @property
    def deals(self) -> int:
        return len(self.script)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.cast)

    def seat_of(self, who: str) -> int:
        """The seat of a name of the cast ("you": the person's)."""
        return self.names.index(who)

    @property
    def you(self) -> int:
        return self.seat_of(YOU)

    def moment(self, mid: str) -> Moment:
        return next(m for m in self.moments if m.id == mid)


_KINDS = sorted(ActionKind, key=lambda k: -len(k.value))


def steps(text: str) -> tuple[Step, ...]:
    """A deal's script, a move a line: ``Colonel Dash: raise 5`` or ``you: draw 7c 2d``.

    The kind is the action's own name (``trade for ready money``, ``no straddle``); a
    number after it is the amount, card names the cards (a discard; the card traded; for
    ``draw one``, the card laid down then the card taken)."""
    out = []
    for raw in text.strip().splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        who, _, rest = line.partition(":")
        rest = rest.strip()
        kind = next((k for k in _KINDS if rest == k.value or rest.startswith(k.value + " ")), None)
        if kind is None:
            raise ValueError(f"no such move: {line!r}")
        words = rest[len(kind.value):].split()
        amount = 0
        if words and words[0].isdigit():
            amount = int(words.pop(0))
        out.append(Step(who.strip(), kind, amount, tuple(parse_cards(" ".join(words)))))
    return tuple(out)


def dealt(*hands: str, then: str = "") -> tuple[Card, ...]:
    """A pack dealt one card at a time: the hands in the order they are dealt to (the first
    hand's first card comes off first), then ``then``, the cards that follow in order."""
    cards = [parse_cards(h.split("#", 1)[0]) for h in hands]
    size = max(len(h) for h in cards)
    top = [h[i] for i in range(size) for h in cards if i < len(h)]
    return pack(" ".join(c.code for c in top) + "\n" + then)


def pack(text: str) -> tuple[Card, ...]:
    """The top of a pack, in dealing order ("As Kd ..."; line breaks and # notes allowed)."""
    codes = " ".join(line.split("#", 1)[0] for line in text.strip().splitlines())
    cards = tuple(parse_cards(codes))
    if len(set(cards)) != len(cards):
        raise ValueError(f"a card twice in a prepared pack: {codes}")
    return cards


__all__ = ["Held", "Moment", "On", "POINTS", "Prepared", "Step", "YOU", "dealt", "on", "pack", "steps", "turn"]
