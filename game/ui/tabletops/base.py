"""What a game brings to the shared table window: its table-top.

The table (:mod:`game.ui.scenes.table`) plays every game's common events (the deal, bets,
the draw, the show, the pool) and asks the table-top for the rest: the cards, piles and
words that only its game has.  A game is added to the window by writing one module in this
folder with a :class:`TableTop` subclass and registering its variant ids with
:func:`register`; the shared table has no ``if variant`` of its own.

The hooks, all optional (the defaults suit a game whose hands the window lays out from the
person's seat view, as most of the family's do):

* ``follows_view``: the seats' cards are brought in line with the view once the cards being
  dealt have landed (:meth:`sync`), and the game's own events are noted (:meth:`on_event`);
* ``hole_cards``: how many of another player's cards lie face down before his up-cards;
* :meth:`draw`: piles in the middle (a widow), shading over the seats (a beaten hand);
  :meth:`middle_rects`: where those piles lie; :meth:`words_rects`: where its words lie;
* :meth:`tags`: badges on a player's plate (the buck, a knock, markers);
* :meth:`deal_started`: a new deal: the last deal's words and piles go;
* :meth:`click`, :meth:`key`: the person's input on the table-top's own piles;
* ``own_kinds`` and :meth:`make_action`: actions the table-top composes from that input;
* :meth:`marked_changed`, :meth:`acted`: the person marked a card; an action was taken;
* :meth:`hand_note`: a word above the person's hand; :meth:`help_keys`: the keys (F1);
* :meth:`label`: the game's own words on an action's button; :meth:`lit`: the lit (Enter) one.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.engine import Action, ActionKind
from game.engine.widow.commerce_widow import MARKERS as COMMERCE_MARKERS
from game.engine.widow.whiskey_poker import MARKERS as WHISKEY_MARKERS
from game.engine.core.trading_events import DealerPays, MarkersMoved
from game.engine.core.events import (
    BuckPassed, CardExchanged, CardUp, Event, HandBeaten, HandShown, Knocked, MarkerPaid, WhiskeyPaid, WidowDealt, WidowTaken,
    WidowTurned,
)

from ..sprites import CardSprite
from ..tween import Tween, ease_in_out_quad, ease_out_cubic

if TYPE_CHECKING:
    from ..scenes.table import TableScene

log = logging.getLogger("parlour_poker.ui.tabletops")
K = ActionKind
MARKER_GAMES = {"whiskey-markers": WHISKEY_MARKERS, "commerce-widow": COMMERCE_MARKERS}
"""The games played for markers of no value, with no counters at all: the markers each
begins with."""

TABLETOPS: dict[str, type[TableTop]] = {}
"""Each variant id's table-top class (filled by :func:`register` as the modules load)."""

BUCK = "antes next"
"""The buck's words, as the tag and as the note when it passes (issue 38, window round 6:
"has the buck" as the note and "buck" as the tag said one thing two ways).  What holding it
means, not "has the buck": it passes as soon as its holder has anted for all, so the tag
went to the next player while the one who had just anted seemed to hold it (window round
9); the log and the rules say "antes next" too."""

NOTES = {Knocked: "knocked", HandBeaten: "beaten", WidowTaken: "takes the widow", WidowTurned: "turns the widow up",
         CardExchanged: "draws one", BuckPassed: BUCK, MarkerPaid: "pays a marker",
         WhiskeyPaid: "pays for the whiskey"}
"""A few words under a player's plate for the family's own events.  A knock is "knocked" on
the plate, as its tag says it for the rest of the deal (the log's sentence says "knocks"):
the plate read "knocks", then "knocked" (issue 38, window round 8)."""


def register(*variants: str) -> Callable[[type[TableTop]], type[TableTop]]:
    """A class decorator: the table-top of ``variants``."""
    def add(cls: type[TableTop]) -> type[TableTop]:
        for v in variants:
            TABLETOPS[v] = cls
        cls.variants = tuple(variants)
        return cls
    return add


class TableTop:
    """The default table-top (see the module docstring)."""

    variants: tuple[str, ...] = ()
    follows_view = True
    hole_cards = 0
    own_kinds: frozenset[ActionKind] = frozenset()
    hand_size = 5
    """The cards of a hand (Thirty-One and Commerce: three): the person marks among them."""
    preview: tuple[int, int, int] = (5, 0, 0)
    """New game's picture of the game: each seat's cards down and up, and the cards in the middle."""
    previews: dict[str, tuple[int, int, int]] = {}
    """The same for one of the class's variants where it differs (Stud's two ways of dealing)."""
    pile: tuple[str, bool] = ("the widow", False)
    """The middle's name in that picture, and whether its cards lie face up."""

    @classmethod
    def stakes_words(cls, house: Any, variant: str) -> str:
        """New game's line on the stakes of ``variant`` under the house rules ``house``."""
        return f"ante {house.blind}, limit {house.limit}; {house.starting_counters} counters each"

    @classmethod
    def preview_of(cls, variant: str) -> tuple[int, int, int]:
        """New game's picture of ``variant``: (cards down, cards up, cards in the middle)."""
        return cls.previews.get(variant, cls.preview)

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.view: Any = None
        """The person's seat view, for what the game shows besides the hands."""
        self._buck_told: int | None = None
        """Who holds the buck as the log last said it (Straight and Stud Poker)."""
        self._markers_shown: dict[int, int] = {}
        """A markers game's markers in front of each seat, as the log has told them."""

    # --- events and the view ----------------------------------------------------------------

    def on_event(self, event: Event) -> None:
        """The game's own events: a word under the plate, a sound, and the caption."""
        scene = self.scene
        seat = getattr(event, "seat", None)
        word = NOTES.get(type(event))
        if word and isinstance(seat, int) and 0 <= seat < len(scene.seats):
            shown = scene.seats[seat]
            # (a payment after the show leaves a shown hand's name: the markers moving say it,
            # and the name had gone, issue 38, round 3; Commerce's dealer paying the pool's
            # holders the same)
            if not (isinstance(event, (MarkerPaid, WhiskeyPaid, DealerPays)) and shown.value and shown.note == shown.value):
                shown.note = word
        self._count_markers(event)
        if isinstance(event, BuckPassed):
            self._buck_told = event.seat
        if isinstance(event, (WidowTaken, WidowTurned, CardExchanged, WidowDealt)):
            scene._sound("deal", 0.4)
        if isinstance(event, (Knocked, WhiskeyPaid, HandBeaten)):
            scene._sound("click", 0.6)
        if not isinstance(event, CardUp):
            scene.caption = scene._words(event) or scene.caption
            scene._wait(0.5)

    def deal_started(self) -> None:
        """A new deal begins: nothing of the last deal stays on the table.  The view, read
        last in the deal before, is put away until the new deal's cards have landed (it gave
        the new deal's start the old deal's tags, "knocked", "35, out", and Whiskey's old
        widow face up, for seconds: issue 38, window round 5); a game with words of its own
        clears them too."""
        self.view = None

    def wanted(self, view: Any, p: Any, have: list[Any]) -> list[Any] | None:
        """What a seat's cards should show (a card face up, None for a back); None: leave them."""
        scene = self.scene
        mine = p.seat == scene.me or scene.session.reveal
        if p.shown and not mine and any(isinstance(q.event, HandShown) and q.event.seat == p.seat
                                        for q in scene.session.events):
            # The view, read after the last move, has every hand of the show face up; each
            # turns when the log says it is shown (its event, still to be played, turns it).
            # Issue 38, round 4: at Whiskey Poker every hand lay face up while the log was at
            # the second one shown.
            return None
        if p.shown:
            return list(p.shown)
        if p.up and p.beaten:
            return list(p.up)  # Show-down: a hand beaten lies face up in the deadwood
        if not p.holds_cards:
            return []
        if mine:
            hand = view.hand if p.seat == view.seat else scene.session.table.view(p.seat).hand
            return list(hand)
        if p.up:
            return [None] * self.hole_cards + list(p.up)
        if have and all(c is None for c in have):
            return None  # backs already lying there: leave them (and their dealing) alone
        return [None] * 5

    def sync(self) -> None:
        """Bring each seat's cards into line with the person's view, once the cards being
        dealt have all been shown."""
        scene = self.scene
        if scene.session.table.deal is None:
            self.view = None
            return
        try:
            view = scene.session.view()
        except Exception:  # never let a view stop the window
            log.exception("the seat view could not be read")
            return
        self.view = view
        if not scene.session.events:
            # Every event told: the view is the table as the log has it, and a markers game's
            # counts are taken from it (a resumed game's earlier deals were never told).
            self._markers_shown = {p.seat: p.markers for p in view.players if p.markers is not None}
        for p in view.players:
            seat = scene.seats[p.seat]
            have = [sp.card for sp in seat.cards]
            want = self.wanted(view, p, have)
            if want is None or want == have:
                continue
            scene.marked.clear()
            by_card = {sp.card: sp for sp in seat.cards if sp.card is not None}
            backs = [sp for sp in seat.cards if sp.card is None]
            new: list[CardSprite] = []
            for card in want:
                sp = by_card.pop(card, None) if card is not None else (backs.pop(0) if backs else None)
                if sp is None:
                    x, y = seat.place.card_slot(len(new), len(want))
                    sp = CardSprite(card, x, y, width=seat.place.card_w, face_up=card is not None)
                    sp.alpha = 0.0 if not scene._instant else 255.0
                    if not scene._instant:
                        scene.tweens.add(Tween(sp, 0.25, alpha=255.0, easing=ease_out_cubic))
                elif card is not None and sp.flip < 1.0:
                    scene.tweens.add(Tween(sp, 0.22, flip=1.0, easing=ease_in_out_quad))
                new.append(sp)
            for sp in list(by_card.values()) + backs:
                scene._muck(sp)
            seat.cards = new
            seat.holding = bool(new) and p.holds_cards
            scene._arrange(seat, duration=0.0 if scene._instant else 0.25)
            if p.seat == scene.me:
                scene._update_hand_value()
        self.synced(view)

    def synced(self, view: Any) -> None:
        """After :meth:`sync` (a table-top with piles of its own brings them into line)."""

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Piles and shading of the game's own, over the baize and the hands."""

    def warm(self) -> None:
        """Make now, as the table opens, what the game's players would otherwise make on their
        first decision (on their thread, contending with the frames of the first deal)."""

    def busy(self) -> bool:
        """True while something of the game's own moves by the clock rather than by the
        scene's tweens (the window then draws every frame; see ``Scene.needs_frames``)."""
        return False
    def passed_to_me(self) -> int:
        """How many cards at the end of the person's hand are not yet his (Commerce's barter
        card, passed face down and not taken up until he gives one for it)."""
        return 0

    def middle_rects(self) -> list[pygame.Rect]:
        """The cards the game lays in the middle of the table (a widow, the pack), in the
        window: no hand may lie on them."""
        return []

    def words_rects(self) -> list[pygame.Rect]:
        """The game's own words written on the table outside the hands and plates (the
        widow's name, the three pools, the point), in the window, as they will be drawn:
        the caption keeps off them."""
        return []

    def plate_tag(self, tag: str) -> bool:
        """Whether ``tag``, where it finds no room by its plate, is written in the plate
        rather than left off (a count the player must read: three-stake Brag's)."""
        return False

    def tags(self, seat: int) -> tuple[str, ...]:
        """The badges on a plate: the buck, the backer, a knock, markers."""
        v = self.view
        if v is None:
            return (BUCK,) if self._buck_told == seat else ()
        tags: list[str] = []
        # The buck lies where the log last put it (see on_event), not where the view, read
        # ahead of or behind the log, has it (issue 38, round 4: Stud's buck tag moved to
        # the next holder while the log still named this one); the view's until it is told.
        if (v.buck if self._buck_told is None else self._buck_told) == seat:
            tags.append(BUCK)
        if v.backer == seat:
            tags.append("backs the field")
        for p in v.players:
            if p.seat != seat:
                continue
            if p.knocked or v.knocker == seat:
                tags.append("knocked")
        return tuple(tags)  # (a markers game's markers are on the plate: see markers)

    def markers(self, seat: int) -> int | None:
        """A markers game's (Whiskey Poker with markers, Commerce with a widow) markers in
        front of ``seat``, shown on his plate instead of counters (there are none: "no
        counters, no betting"); before the first deal is seen, the markers each begins
        with; None at a game of counters."""
        variant = self.scene.session.table.variant  # type: ignore[attr-defined]
        if variant not in MARKER_GAMES:
            return None
        # As the events told so far have moved them, from the view when the log last caught
        # up with it (sync): never from the view read ahead of the log (issue 38, round 4: a
        # plate read "4 markers" at the show before the log said anyone paid one).
        return self._markers_shown.get(seat, MARKER_GAMES[variant])

    def _count_markers(self, event: Event) -> None:
        """A markers game's markers as the window has shown them move, event by event: the
        table runs ahead of the window (its view had the winner's "7 markers" on his plate
        while the pool still showed 5), so they are read from the events, not the view."""
        shown = self._markers_shown
        if isinstance(event, WhiskeyPaid):  # everyone takes his markers back
            for seat in range(len(self.scene.seats)):
                shown[seat] = event.markers
        elif isinstance(event, MarkerPaid):
            shown[event.seat] = event.left
        elif isinstance(event, MarkersMoved):  # Commerce with a widow
            shown[event.seat] = event.left

    def label(self, kind: ActionKind, offer: Any) -> str | None:
        """A game's own words for an action's button (None: the table's)."""
        return None

    def action_key(self, kind: ActionKind) -> str | None:
        """A game's own key for an action's button, where its words make it another thing than
        the table's (None: the table's key)."""
        return None

    def no_odds(self) -> str:
        """What H says in a game whose draws the odds helper does not count."""
        return "This game has no draw to five cards: the odds helper has nothing to count here."

    def lit(self, kind: ActionKind | None, offers: Any) -> ActionKind | None:
        """The lit (Enter) button's action, given the table's choice ``kind``: the safe,
        ordinary action of the moment, or None (Enter then plays nothing).  At a draw of a
        five-card hand with nothing marked, "Stand pat" is lit only on a hand that stands
        pat as a matter of course (a straight or better): never on a pair; a knock on five
        cards only from two pairs up."""
        scene = self.scene
        if kind is K.KNOCK and len(cards := scene.my_cards()) == 5:
            # Whiskey Poker: a knock on a high card or a pair ends the play on a hand likely
            # to lose; it is lit from two pairs up
            from game.hands import Category, evaluate

            try:
                weak = evaluate(cards, scene.session.table.hand_rules).category in (Category.HIGH_CARD, Category.PAIR)
            except Exception:
                weak = True
            return None if weak else kind
        if kind is K.DRAW and not scene.marked:
            cards = scene.my_cards()
            if len(cards) == 5:
                from game.hands import Category, evaluate

                try:  # (every five-card hand that plays all five: a straight, a flush...)
                    pat = evaluate(cards, scene.session.table.hand_rules).category not in (
                        Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIRS, Category.THREES)
                except Exception:  # an odd pack the evaluator refuses: light nothing
                    pat = False
                return kind if pat else None
        return kind

    def pool_words(self, amount: int) -> str | None:
        """A game's own words for the pool under its counters (None: the table's, "The
        pool: N"; "": none); Commerce with a widow counts its markers of no value there, and
        Whiskey Poker with markers has no pool at all."""
        if self.scene.session.table.variant == "whiskey-markers":  # type: ignore[attr-defined]
            return ""
        return None

    def turn_hint(self, offers: Any, words: str, caption: bool = False) -> str:
        """The words telling the person what to do on his turn (the caption, or with
        ``caption`` False the line under "Your turn"), as the table has them: ``words``; a
        game may say them its own way."""
        return words

    def value_words(self, cards: list[Any]) -> str:
        """What the person's hand is worth, in words, when it is not five cards (Draw's
        evaluator says it for five); empty: nothing is said."""
        return ""

    def hand_note(self, seat: Any) -> str:
        """A few words above the person's hand (Stud: that only he sees his down card)."""
        return ""

    # --- input ------------------------------------------------------------------------------

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the table-top's own piles: True if it was one."""
        return False

    def key(self, key: int) -> bool:
        """A key of the table-top's own: True if it was one."""
        return False

    def make_action(self, kind: ActionKind) -> Action | None:
        """The action of ``kind`` (one of ``own_kinds``) from what the person chose, or None
        (he has been told what is missing)."""
        return None

    def marked_changed(self) -> None:
        """The person marked or unmarked a card of his hand."""

    def acted(self) -> None:
        """The person's action was taken."""

    def help_keys(self, mark: tuple[str, str], tail: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The keys of this game, for the F1 panel (``tail``: the table's own)."""
        return [("B  C  R", "bet, call, raise"), ("P  A", "pass, throw in")] + tail
