"""Computer players for the other games of the family: Straight, Stud, Whiskey, Show-down
and Flat Poker — any temperament, playing each game by the book's hints.

:class:`VariantPlayer` plays a :class:`~game.ai.temperament.Temperament` at any table; at
Draw Poker it hands the seat to a :class:`~game.ai.book.BookPlayer` of the same
temperament.  It decides from its seat's view alone (its own cards, the up-cards and the
widow when they lie face up, the public actions), and its only randomness is the
generator it is given.

What it does in each game (Foster, "Straight Poker", "Stud Poker", "Whiskey Poker",
"Show-down Poker", "Flat Poker"):

* **Straight Poker**: its chance of holding the best hand is the share of hands its hand
  beats, raised to the number of opponents: "triplets are very strong ... and two pairs
  will win three out of four pools in a five-handed game" falls out of it (the lowest two
  pairs beat about 92% of hands; 0.92 to the fourth is about three in four).  It bets,
  calls, raises or lays down by its temperament's floors, and "the great element of
  success is bluff": a temperament that bluffs at all bluffs more here, when those before
  it have passed.
* **Stud Poker**: the chance is counted over the cards it cannot see: every possible down
  card of each opponent (four up at once; a player who watches weighs them by that
  opponent's bets and raises, his best cards likelier), or a few hundred deals of the cards
  to come (round by round).  The good player reads each card down as its holder saw the
  table and weighs each bet size by who would answer it (:mod:`game.ai.stud`).
* **Whiskey Poker**: it draws toward the best hand, takes the widow when it beats its hand
  (and a face-down widow when its own hand is poor), and knocks on a strong hand; the
  longer the play goes round, the readier it is to knock.
* **Show-down Poker**: every hand is face up; it draws the way that most often beats the
  best hand already drawn.
* **Flat Poker**: coming in is a pure gamble, which a liberal player takes more often; it
  draws as at Draw Poker, backs a hand against the field when it is likely to beat them
  all (or, now and then, to bluff the field off), and joins the call on a good hand.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import cache
from itertools import combinations
from typing import Sequence

from game.cards import Card, PackKind, Suit
from game.engine import Action, ActionKind, LegalAction, Phase, SeatView
from game.hands import dealt_strengths, strength

from .raise_war import may_raise
from .reading import read_hand, rules_of
from .mixing import counting_rng, mixed
from .temperament import Temperament, looseness

K = ActionKind


# ---------------------------------------------------------------- the measure of a hand
@cache
def _table() -> tuple[list[int], list[int], int]:
    dist = sorted(dealt_strengths().items())
    keys = [s for s, _ in dist]
    cum = []
    total = 0
    for _, n in dist:
        total += n
        cum.append(total)
    return keys, cum, total


def share_beaten(st: int) -> float:
    """The share of all five-card hands that ``st`` beats (ties count half)."""
    keys, cum, total = _table()
    lo = bisect_left(keys, st)
    hi = bisect_right(keys, st)
    below = cum[lo - 1] if lo > 0 else 0
    upto = cum[hi - 1] if hi > 0 else 0
    return (below + (upto - below) / 2) / total


def hand_share(cards: Sequence[Card]) -> float:
    """:func:`share_beaten` of five natural cards of the 52-card pack (others: by the
    general path, which the fast path matches)."""
    return share_beaten(_strength(cards))


def _strength(cards: Sequence[Card]) -> int:
    try:
        return strength(cards)
    except (ValueError, KeyError):  # pragma: no cover - odd packs
        return 0


def _pack(view: SeatView) -> list[Card]:
    kind = "52" if view.variant in ("straight", "stud", "stud-rounds") else view.house.pack
    return [c for c in PackKind(kind).cards() if not c.is_joker]


def _offers(view: SeatView) -> dict[ActionKind, LegalAction]:
    return {o.kind: o for o in view.legal}


def _amount(offer: LegalAction, want: float) -> int:
    return max(offer.low, min(offer.high, int(round(want))))


# ---------------------------------------------------------------- the player
class VariantPlayer:
    """A temperament playing any game of the family."""

    def __init__(self, temperament: Temperament, rng: random.Random, name: str | None = None) -> None:
        self.temperament = temperament
        self.rng = rng
        self.name = name or temperament.title
        self.description = temperament.description
        self.last_note = None
        self._book = None
        self._raises: dict[tuple[int, int], int] = {}

    def __repr__(self) -> str:
        return f"VariantPlayer({self.temperament.key!r}, name={self.name!r})"

    @property
    def book(self):  # type: ignore[no-untyped-def]
        if self._book is None:
            from .book import BookPlayer
            self._book = BookPlayer(self.temperament, self.rng, self.name)
        return self._book

    def decide(self, view: SeatView) -> Action:
        """One legal action for this seat's view."""
        if view.variant == "draw":
            return self.book.decide(view)
        game = view.variant.split("-")[0]
        if game in ("straight", "stud"):
            action = self._betting(view)
        elif game == "whiskey":
            action = self._whiskey(view)
        elif game == "showdown":
            action = self._showdown(view)
        elif game == "flat":
            action = self._flat(view)
        elif game == "ambigu":  # Ambigu: game/ai/french/ambigu.py
            from .french.ambigu import decide
            action = decide(self, view)
        # Bouillotte (game/ai/french/bouillotte.py)
        elif game == "bouillotte":
            return self._bouillotte(view)
        elif view.variant in _TRADING:  # Thirty-One, Commerce, My Ship Sails
            from .three_card.trading import decide as trading_decide
            action = trading_decide(self, view)
        elif game == "brag":  # Brag's three forms (game/ai/three_card/brag.py)
            from .three_card.brag import decide as brag_decide
            if self.temperament.watches and not hasattr(self, "_brag_notes"):
                from .three_card.brag import Notes
                self._brag_notes = Notes()
            action = brag_decide(self.temperament, self.rng, view,
                                 getattr(self, "_brag_notes", None))
        else:  # an unknown game: the first offer, as a calling station would
            action = Action(view.legal[0].kind, view.legal[0].low)
        return _legal(view, action)

    def _bouillotte(self, view: SeatView) -> Action:
        """Bouillotte, after the book's "Suggestions for Good Play" (game/ai/french/bouillotte.py)."""
        mind = getattr(self, "_bouillotte_mind", None)
        if mind is None:
            from .french.bouillotte import BouillotteMind
            mind = self._bouillotte_mind = BouillotteMind(self.temperament, self.rng)
        return mind.decide(view)

    def deal_over(self, view: SeatView) -> None:
        if view.variant == "draw" and self._book is not None:
            self._book.deal_over(view)
        if view.variant == "brag" and hasattr(self, "_brag_notes"):
            from .three_card.brag import brag_mine
            from .three_card.brag_reading import learn as learn_brag
            learn_brag(view, brag_mine(view), self._brag_notes.reading)
        if view.variant.startswith("stud") and hasattr(self, "_stud_notes"):
            from .stud import learn
            learn(view, self._stud_notes)
        self._raises.clear()
        self._stud_reading = None
        if self._book is not None:
            self.last_note = self._book.last_note

    # ------------------------------------------------------------ Straight and Stud
    def chance(self, view: SeatView) -> float:
        """The chance of holding the best hand at the show."""
        others = [p for p in view.players if p.holds_cards and p.seat != view.seat]
        if not others:
            return 1.0
        if view.variant == "straight":
            return hand_share(view.hand) ** len(others)
        if view.variant == "stud":
            return _stud_chance(view, others, reads=self.temperament.watches)
        return _rounds_chance(view, others, counting_rng(view, "stud"))

    def _betting(self, view: SeatView) -> Action:
        t = self.temperament
        offers = _offers(view)
        read = view.variant.startswith("stud") and t.avoid_calling and t.watches
        if read:  # the good player's reading of each hidden card (game/ai/stud.py)
            from .stud import StudNotes, StudReading, decide as stud_decide
            if not hasattr(self, "_stud_notes"):
                self._stud_notes = StudNotes()
            # Built once a deal, and brought up to each decision by the actions since.
            reading = getattr(self, "_stud_reading", None)
            reading = self._stud_reading = reading.advance(view) if reading is not None \
                else StudReading(view, self._stud_notes)
            action = stud_decide(view, offers, self._stud_notes, reading=reading)
            if action is not None:
                return action
            p = reading.chance_to_come(counting_rng(view, "stud"))
        else:
            p = self.chance(view)
        limit = view.house.limit
        # Bets and raises by the others this round say something of their hands (the good
        # player's reading has counted them already).
        pressure = 0 if read else sum(1 for a in view.history if a.seat != view.seat
                                      and a.kind in (K.BET, K.RAISE) and a.phase is Phase.BETTING)
        p_eff = p ** (1 + 0.3 * pressure * (1 - 0.5 * t.skill))
        key = (view.deal, len([c for c in view.hand]))
        raised = self._raises.get(key, 0)
        bluff_rate = min(0.6, t.bluff_rate * 1.5 + (0.05 if t.bluff_rate else 0.0))
        if K.BET in offers:
            bet = offers[K.BET]
            if p_eff >= t.raise_after:
                return Action(K.BET, _amount(bet, t.strong_share * limit))
            if p_eff >= t.bet_floor:
                return Action(K.BET, _amount(bet, max(1, t.bet_share * limit)))
            spoke = [a for a in view.history if a.phase is Phase.BETTING]
            late = all(a.kind is K.PASS for a in spoke) and len(spoke) >= 1
            if K.PASS in offers:
                if late and mixed(self.rng, bluff_rate):
                    return Action(K.BET, _amount(bet, t.bluff_share * limit))
                return Action(K.PASS)
            # Round-by-round Stud: the best hand showing must bet or lay down.
            if p_eff >= t.call_floor * 0.6 or mixed(self.rng, bluff_rate):
                return Action(K.BET, _amount(bet, max(1, t.bet_share * limit * 0.5)))
            return Action(K.ABANDON)
        call = offers.get(K.CALL)
        to_call = call.low if call else 0
        pool = view.pool
        odds = to_call / (pool + to_call) if to_call else 0.0
        # The good player wages no war of raises (game/ai/raise_war.py): each raise of his
        # own this round raises the chance the next needs; the others keep their count.
        if K.RAISE in offers and p_eff >= t.raise_after and raised < t.max_raises \
                and (not t.avoid_calling or may_raise(raised, chance=p_eff,
                                                      base=t.raise_after)):
            self._raises[key] = raised + 1
            return Action(K.RAISE, _amount(offers[K.RAISE], t.strong_share * limit * 0.5))
        if call is not None and (p_eff >= max(t.call_floor * 0.5, odds * t.call_margin)
                                 or to_call == 0):
            return Action(K.CALL, to_call)
        return Action(K.ABANDON)

    # ------------------------------------------------------------ Whiskey
    def knock_floor(self, view: SeatView) -> float:
        """The share of hands a hand must beat before it knocks: close players are soonest
        content, liberal ones hold out for more; it falls as the play goes round."""
        t = self.temperament
        base = 0.90 + 0.07 * looseness(t) - 0.03 * t.skill
        rounds = sum(1 for a in view.history if a.kind in (K.DRAW_ONE, K.EXCHANGE, K.TAKE_WIDOW,
                                                           K.TURN_WIDOW))
        n = max(1, sum(1 for p in view.players if p.in_deal))
        return base - 0.02 * (rounds // n)

    def _whiskey(self, view: SeatView) -> Action:
        offers = _offers(view)
        hand = list(view.hand)
        mine = hand_share(hand)
        floor = self.knock_floor(view)
        if view.widow is None:  # the widow lies face down
            if K.KNOCK in offers and mine >= floor:
                return Action(K.KNOCK)
            take_below = 0.45 + 0.1 * looseness(self.temperament)
            if mine < take_below:
                return Action(K.TAKE_WIDOW)
            return Action(K.TURN_WIDOW if K.TURN_WIDOW in offers else K.PASS)
        widow = list(view.widow)
        last = view.knocker is not None  # his last turn: only the hand now counts
        score = _whiskey_score if not last else (lambda cs: hand_share(cs))
        now = score(hand)
        best_swap, swap_score = None, -1.0
        for i, mine_c in enumerate(hand):
            for w in widow:
                trial = hand[:i] + [w] + hand[i + 1:]
                sc = score(trial)
                if sc > swap_score:
                    best_swap, swap_score = (mine_c, w), sc
        exchange = score(widow)
        if not last and mine >= floor:
            return Action(K.KNOCK)
        if exchange >= swap_score and exchange > now:
            return Action(K.EXCHANGE)
        if swap_score > now and best_swap is not None:
            return Action(K.DRAW_ONE, cards=best_swap)
        if last:
            return Action(K.PASS)
        # No change helps: stand on it if it is fair, else change the least harmful card.
        if mine >= floor - 0.1 or best_swap is None:
            return Action(K.KNOCK)
        return Action(K.DRAW_ONE, cards=best_swap)

    # ------------------------------------------------------------ Show-down
    def _showdown(self, view: SeatView) -> Action:
        best, best_score = (), -1.0
        for discard, sc in showdown_counts(view).items():
            if sc > best_score:
                best, best_score = discard, sc
        return Action(K.DRAW, cards=tuple(best))

    # ------------------------------------------------------------ Flat
    def _flat(self, view: SeatView) -> Action:
        t = self.temperament
        offers = _offers(view)
        loose = looseness(t)
        limit = view.house.limit
        if view.phase is Phase.BLIND:
            return Action(K.BLIND, _amount(offers[K.BLIND], limit * (0.02 + 0.3 * t.bet_share)))
        if view.phase is Phase.COMING_IN:
            cost = offers[K.CALL].low if K.CALL in offers else 0
            stack = view.me.stack
            willing = 0.35 + 0.55 * loose
            if stack and cost > 0.25 * stack:
                willing *= 0.5
            return Action(K.CALL if K.CALL in offers and mixed(self.rng, willing) else K.PASS)
        if view.phase is Phase.DRAW:
            holding = read_hand(view.hand, rules_of(view), view.house.pack)
            plan = holding.main
            return Action(K.DRAW, cards=plan.discard)
        others = [p for p in view.players if p.holds_cards and p.seat != view.seat]
        mine = hand_share(view.hand)
        if view.phase is Phase.BACKING:
            p = mine ** (1.5 * max(1, len(others)))
            back_floor = 0.65 - 0.2 * loose
            if K.BACK_FIELD in offers and (p >= back_floor
                                           or mixed(self.rng, t.bluff_rate * 0.3)):
                return Action(K.BACK_FIELD, offers[K.BACK_FIELD].low)
            return Action(K.PASS)
        if view.phase is Phase.FIELD:
            join_floor = 0.93 - 0.15 * loose
            if K.CALL in offers and mine >= join_floor:
                return Action(K.CALL, offers[K.CALL].low)
            return Action(K.PASS)
        return Action(view.legal[0].kind, view.legal[0].low)


def _whiskey_score(cards: Sequence[Card]) -> float:
    """A hand's worth with its promise: the share of hands it beats, and a little for four
    to a flush or to a straight (the widow may fill it next round)."""
    base = hand_share(cards)
    suits: dict[Suit | None, int] = {}
    for c in cards:
        suits[c.suit] = suits.get(c.suit, 0) + 1
    bonus = 0.0
    if max(suits.values()) == 4:
        bonus += 0.05
    ranks = sorted({int(c.rank) for c in cards})
    for combo in combinations(ranks, 4):
        if combo[-1] - combo[0] == 3:
            bonus += 0.03
            break
    return min(base + bonus, 0.999) if base < 0.95 else base


def _stud_chance(view: SeatView, others: Sequence, reads: bool = False) -> float:  # type: ignore[type-arg]
    """Four up at once: count every down card each opponent could hold.

    ``reads``: a player who watches weighs an opponent's down cards by his bets and raises
    this deal: each one multiplies a card's weight by its place among the cards he could
    hold (his best cards weigh most), so that a raise and a raise again say "I have it".
    Without this two players raising each other each counted the other's raises for
    nothing, and raised to the end (issue 27: a pair of fours showing, raised four times)."""
    seen = set(view.hand) | {c for p in view.players for c in p.up}
    unseen = [c for c in _pack(view) if c not in seen]
    mine = _strength(view.hand)
    p = 1.0
    for o in others:
        up = list(o.up)
        if len(up) != 4 or not unseen:
            continue
        strengths = [_strength(up + [c]) for c in unseen]
        pushes = sum(1 for a in view.history if a.seat == o.seat and a.kind in (K.BET, K.RAISE)) \
            if reads else 0
        if pushes:
            ranked = sorted(strengths)
            n = len(ranked)
            # a card's place in his range: the share of his possible hands it beats (ties half)
            weights = [((bisect_left(ranked, st) + bisect_right(ranked, st)) / (2 * n)) ** pushes
                       for st in strengths]
        else:
            weights = [1.0] * len(strengths)
        beat = sum(w * (1.0 if mine > st else (0.5 if mine == st else 0.0))
                   for w, st in zip(weights, strengths))
        total = sum(weights)
        p *= beat / total if total else 0.5
    return p


SHOWDOWN_TRIALS = 60
"""Draws counted for each way of drawing at Show-down Poker."""


def showdown_counts(view: SeatView) -> dict[tuple[Card, ...], float]:
    """Show-down Poker: for each sensible way to draw (the cards thrown; standing pat
    included), how often it beats the best hand already drawn (or, before anyone draws,
    shown; ties half), counted over the unseen cards as the good player counts it (the
    same count for the same view, whoever asks: the advice shows these very figures)."""
    hand = tuple(view.hand)
    rules = rules_of(view)
    drawn = [p for p in view.players if p.holds_cards and p.seat != view.seat
             and p.drew is not None]
    others = [p for p in view.players if p.holds_cards and p.seat != view.seat]
    pool = drawn or others
    target = max((_strength(p.up) for p in pool if len(p.up) == 5), default=-1)
    seen = set(hand) | {c for p in view.players for c in p.up} | set(view.discarded)
    unseen = [c for c in _pack(view) if c not in seen]
    try:
        holding = read_hand(hand, rules, view.house.pack)
        candidates = {d.discard for d in holding.draws.values()}
    except (ValueError, KeyError):  # pragma: no cover
        candidates = {()}
    candidates.add(())
    out: dict[tuple[Card, ...], float] = {}
    count = counting_rng(view, "showdown")
    for discard in sorted(candidates, key=lambda d: [c.code for c in d]):
        keep = [c for c in hand if c not in discard]
        wins = 0.0
        trials = SHOWDOWN_TRIALS if discard else 1
        for _ in range(trials):
            got = count.sample(unseen, len(discard)) if discard else []
            st = _strength(keep + got)
            wins += 1.0 if st > target else (0.5 if st == target else 0.0)
        out[discard] = wins / trials
    return out


def _rounds_chance(view: SeatView, others: Sequence, rng: random.Random,  # type: ignore[type-arg]
                   trials: int = 150) -> float:
    """Round by round: deal the cards to come many times over, and count the wins."""
    seen = set(view.hand) | {c for p in view.players for c in p.up}
    unseen = [c for c in _pack(view) if c not in seen]
    hand = list(view.hand)
    need_me = 5 - len(hand)
    wins = 0.0
    for _ in range(trials):
        need = need_me + sum(5 - len(o.up) for o in others)
        if need > len(unseen):  # pragma: no cover - never with eight or fewer
            return 0.5
        sample = rng.sample(unseen, need)
        mine = _strength(hand + sample[:need_me])
        pos = need_me
        best = True
        tie = False
        for o in others:
            k = 5 - len(o.up)
            st = _strength(list(o.up) + sample[pos:pos + k])
            pos += k
            if st > mine:
                best = False
                break
            if st == mine:
                tie = True
        if best:
            wins += 0.5 if tie else 1.0
    return wins / trials


def _legal(view: SeatView, action: Action) -> Action:
    """The action if it is on offer (amount in range), else the nearest safe one."""
    offers = _offers(view)
    offer = offers.get(action.kind)
    if offer is not None:
        if action.kind in (K.BET, K.RAISE, K.BLIND, K.BACK_FIELD, K.CALL):
            return Action(action.kind, max(offer.low, min(offer.high, action.amount)))
        return action
    for kind in (K.PASS, K.CALL, K.KNOCK, K.TURN_WIDOW, K.ABANDON):
        if kind in offers:
            return Action(kind, offers[kind].low)
    first = view.legal[0]
    return Action(first.kind, first.low)


# -- Thirty-One, Commerce and My Ship Sails (game/ai/three_card/trading.py)
_TRADING = frozenset(("thirty-one", "commerce", "commerce-widow", "my-ship-sails"))
