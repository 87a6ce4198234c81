"""The book's players: a computer player that plays a :class:`Temperament`.

:class:`BookPlayer` receives its seat's view (with the legal actions) and returns one
action; it never sees more than the view.  Its only randomness is the ``random.Random``
it is given (for variety and bluffs), so a seeded generator makes it deterministic.

The decisions follow Foster's "Suggestions for Good Play" phase by phase:

* **before the draw**: the weakest hand it goes in on by position, moved by how many are
  in and whether the ante was raised (and, for a watcher, by who is in); raising on two
  pairs and the age's Kings; bobtails only at the pool odds; a bluff planned from the start;
* **the draw**: keep what the plan says, with the temperament's variety, splitting openers
  when many have stayed;
* **after the draw**: the chance of holding the best hand, from pictures of the others'
  hands (what they drew and how they bet), then bet, chip along, raise, call or lay down
  as the temperament bets;
* **jack pots, straddles, the blind, only-two-in jacks, declining to show**.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.engine import Action, ActionKind, Phase, SeatView
from game.hands import evaluate

from .mixing import mixed
from .balance import BetBalance, BluffRaises, bluff_pays
from .base import legal_action
from .book_after import AfterDraw
from .book_memory import DealNote, _Deal
from .exploit import HardToExploit
from .model import (AVERAGE, Range, Style, came_in_cheaply, grades_range, narrowed, opener_floor,
                    signals_of)
from .notes import OpponentModel, size_class
from .odds import bobtail_price_ok, made_chance
from .reading import (
    ACE_HIGH, PAT, THREES, TWO_PAIRS, Draw, Holding, TableRead, bet_bucket, dealing_order,
    last_bet_bucket, last_raise_by, pack_of, position, raised_over,
    read_hand, read_table, rules_of,
)
from .temperament import JACKS, Temperament
from .warm import warm_once

K = ActionKind


class BookPlayer(AfterDraw, HardToExploit):
    """A computer player of one temperament (close, liberal, good, or a blend)."""

    def __init__(self, temperament: Temperament, rng: random.Random, name: str | None = None) -> None:
        warm_once()  # so that the first decision does not wait for the tables
        self.temperament = temperament
        self.rng = rng
        self.name = name or temperament.title
        self.description = temperament.description
        self.model = OpponentModel() if temperament.watches else None
        self.last_note: DealNote | None = None
        self._value_sizes: list[int] = []
        """The sizes of its recent value bets: its bluffs are drawn from them."""
        self._balance = BetBalance()
        """Its bets after the draw, good hands and bluffs, by cards drawn (game.ai.balance)."""
        self._raise_balance = BetBalance()
        """The same for its raises over a bet after the draw."""
        self._bluff_raises = BluffRaises()
        """Who laid down to its planned bluff raises, and who did not."""
        self._deal: _Deal | None = None
        self._last_view: SeatView | None = None

    def __repr__(self) -> str:
        return f"BookPlayer({self.temperament.key!r}, name={self.name!r})"

    # ----------------------------------------------------------------- protocol
    def decide(self, view: SeatView) -> Action:
        """One legal action for this seat's view."""
        st = self._deal_for(view)
        self._last_view = view
        phase = view.phase
        if phase is Phase.BLIND:
            action = self._blind(view)
        elif phase is Phase.STRADDLE:
            action = self._straddle(view)
        elif phase is Phase.OPENING:
            action = self._opening(view, st)
        elif phase is Phase.BEFORE_DRAW:
            action = self._before_draw(view, st)
        elif phase is Phase.DRAW:
            action = self._draw(view, st)
        elif phase is Phase.AFTER_DRAW:
            action = self._after_draw(view, st)
        elif phase is Phase.SHOWDOWN:
            action = self._showdown(view, st)
        else:  # pragma: no cover - the engine asks only in the phases above
            action = Action(view.legal[0].kind)
        action = legal_action(view, action)
        if action.kind in (K.RAISE, K.BET, K.OPEN):
            st.raises[phase] = st.raises.get(phase, 0) + 1
        if action.kind is K.ABANDON and st.bluff:
            st.gave_up = True
        return action

    def deal_over(self, view: SeatView) -> None:
        """The deal has ended: learn from its public record, and settle the deal's note."""
        st = self._deal
        if st is not None and st.number == view.deal:
            self._finish(st, view)
        elif self.model is not None:
            self.model.learn(view)  # a deal it had no say in still shows the others

    # ----------------------------------------------------------------- bookkeeping
    def _deal_for(self, view: SeatView) -> _Deal:
        st = self._deal
        if st is not None and (st.number != view.deal or len(view.history) < st.history_seen):
            # A new deal without a word about the last: learn what the last view showed.
            if self._last_view is not None:
                self._finish(st, self._last_view)
            st = None
        if st is None:
            st = self._deal = _Deal(view.deal)
            st.note.position = position(view)
        st.history_seen = len(view.history)
        return st

    def _finish(self, st: _Deal, view: SeatView) -> None:
        if self.model is not None:
            self.model.learn(view)
        self._bluff_raises.fade()
        for s in st.bluff_raised:
            self._bluff_raises.add(view.players[s].name, not view.players[s].holds_cards)
        note = st.note
        if st.bluff:
            note.bluff = st.bluff
            me = view.players[view.seat]
            if st.gave_up or not me.holds_cards:
                note.bluff_end = "laid down"
            elif me.shown:
                rules = rules_of(view)
                mine = evaluate(me.shown, rules).strength
                best = max((evaluate(p.shown, rules).strength for p in view.players
                            if p.seat != view.seat and p.holds_cards and p.shown
                            and len(p.shown) == len(me.shown)), default=-1)
                note.bluff_end = "called, won" if mine >= best else "called, lost"
            else:
                note.bluff_end = "not called"
        self.last_note = note
        self._deal = None
        self._last_view = None

    # ----------------------------------------------------------------- reading
    def _holding(self, view: SeatView, st: _Deal) -> Holding:
        if st.holding is None or st.holding.cards != view.hand:
            st.holding = read_hand(view.hand, rules_of(view), view.house.pack)
        return st.holding

    def _style(self, view: SeatView, seat: int) -> Style:
        if self.model is None:
            return AVERAGE
        return self.model.of(view.players[seat].name).style(self.temperament.skill)

    def _range(self, view: SeatView, seat: int) -> tuple[Range, float]:
        """What ``seat`` holds now as this player pictures it, and the share of his
        range his play so far has left."""
        p = view.players[seat]
        style = self._style(view, seat)
        if self.model is not None and p.drew is not None:
            bucket = last_bet_bucket(view, seat)
            if bucket is not None:
                # how his bets of this size turned out when shown (or must have been, from
                # how often he bets unseen)
                notes = self.model.of(p.name)
                weak = round(notes.weak_share(bucket) * 20) / 20
                share = round(notes.bet_share_at(bucket) * 20) / 20
                if (weak, share) != (style.weak_bets, style.bet_share):
                    changed = {"weak_bets": weak, "bet_share": max(0.05, share)}
                    style = Style(*(changed.get(f, getattr(style, f))
                                    for f in Style.__dataclass_fields__))
            if style.floor > 1 and self.model.of(p.name).light_when_cheap() \
                    and came_in_cheaply(view, seat):
                # Heads-up, a counter or two against a pool several times that buys some
                # players a look on a high card; a player seen doing it is pictured with
                # his high cards too (a pair of sevens first to speak after the draw was
                # thrown away, read as beaten by every hand the caller could hold), and
                # one never seen doing it (the close player) is not (issue 40).
                style = replace(style, floor=1)
        signals = signals_of(view, seat)
        rng, left = narrowed(style, p.drew, opener_floor(view, seat), signals)
        if self.model is not None:
            if "raised before" in signals and p.drew is not None:
                # what his raises before the draw, drawing as many cards, have shown
                seen = self.model.of(p.name).raised_before_grades.get(min(3, p.drew))
                if seen and len(seen) >= 5:
                    rng = rng.mix(grades_range(seen, len(rng.p)), len(seen) / (len(seen) + 6))
            rng = self._as_shown(view, seat, rng)
        return rng, left

    def _as_shown(self, view: SeatView, seat: int, rng: Range) -> Range:
        """His range mixed with the hands he has shown after bets of the size he has just
        made (against the limit): a player who bets a fifth of the limit on a pair and the
        whole of it on two pairs is read by his size, once he has shown a few of each.  A
        raise over a bet is read by the hands he has shown after raising, and more
        firmly: what was shown after raises is what a raise holds."""
        amount = last_raise_by(view, seat)
        if not amount:
            return rng
        notes = self.model.of(view.players[seat].name)  # type: ignore[union-attr]
        over = raised_over(view, seat)
        size = size_class(amount, view.house.limit)
        if over and len(notes.raise_shows(over, size)) >= 5:
            seen, weight = notes.raise_shows(over, size), 3
        else:
            seen, weight = notes.shown_grades.get(size), 6
        if not seen or len(seen) < 5:
            return rng
        return rng.mix(grades_range(seen, len(rng.p)), len(seen) / (len(seen) + weight))

    def _win_chance(self, view: SeatView, g: int, seats: list[int]) -> float:
        w = 1.0
        for s in seats:
            w *= self._range(view, s)[0].beaten_by(g)
        return w

    # ----------------------------------------------------------------- simple phases
    def _blind(self, view: SeatView) -> Action:
        offer = view.offer(K.BLIND)
        assert offer is not None
        return Action(K.BLIND, round(view.house.limit * self.temperament.blind_share))

    def _straddle(self, view: SeatView) -> Action:
        if mixed(self.rng, self.temperament.straddle_rate):
            return Action(K.STRADDLE)
        return Action(K.NO_STRADDLE)

    def _showdown(self, view: SeatView, st: _Deal) -> Action:
        rules = rules_of(view)
        mine = evaluate(view.hand, rules).strength
        best = max((evaluate(p.shown, rules).strength for p in view.players
                    if p.seat != view.seat and p.shown and len(p.shown) == len(view.hand)),
                   default=-1)
        if mine < best and st.bluff and self.temperament.hide_bluffs:
            return Action(K.DECLINE_SHOW)  # "The successful bluffer should never show his hand."
        return Action(K.SHOW)

    # ----------------------------------------------------------------- jack pots: opening
    def _opening(self, view: SeatView, st: _Deal) -> Action:
        t = self.temperament
        if view.offer(K.OPEN) is None:
            return Action(K.PASS)
        hold = self._holding(view, st)
        order = dealing_order(view)
        # the first half of a table of five or more; at a short table every seat is late
        early = len(order) >= 5 and order.index(view.seat) < len(order) / 2
        need = t.open_early if early else t.open_late
        lv = hold.level
        if lv < 2 and hold.bobtail is not None:  # bobtail openers (house rule)
            opens = t.bobtails in ("always", "pot odds") and not early
        else:
            opens = lv >= need
        if not opens:
            return Action(K.PASS)
        st.plan = self._choose_draw(view, st, hold, read_table(view), 0)
        return Action(K.OPEN, self._size(view, t.open_share))

    # ----------------------------------------------------------------- before the draw
    def _floor(self, view: SeatView, tr: TableRead) -> float:
        """The weakest hand worth going in on (or staying on) here and now."""
        t = self.temperament
        raised = tr.raised_by_others(view.seat)
        if raised and t.watches and self._small_raise(view):
            # A raise of a counter or two into the pool asks little and says little: laying
            # all but Kings down to it hands the raiser the pool for a counter (issue 40).
            raised = False
        if view.jack_pot:
            need = t.stay_in_jacks
            if raised:
                need = max(need, t.raised_floor, t.stay_in_jacks + 1)
            return need
        need = t.go_in(tr.position)
        need += t.crowd_step * max(0, len(tr.came_in) - 2)
        if tr.players < 5:
            need -= t.short_table_step * (5 - tr.players)
        if self.model is not None and tr.came_in:
            styles = [self._style(view, s) for s in tr.came_in]
            tight = [s.floor for s in styles if s.floor >= 10]
            if tight:
                # "A may be sure that there are ... good hands against him."
                need = max(need, max(tight) + len(tight) - 1)
            elif all(s.floor <= 5 for s in styles):
                # "But if B and C are the only players in, A may safely draw to a small pair."
                need = min(need, 4 if tr.position == "age" else 7)
        if raised:
            floor = t.raised_floor
            if self.model is not None and tr.raisers:
                raiser = self._style(view, tr.raisers[-1])
                if raiser.floor <= 5 and raiser.bet_share >= 0.5:
                    floor -= 2  # a liberal's raise means less
                # A player who raises the ante on most hands he plays raises on ordinary
                # hands: laying down all but Kings to him would hand him the pool.
                rate = self.model.of(view.players[tr.raisers[-1]].name).raise_rate
                floor -= round(12 * max(0.0, rate - 0.15) / 0.45)
            need = max(need, floor)
        return max(ACE_HIGH, need)

    def _raised_back_honest(self, view: SeatView, tr: TableRead) -> bool:
        """Whether the player who raised over this seat's raise raises on good hands: not
        one counted raising the ante on most hands he plays (his raises mean little)."""
        if self.model is None or not tr.raisers:
            return True
        raiser = tr.raisers[-1]
        if raiser == view.seat:
            return True
        return self.model.of(view.players[raiser].name).raise_rate < 0.45

    @staticmethod
    def _small_raise(view: SeatView) -> bool:
        """Staying costs no more than a third of the pool: the pool lays three to one."""
        call = view.offer(K.CALL)
        return call is not None and 0 < call.low * 3 <= view.pool

    def _before_draw(self, view: SeatView, st: _Deal) -> Action:
        t = self.temperament
        tr = read_table(view)
        hold = self._holding(view, st)
        call = view.offer(K.CALL)
        to_call = call.low if call else 0
        pool = view.pool
        mine = st.raises.get(Phase.BEFORE_DRAW, 0)
        if st.bluff:
            return self._bluff_before(view, st, tr, to_call)
        plan = self._choose_draw(view, st, hold, tr, to_call)
        st.plan = plan
        need = self._floor(view, tr)
        if hold.bobtail is not None:
            fill = made_chance(view.hand, hold.bobtail.keep, rules_of(view), pack_of(view))
            st.bobtail_paid_ok &= bobtail_price_ok(fill, to_call, pool, t.bobtail_share) \
                or t.bobtails == "always"
        going = hold.level >= need and hold.level >= 2
        if not going and plan.bobtail:
            going = self._bobtail_ok(view, tr, plan, to_call, pool)
        if not going and t.draw_to_ace and need <= ACE_HIGH and plan.kind in ("ace", "ace-king"):
            going = True
        if not going and view.me.put > 0 and to_call * 4 <= pool and t.skill > 0 \
                and hold.level >= need - 3 and not plan.bobtail and hold.level >= 2:
            going = True  # already in, and the raise is small against the pool
        if not going and view.jack_pot and view.opener == view.seat and to_call * 3 <= pool:
            going = True  # the opener's openers are worth a small raise
        if going and mine and to_call * 4 > pool and hold.level < TWO_PAIRS \
                and self._raised_back_honest(view, tr):
            # Raised back after raising: the raise over a raise holds the top of his hands
            # (two pairs, threes), and one pair drawing three is far behind them; it is
            # worth its price only when the pool lays four to one (issue 40).
            going = False
        if to_call == 0 and call is not None:
            going = True
        if going:
            if view.offer(K.RAISE) and mine < t.max_raises and self._wants_raise(view, st, tr, hold):
                return Action(K.RAISE, self._raise_size(view))
            return Action(K.CALL)
        bluff = self._plan_bluff(view, tr, hold, to_call)
        if bluff:
            st.bluff = bluff
            return self._bluff_before(view, st, tr, to_call)
        if view.offer(K.MAKE_JACK) and mixed(self.rng, t.make_jack_rate):
            return Action(K.MAKE_JACK)
        return Action(K.ABANDON)

    def _bobtail_ok(self, view: SeatView, tr: TableRead, plan: Draw, to_call: int, pool: int) -> bool:
        t = self.temperament
        if plan.kind == "inside straight" and not t.inside_straights:
            return False
        if t.bobtails == "never":
            return False
        if t.bobtails == "always":
            return True
        if t.bobtails == "age" and (tr.position != "age" or tr.raisers):
            # "The best players never draw to four-card flushes except when they have
            # the age, and the ante has not been raised."
            return False
        fill = made_chance(view.hand, plan.keep, rules_of(view), pack_of(view))
        return bobtail_price_ok(fill, to_call, pool, t.bobtail_share)

    def _wants_raise(self, view: SeatView, st: _Deal, tr: TableRead, hold: Holding) -> bool:
        t = self.temperament
        lv = hold.level
        if tr.raised_by_others(view.seat):
            if st.raises.get(Phase.BEFORE_DRAW, 0):
                return lv >= PAT  # raised back: only a pat hand goes on raising
            return lv >= t.reraise_floor
        if st.plan is not None and st.plan.kind == "pat" and lv == TWO_PAIRS:
            return True  # two pairs played pat are bet like a pat hand
        if lv >= PAT:
            return True
        if lv == THREES and st.plan is not None and st.plan.kind == "threes+kicker" and t.skill > 0:
            return False  # holding up a kicker with threes: don't raise, draw one quietly
        pos = tr.position
        if pos == "age" and t.age_raise_floor and lv >= t.age_raise_floor \
                and len(tr.came_in) < t.age_raise_unless:
            return True  # "he should invariably raise the ante unless there are five ..."
        if lv == TWO_PAIRS and t.raise_two_pairs and pos != "first":
            return True  # "he should do all his betting before the draw"
        if self.model is not None and tr.came_in and lv >= JACKS and all(
                self._style(view, s).floor <= 5 and opener_floor(view, s) <= 5
                for s in tr.came_in):
            # Only liberal players in, who stay with anything: "large winnings on
            # moderate hands" -- make them pay to draw against a good pair.
            return True
        if lv >= t.raise_floor and not (pos == "first" and lv < THREES and t.skill >= 0.5):
            return True
        return False

    def _raise_size(self, view: SeatView) -> int:
        t = self.temperament
        if t.skill >= 0.7:
            # Enough to make the weaker hands pay too much to draw.
            return max(2 * view.house.ante, min(view.pool, round(view.house.limit * t.raise_share)))
        return self._size(view, t.raise_share)

    def _size(self, view: SeatView, share: float) -> int:
        return max(1, round(view.house.limit * share))

    # ----------------------------------------------------------------- bluffs
    def _plan_bluff(self, view: SeatView, tr: TableRead, hold: Holding, to_call: int) -> str | None:
        """A bluff planned from the start, when the play is right for it."""
        t = self.temperament
        if t.bluff_rate <= 0 or tr.position == "age" or hold.level >= 2:
            return None
        if view.jack_pot:
            # B's bluff: passed, then stays when another opens, draws one, raises after.
            if len(tr.came_in) > 2 or tr.raisers or to_call * 2 > view.pool:
                return None
        else:
            if len(tr.came_in) > 1 or tr.raisers or to_call > 2 * view.house.ante:
                return None
            if tr.position != "first" and tr.to_speak > 2:
                return None
        rate = t.bluff_rate
        if self.model is not None:
            if not self._can_bluff(view, tr.holders):
                return None
            # Planned only now and then (for variety) unless those in have been counted
            # laying down often enough after the draw for it to pay: a bluff given up
            # after the draw has thrown away what it put in before.
            others = [s for s in tr.holders if s != view.seat]
            b = self._bluff_size(view)
            pool = view.pool + 2 * max(to_call, 2 * view.house.blind)
            fold = 1.0
            for s in others:
                fold *= self.model.of(view.players[s].name).fold_share(bet_bucket(b, pool))
            if not bluff_pays(fold, pool, b, margin=0.5):
                rate *= 0.2
        if not mixed(self.rng, rate):
            return None
        if view.offer(K.RAISE) and not view.jack_pot and mixed(self.rng, 0.5):
            return "pat"
        return "one card"

    def _can_bluff(self, view: SeatView, seats: tuple[int, ...] | list[int]) -> bool:
        """Whether these players lay down often enough for a bluff: "a good caller" is a
        sure loser, and no man to bluff."""
        if not seats:
            return True
        calls = [self._style(view, s).call_share for s in seats]
        return max(calls) < 0.85 and sum(1 - c for c in calls) / len(calls) >= 0.35

    def _bluff_before(self, view: SeatView, st: _Deal, tr: TableRead, to_call: int) -> Action:
        t = self.temperament
        if st.raises.get(Phase.BEFORE_DRAW, 0) and to_call > 0:
            # Raised back after our raise: the play is no longer right.
            return Action(K.ABANDON)
        if to_call > view.house.limit // 4 and not view.jack_pot:
            return Action(K.ABANDON)
        if st.bluff == "pat" and view.offer(K.RAISE) and not st.raises.get(Phase.BEFORE_DRAW):
            return Action(K.RAISE, self._raise_size(view))  # a pat hand raises before the draw
        return Action(K.CALL)

    # ----------------------------------------------------------------- the draw
    def _vary(self, st: _Deal, what: str, share: float) -> bool:
        """A choice made for variety ``share`` of the time, once a deal (asked again in the
        same deal, the same answer: the plan made before the draw is the draw made)."""
        got = st.varied.get(what)
        if got is None:
            got = st.varied[what] = mixed(self.rng, share)
        return got

    def _choose_draw(self, view: SeatView, st: _Deal, hold: Holding, tr: TableRead,
                     to_call: int) -> Draw:
        t = self.temperament
        d = hold.draws
        vary = self._vary
        if "pat" in d:
            return d["pat"]
        if "fours" in d:
            return d["fours"]
        if "threes" in d:
            return d["threes+kicker"] if vary(st, "threes kicker", t.threes_kicker) else d["threes"]
        if "two pairs" in d:
            return Draw("pat", hold.cards, ()) if vary(st, "two pairs pat", t.two_pairs_pat) \
                else d["two pairs"]
        bob = hold.bobtail
        if "pair" in d:
            pair = d["pair"]
            rank = hold.level
            if bob is not None and bob.kind != "inside straight":
                need = self._floor(view, tr) if view.phase is not Phase.OPENING else 0
                crowd = len(tr.holders) >= 3
                if rank < need or (t.skill > 0 and crowd and rank <= 13 and bob.kind != "open straight"):
                    if self._bobtail_ok(view, tr, bob, to_call, view.pool):
                        return bob
            if "pair+kicker" in d and vary(st, "hold kicker", t.hold_kicker):
                kick = d["pair+kicker"]
                # The liberal's kicker is an ace; the good player's is any odd card.
                if t.skill > 0 or any(c.rank == 16 for c in kick.keep if c not in pair.keep):
                    return kick
            return pair
        if bob is not None and (bob.kind != "inside straight" or t.inside_straights):
            return bob
        if "ace-king" in d and t.draw_to_ace:
            return d["ace-king"]
        if "ace" in d and t.draw_to_ace:
            return d["ace"]
        if t.skill > 0:
            if len(tr.holders) <= 2 and vary(st, "two high cards", TWO_HIGH_SHARE):
                return high_cards(hold, 2)
            return high_card(hold)
        return d["nothing"]

    def _draw(self, view: SeatView, st: _Deal) -> Action:
        t = self.temperament
        hold = self._holding(view, st)
        if st.bluff == "pat":
            return Action(K.DRAW)
        if st.bluff == "one card":
            low = min(view.hand, key=lambda c: c.rank)
            return Action(K.DRAW, cards=(low,))
        tr = read_table(view)
        plan = st.plan or self._choose_draw(view, st, hold, tr, 0)
        if plan.bobtail and not st.bobtail_paid_ok and hold.level >= 2:
            plan = self._keep_made(hold)  # the price was wrong for the bobtail
        if (view.jack_pot and view.opener == view.seat and t.split_openers
                and plan.kind in ("pair", "pair+kicker") and hold.bobtail is not None
                and hold.bobtail.kind in ("four-flush", "straight flush draw", "open straight")
                and len(tr.holders) >= 3 and hold.level <= 14):
            # "he knows that his Jacks will probably be worthless ... So he breaks the pair."
            plan = hold.bobtail
        return Action(K.DRAW, cards=plan.discard)

    def _keep_made(self, hold: Holding) -> Draw:
        for kind in ("pat", "fours", "threes", "two pairs", "pair"):
            if kind in hold.draws:
                return hold.draws[kind]
        return hold.draws["nothing"]


TWO_HIGH_SHARE = 0.4
"""With nothing worth keeping, how often the two highest cards are kept and three drawn
(else the highest alone, four drawn).  Four cards drawn say "one high card" to anyone who
counts draws, and a player who bets into every four-card draw wins from it; three drawn
look like a pair's draw, so the weak hands hide among the pairs and the four-card draws
are fewer.  The two are near alike in worth: a King and a Queen pair one of them a third
of the time, a King alone a quarter (issue 40).  Heads-up only, where the one opponent
reads the draw: at a fuller table the lone high card is kept, as before."""


def high_card(hold: Holding) -> Draw:
    """Nothing worth keeping: the highest card kept and four drawn to it.  One card kept
    improves a little more often than five fresh cards (50.7% against 49.5% with a king),
    makes two pairs and threes more often, and pairs high when it does (the odds helper
    shows it; a play-tester found the book drawing five against it)."""
    return high_cards(hold, 1)


def high_cards(hold: Holding, n: int) -> Draw:
    """Nothing worth keeping: the ``n`` highest cards kept (a joker always) and the rest
    drawn (:data:`TWO_HIGH_SHARE`)."""
    natural = sorted((c for c in hold.cards if not c.is_joker), key=lambda c: -c.rank)
    if not natural or "nothing" not in hold.draws:
        return hold.draws["nothing"]
    keep = tuple(c for c in hold.cards if c.is_joker) + tuple(natural[:n])
    return Draw("high card", keep, tuple(c for c in hold.cards if c not in keep))

