"""The clean-room opponents: one way of deciding, several characters.

Every opponent decides the same way, from its seat's view alone:

1. the chance its hand beats each live opponent's unseen hand (:mod:`.games`);
2. narrowed by what each of them did in this deal (:func:`.reading.narrow`): a bet or a
   raise, the bigger the more, means a better hand, less the share of bluffs it allows;
3. against that chance, the pool's odds: bet or raise a hand that is likely best ("If you
   think you have the best hand, raise.  If you think you have not the best, lay it down",
   Foster, "How to Win at Poker"), see a bet the pool pays for, lay down the rest; stay in
   an early round on the book's go-in hands; now and then bet a weak hand where "the play
   is right for it" (Foster, "Bluffing"): one opponent left, nobody has shown strength,
   the last round of betting.

The games: Draw Poker (and the draw of Flat and Show-down Poker) is drawn to as Foster
advises (:func:`.hands.discard_for`); Straight, Stud, Brag, Bouillotte, Flat Poker's
backing against the field and Ambigu are bet on their own chances (:mod:`.games`).  The
trading games (Whiskey Poker, Thirty-One, Commerce, My Ship Sails) and the chores between
deals (new stakes, Bouillotte's cave) get the modest legal answer: these opponents are for
the betting games.

A :class:`Style` is the character: how much it wants to come in, to bet, to call, to bluff,
how big it bets, and how many bluffs it expects from the others.  :class:`Exploiter`
replaces the last of those, and its bluffs and sizes, by what the session shows
(:class:`.reading.Ledger`), learnt from each finished deal's view.
"""

from __future__ import annotations

import random
import time
from array import array
from dataclasses import dataclass

from game.engine.core.actions import Action, ActionKind as K
from game.engine.core.view import Phase, SeatView

from .common import (
    AGGRESSIVE, BETTING_PHASES, call_or_check, can_check, check_or_fold, legalize,
    live_opponents, my_raises, offer, wager,
)
from .games import chance
from .hands import PAT_REAL, discard_for, idx, strength5
from .reading import Ledger, bet_share, narrow


@dataclass(frozen=True)
class Style:
    """A character: thresholds on the chance of winning, and habits."""

    key: str
    description: str
    enter: float = 0.58
    """Chance against one opponent needed to come in or stay in an early round."""
    value: float = 0.66
    """Chance (after reading) needed to bet or raise for value."""
    margin: float = 0.04
    """Chance over the pool's odds needed to see a bet."""
    bluff: float = 0.08
    """How often a weak hand is bet or raised where the play is right for a bluff."""
    size: float = 0.6
    """A wager as a share of the pool with the call in it."""
    their_bluffs: float = 0.15
    """The share of the others' wagers it takes for bluffs."""
    their_entry: float = 0.55
    """The share of their hands it takes the others to come in on."""
    variety: float = 0.0
    """Foster's "VARIETY": how often two pairs are played pat or a kicker held up."""
    slowplay: float = 0.0
    """How often a very strong hand only stays, when it may, to let the others bet."""
    thin: float = 0.0
    """In the last round, the chance above which a middling hand is bet for half the size
    (0: never)."""


TIGHT = Style("tight", "close and sound: tens or better to come in, bets its good hands, "
              "few bluffs", enter=0.58, value=0.66, margin=0.05, bluff=0.05, size=0.6,
              their_bluffs=0.12, their_entry=0.5, variety=0.1)
LOOSE = Style("loose", "liberal and aggressive: any pair and good draws, bets and raises "
              "freely, bluffs often", enter=0.37, value=0.58, margin=0.0, bluff=0.22,
              size=0.9, their_bluffs=0.22, their_entry=0.65, variety=0.45, thin=0.5)
EXPLOIT = Style("exploiter", "sound base; bluffs, calls and sizes by what the others show",
                enter=0.55, value=0.62, margin=0.03, bluff=0.1, size=0.7,
                their_bluffs=0.15, their_entry=0.55, variety=0.25)
STUD = Style("stud", "sound Stud: plays what it sees on the board, bets made hands",
             enter=0.5, value=0.64, margin=0.04, bluff=0.07, size=0.6, their_bluffs=0.15,
             their_entry=0.6)
BRAG = Style("brag", "sound Brag: small antes, bets pairs, lays down high cards to a raise",
             enter=0.5, value=0.7, margin=0.04, bluff=0.08, size=0.6, their_bluffs=0.15,
             their_entry=0.6)
BOUILLOTTE = Style("bouillotte", "sound Bouillotte: reads the point, passes brelans as "
                   "eldest hand, lays down a point to a bet and a call", enter=0.5,
                   value=0.66, margin=0.04, bluff=0.06, size=0.7, their_bluffs=0.15,
                   their_entry=0.6, slowplay=0.5)


def ambigu_discard(hand: tuple, most: int) -> tuple:
    """Ambigu's draw: keep a combination better than the point; else keep the cards of the
    longest suit (the point), the two of a pair, or with nothing the higher card."""
    from game.hands.french.ambigu import Combination, evaluate as ambigu_value
    cards = list(hand)
    if len(cards) == 4 and ambigu_value(cards).combination > Combination.POINT:
        return ()
    by_suit: dict = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    by_rank: dict = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    best_rank = max(by_rank.values(), key=len)
    best_suit = max(by_suit.values(), key=lambda cs: (len(cs), sum(int(c.rank) for c in cs)))
    keep = best_rank if len(best_rank) >= 3 or (len(best_rank) == 2 and len(cards) == 2) \
        else best_suit if len(best_suit) >= 2 else [max(cards, key=lambda c: int(c.rank))]
    return tuple(c for c in cards if c not in keep)[:most]


FLOOR_PAD = 0.15
"""How far above the pool's odds a hand must stand to be kept against a wager however it
reads (heads-up).  Without this floor a player who raises the limit every time and stands
pat on nothing beat the tight player by twelve counters a deal; with it he loses fifteen."""

DRAWN = ("draw", "flat", "flat-field", "showdown")
"""The games drawn to as Draw Poker is (five cards, discard any)."""


class CleanRoomPlayer:
    """A player of every betting game of the family, of one :class:`Style`."""

    def __init__(self, style: Style, rng: random.Random | None = None,
                 name: str | None = None) -> None:
        self.style = style
        self.rng = rng or random.Random()
        self.name = name or style.key.title()
        self.description = style.description
        self._planned: int | None = None  # the deal whose bluff was planned at the draw
        self.cpu = array("d")
        """Each decision's processor time in seconds (the bench reports it: the wall clock
        on a shared machine says more about the neighbours than about the player)."""

    # -- the protocol -------------------------------------------------------------
    def decide(self, view: SeatView) -> Action:
        start = time.process_time()
        try:
            act = self._decide(view)
        except (ValueError, KeyError, IndexError, ZeroDivisionError, TypeError):
            act = None  # a view this player cannot read: the modest answer
        act = legalize(view, act)
        self.cpu.append(time.process_time() - start)
        return act

    def deal_over(self, view: SeatView) -> None:
        """The finished deal (a fixed player learns nothing from it)."""

    # -- what the others are taken to do (the exploiter overrides these) -----------
    def their_bluffs(self, view: SeatView, seat: int, size: float) -> float:
        return self.style.their_bluffs

    def their_entry(self, view: SeatView, seat: int) -> float:
        return self.style.their_entry

    def bluff_rate(self, view: SeatView, seat: int) -> float:
        return self.style.bluff

    def size_for(self, view: SeatView, seat: int, strong: bool) -> float:
        return self.style.size

    def value_shift(self, view: SeatView, seat: int) -> float:
        return 0.0

    def steal_rate(self, view: SeatView, seat: int) -> float:
        return self.style.bluff * 0.5

    def pat_real(self, view: SeatView, seat: int) -> float:
        """The share of ``seat``'s pat hands taken to be genuine."""
        return PAT_REAL

    # -- deciding ------------------------------------------------------------------
    def _decide(self, view: SeatView) -> Action | None:
        kinds = {o.kind for o in view.legal}
        if K.DRAW in kinds:
            return self._draw(view)
        if K.NEW_CAVE in kinds:
            o = offer(view, K.NEW_CAVE)
            assert o is not None
            return Action(K.NEW_CAVE, max(o.low, min(o.high, 100)))
        for kind in (K.SHOW, K.CONSENT, K.COME_BACK, K.ASK_STAKE):
            if kind in kinds:
                return Action(kind)
        if K.NO_STRADDLE in kinds:  # "the best players seldom or never straddle"
            return Action(K.NO_STRADDLE)
        if K.BLIND in kinds:
            o = offer(view, K.BLIND)
            assert o is not None
            return Action(K.BLIND, o.low)
        if view.phase is Phase.ANTES and K.CALL in kinds:
            return Action(K.CALL)
        if K.BACK_FIELD in kinds:
            return self._back_field(view)
        if kinds & {K.BET, K.RAISE, K.OPEN, K.CALL, K.ABANDON, K.PASS}:
            if not view.hand:
                # Before the cards: Brag's dealer antes small; at Flat Poker, coming in
                # for the age's blind is an even gamble for a share of it, worth a small
                # part of the stack only.
                if K.BET in kinds:
                    return wager(view, 1)
                if K.CALL in kinds and view.to_call <= 0.12 * max(1, view.me.stack):
                    return Action(K.CALL)
                return check_or_fold(view)
            return self._bet(view)
        return None

    def _back_field(self, view: SeatView) -> Action:
        """Flat Poker: back the hand against the field only when it likely beats them all."""
        _total, singles = chance(view, self.rng)
        e = 1.0
        for p in singles:
            e *= p
        o = offer(view, K.BACK_FIELD)
        if o is not None and e >= 0.55 + self.style.margin:
            return Action(K.BACK_FIELD, o.low)  # the game takes the stake named
        return check_or_fold(view)

    def _draw(self, view: SeatView) -> Action:
        o = offer(view, K.DRAW)
        assert o is not None
        if view.variant == "ambigu":
            return Action(K.DRAW, cards=ambigu_discard(view.hand, o.high))
        if view.variant not in DRAWN or len(view.hand) != 5:
            return Action(K.DRAW)
        throw = discard_for(view.hand, o.high, self.rng, self.style.variety)
        opps = live_opponents(view)
        if view.variant == "draw" and len(throw) >= 3 and len(opps) == 1 \
                and self._nothing(view) \
                and self.rng.random() < self.bluff_rate(view, opps[0]) * 0.5:
            # "The bluff must be planned from the start": stand pat on nothing.
            self._planned = view.deal
            return Action(K.DRAW)
        return Action(K.DRAW, cards=throw)

    @staticmethod
    def _nothing(view: SeatView) -> bool:
        ix = idx(view.hand)
        return len(ix) == 5 and strength5(ix) >> 26 == 0

    def _final_round(self, view: SeatView) -> bool:
        if view.variant == "draw":
            return view.phase is Phase.AFTER_DRAW
        if view.variant == "stud-rounds":
            return len(view.hand) >= 5
        if view.variant == "ambigu":  # the betting after the second draw is the last
            return sum(1 for a in view.history
                       if a.seat == view.seat and a.phase is Phase.DRAW) >= 2
        return True

    @staticmethod
    def _unopened(view: SeatView) -> bool:
        """Nobody has yet wagered of his own will on the hands dealt."""
        if view.variant == "bouillotte":
            return not getattr(view.bouillotte, "opened", True)
        if view.variant.startswith("brag"):
            return sum(1 for a in view.history if a.kind in AGGRESSIVE) <= 1
        return False

    @staticmethod
    def _entered(view: SeatView, seat: int) -> bool:
        """``seat`` has put counters in of his own will in this deal."""
        if view.phase is Phase.AFTER_DRAW:
            return True  # every hand still held after the draw was paid for
        history = view.history
        if view.variant.startswith("brag") and history:
            history = history[1:]  # the dealer's ante is put up before he sees a card
        return any(a.seat == seat and a.put and a.kind in (K.CALL, K.RAISE, K.BET, K.OPEN)
                   and a.phase in BETTING_PHASES for a in history)

    def _conduct(self, view: SeatView, seat: int, p: float) -> float:
        """``p`` narrowed by what ``seat`` did in this deal."""
        base = view.pool - sum(a.put for a in view.history)
        pool = max(1, base)
        q = 1.0
        bluffs = 0.0
        ante = view.variant.startswith("brag")  # the dealer's ante is put up unseen
        for a in view.history:
            if ante and a.kind in AGGRESSIVE:
                ante = False
                pool += a.put
                continue
            if a.seat == seat and a.phase in BETTING_PHASES:
                if a.kind in AGGRESSIVE:
                    size = a.put / max(1, pool)
                    share = bet_share(size)
                    if a.phase is not view.phase:
                        share = share ** 0.5  # an earlier round says less of the hand now
                    q *= share
                    bluffs = max(bluffs, self.their_bluffs(view, seat, size))
            pool += a.put
        if q < 1.0:
            return narrow(p, q, bluffs)
        entry = self.their_entry(view, seat)
        if self._entered(view, seat):
            return narrow(p, entry, 0.0)
        # He has put nothing in of his own will yet: most likely he will lay down, and
        # if he comes in it is on one of his better hands.
        return (1.0 - entry) + entry * narrow(p, entry, 0.0)

    def _bet(self, view: SeatView) -> Action | None:
        st = self.style
        opps = live_opponents(view)
        if not opps:
            return call_or_check(view)
        pat = {s: self.pat_real(view, s) for s in opps
               if view.players[s].drew == 0} if view.phase is Phase.AFTER_DRAW else None
        _total, singles = chance(view, self.rng, pat)
        read = [self._conduct(view, s, p) for s, p in zip(opps, singles)]
        e = 1.0
        for r in read:
            e *= r
        n = len(opps)
        per = e ** (1.0 / n)
        raw = 1.0
        for p in singles:
            raw *= p
        raw **= 1.0 / n  # the hand itself, before anyone's conduct is read
        final = self._final_round(view)
        call = view.to_call
        pool = view.pool
        # The pool a call plays for: those yet to put anything in of their own will come
        # in (at the present price) as often as they are taken to.
        coming = sum(self.their_entry(view, s) * max(0, view.level - view.players[s].put)
                     for s in opps if not self._entered(view, s))
        need = call / (pool + call + coming) if call else 0.0
        if not final:
            need *= 0.5  # the pool will grow: an early call buys the later rounds too
        elif self._unopened(view):
            # Brag: if nobody sees the dealer's ante each pays him a counter anyway;
            # Bouillotte: if nobody opens, each puts up again for the next deal.
            need *= 0.5
        mine = my_raises(view)

        if offer(view, K.OPEN) is not None:
            return self._open(view, per, n)

        value = st.value + 0.08 * mine + 0.03 * (n - 1) + self.value_shift(view, opps[0])
        if per >= value and e >= 0.3 and (offer(view, K.RAISE) or offer(view, K.BET)):
            # "With good cards it is always better for the eldest hand to pass, especially
            # with a brelan" (Foster, Bouillotte): only the first to say, who has all the
            # others still to come, passes a very strong hand.
            first_to_say = not any(a.phase is view.phase and a.kind not in (K.STRADDLE,
                                                                          K.NO_STRADDLE)
                                   for a in view.history)
            if per >= 0.85 and st.slowplay and first_to_say and can_check(view) \
                    and self.rng.random() < st.slowplay:
                return check_or_fold(view)
            frac = self.size_for(view, opps[0], True) * (1.3 if per >= 0.88 else 1.0)
            return wager(view, frac * (pool + call))

        # A loose-aggressive player bets the middling hands too, for less.
        if st.thin and final and mine == 0 and per >= st.thin and e >= 0.3 \
                and (call == 0 or call <= 0.25 * pool) and (offer(view, K.RAISE)
                                                            or offer(view, K.BET)):
            return wager(view, 0.5 * self.size_for(view, opps[0], True) * (pool + call))

        enter = st.enter + 0.03 * (n - 1)
        ok = e >= need + st.margin and (final or raw >= enter)
        # However a wager reads, a player who lays down more than the wager risks against
        # the pool is bluffed at a profit by anyone: heads-up, stay with the better hands
        # in as large a share as the pool was before the wager is to the pool after it.
        if call and n == 1 and not ok:
            before = max(1, pool - call)
            ok = raw >= (1.0 - before / pool) * (1.0 if final else 0.7) + FLOOR_PAD \
                + 2 * st.margin
        # Before the draw, heads-up and nobody having wagered yet: a raise on a hand
        # that would come in anyway takes the pool from a player who lays down too often.
        if not final and n == 1 and mine == 0 and raw >= enter - 0.08 \
                and not any(a.kind in AGGRESSIVE for a in view.history) \
                and offer(view, K.RAISE) and self.rng.random() < self.steal_rate(view, opps[0]):
            return wager(view, self.size_for(view, opps[0], False) * (pool + call))
        # Foster's example of a sound bluff raises a bet made "to chip along": only a
        # wager that showed strength this round rules a bluff out.
        shown = [a for a in view.history if a.kind in AGGRESSIVE and a.seat == opps[0]
                 and a.phase is view.phase]
        bluff_spot = (final and n == 1 and mine == 0 and per < 0.35
                      and all(a.put <= max(2, 0.2 * pool) for a in shown))
        bluffing = bluff_spot and (self._planned == view.deal
                                   or self.rng.random() < self.bluff_rate(view, opps[0]))
        if call == 0:
            if can_check(view):
                if bluffing and (offer(view, K.BET) or offer(view, K.RAISE)):
                    return wager(view, self.size_for(view, opps[0], False) * pool)
                return check_or_fold(view)
            # Bet or lay down (after the draw, the first bettor; Stud's best showing):
            # "chip along, by simply betting a single counter" on an average hand.
            if bluffing:
                return wager(view, self.size_for(view, opps[0], False) * pool)
            # A single counter to keep a pool alive needs little chance to pay.
            if ok or e >= 2.0 / (pool + 2) + st.margin or (not final and raw >= enter - 0.1):
                return wager(view, 1)
            return check_or_fold(view)
        if ok:
            return Action(K.CALL)
        if bluffing and call <= pool and offer(view, K.RAISE):
            return wager(view, self.size_for(view, opps[0], False) * (pool + call))
        return check_or_fold(view)

    def _open(self, view: SeatView, per: float, n: int) -> Action | None:
        """A jack pot: open only with openers (a false opening is a foul, Law 38)."""
        floor = None
        if view.openers is not None:
            from game.hands import pair_floor
            floor = pair_floor(view.openers)
        ix = idx(view.hand)
        has = floor is not None and len(ix) == 5 and strength5(ix) >= floor
        if has and per >= self.style.enter + 0.03 * (n - 1):
            return wager(view, self.style.size * view.pool)
        return Action(K.PASS) if offer(view, K.PASS) else check_or_fold(view)


class Exploiter(CleanRoomPlayer):
    """Sound at first; then bluffs, calls and sizes by the others' observed habits.

    * Bluffs: as often as the opponent lays down to a bet of that size is above a third
      (a player who folds half the time is bluffed often; a calling station never).
    * Calls: takes a share of his wagers for bluffs equal to the share shown weak at the
      shows (large wagers counted apart), and a share of his pat hands for genuine equal to
      the share shown straight or better.
    * Sizes: value bets larger against a player who seldom lays down to large bets, bluffs
      in the size he lays down to most.
    * Before the draw: raises heads-up, as a steal, as often as the opponent lays down to
      an early wager is above two in five.
    """

    def __init__(self, rng: random.Random | None = None, name: str | None = None,
                 style: Style = EXPLOIT) -> None:
        super().__init__(style, rng, name)
        self.ledger = Ledger()

    def deal_over(self, view: SeatView) -> None:
        self.ledger.learn(view)

    def _profile(self, view: SeatView, seat: int):
        return self.ledger.of(view.players[seat].name)

    def their_bluffs(self, view: SeatView, seat: int, size: float) -> float:
        prof = self._profile(view, seat)
        tally = prof.big_bluffed if size > 1.0 else prof.bluffed
        return min(0.6, tally.rate())

    def their_entry(self, view: SeatView, seat: int) -> float:
        return min(0.95, max(0.2, self._profile(view, seat).came_in.rate()))

    def bluff_rate(self, view: SeatView, seat: int) -> float:
        prof = self._profile(view, seat)
        folds = max(prof.fold_small.rate(), prof.fold_big.rate())
        return max(0.0, min(0.7, (folds - 0.33) * 1.6))

    def pat_real(self, view: SeatView, seat: int) -> float:
        return min(0.97, max(0.2, self._profile(view, seat).pat_real.rate()))

    def steal_rate(self, view: SeatView, seat: int) -> float:
        early = self._profile(view, seat).fold_early.rate()
        return max(0.0, min(0.8, (early - 0.4) * 2.0))

    def value_shift(self, view: SeatView, seat: int) -> float:
        # Against a player who seldom lays down, bet thinner; against one who often
        # does, bet only the better hands (the rest win as often by bluffing).
        prof = self._profile(view, seat)
        folds = 0.5 * (prof.fold_small.rate() + prof.fold_big.rate())
        return max(-0.08, min(0.06, (folds - 0.4) * 0.3))

    def size_for(self, view: SeatView, seat: int, strong: bool) -> float:
        prof = self._profile(view, seat)
        small, big = prof.fold_small.rate(), prof.fold_big.rate()
        if strong:
            # A player who sees big bets is charged for it; one who runs is bet at small.
            return 1.0 if big < 0.35 else 0.5 if big > 0.6 else self.style.size
        return 1.0 if big >= small else 0.4


def make_opponent(key: str, rng: random.Random | None = None,
                  name: str | None = None) -> CleanRoomPlayer:
    """A clean-room opponent by key: tight, loose, exploiter, stud, brag, bouillotte."""
    rng = rng or random.Random()
    if key == "exploiter":
        return Exploiter(rng, name)
    styles = {s.key: s for s in (TIGHT, LOOSE, STUD, BRAG, BOUILLOTTE)}
    if key not in styles:
        raise KeyError(f"no clean-room opponent {key!r}; known: exploiter, {', '.join(styles)}")
    return CleanRoomPlayer(styles[key], rng, name)


KEYS = ("tight", "loose", "exploiter", "stud", "brag", "bouillotte")
"""Every clean-room opponent's key."""

__all__ = ["BOUILLOTTE", "BRAG", "CleanRoomPlayer", "EXPLOIT", "Exploiter", "KEYS", "LOOSE",
           "STUD", "Style", "TIGHT", "make_opponent"]
