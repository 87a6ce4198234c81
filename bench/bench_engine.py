"""The Draw Poker engine against PokerKit 0.7.7: simulated six-player deals per second.

Both engines play five-card single-draw deals to the end, six seats, every decision a
uniformly random legal one (a random offer, a random amount within it, a random discard),
in the same run:

* ours: a :class:`~game.engine.Table` with the default house rules (blind 1, limit 50,
  straddles, jack pots), each seat a :class:`~game.ai.RandomPlayer` deciding from its
  :class:`SeatView` as the game's players do, deal after deal at one table;
* PokerKit: a ``pokerkit.State`` built as a five-card single draw for high hands (the
  library ships only the deuce-to-seven lowball draws, so the game is assembled from its
  own parts: the standard deck, ``StandardHighHand``, one betting round before and one after
  a draw, blinds 1-2, no-limit betting with 100 behind), a fresh state each deal, with all
  dealing, collecting, showing and pushing automated.

The goal: ours at least five times PokerKit's rate.  ``python -m bench.bench_engine``
also prints the top of a cProfile of ours (``--profile`` alone prints only that).
"""

from __future__ import annotations

import cProfile
import io
import pstats
import random
import sys
import time
import warnings
from typing import Any

SEATS = 6
SECONDS = 3.0  # each engine runs for about this long in all
ACTIONS: dict[str, float] = {}  # decisions a deal, measured once per engine


def _decisions_per_deal() -> None:
    """Count the decisions of 300 deals of each, so rates can be compared per decision."""
    from game.engine import HouseRules, Table
    from game.ai import RandomPlayer

    for key, stakes in (("ours", False), ("stakes", True)):
        rng = random.Random(3)
        table = Table([f"P{i}" for i in range(SEATS)], HouseRules(table_stakes=stakes),
                      random.Random(3))
        players = [RandomPlayer(rng, n) for n in table.names]
        n = 0
        for _ in range(300):
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                table.act(seat, players[seat].decide(table.view(seat)))
                n += 1
        ACTIONS[key] = n / 300
    counter = [0]
    new_state = pokerkit_game()

    def counting(state_factory):  # type: ignore[no-untyped-def]
        def make():  # type: ignore[no-untyped-def]
            state = state_factory()
            return _Counted(state, counter)
        return make
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        _pokerkit_loop(counting(new_state), random.Random(3), 300)
    ACTIONS["kit"] = counter[0] / 300


class _Counted:
    """A PokerKit state that counts the decisions made on it."""

    def __init__(self, state: Any, counter: list[int]) -> None:
        self._state, self._counter = state, counter

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._state, name)
        if name in ("stand_pat_or_discard", "fold", "check_or_call", "complete_bet_or_raise_to"):
            self._counter[0] += 1
        return attr


# --------------------------------------------------------------------------- ours
def ours_deals(deals: int, seed: int = 1, table_stakes: bool = False) -> int:
    """Play ``deals`` deals at one six-seat table with random legal players."""
    from game.ai import RandomPlayer
    from game.engine import HouseRules, Table

    rng = random.Random(seed)
    house = HouseRules(table_stakes=table_stakes)
    table = Table([f"P{i}" for i in range(SEATS)], house, random.Random(seed))
    players = [RandomPlayer(rng, n) for n in table.names]
    for _ in range(deals):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
    return deals


def ours_table_stakes(deals: int, seed: int = 1) -> int:
    """The same at table stakes: bets limited only by what each has (200 blinds), the
    nearest of our games to PokerKit's no-limit game with a fixed stack behind."""
    return ours_deals(deals, seed, table_stakes=True)


def ours_deals_lean(deals: int, seed: int = 1) -> int:
    """The same, but deciding from ``table.legal_actions()`` without building a SeatView
    (the hand is read only for a draw): the cost of the rules alone."""
    from game.engine import Action, ActionKind, HouseRules, Table

    draw, amounts = ActionKind.DRAW, (ActionKind.RAISE, ActionKind.BET, ActionKind.OPEN,
                                      ActionKind.BLIND)
    rng = random.Random(seed)
    table = Table([f"P{i}" for i in range(SEATS)], HouseRules(), random.Random(seed))
    for _ in range(deals):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            offer = rng.choice(table.legal_actions())
            if offer.kind is draw:
                hand = table.deal.hands[seat].cards
                action = Action(draw, cards=tuple(rng.sample(hand, rng.randint(0, offer.high))))
            elif offer.kind in amounts:
                action = Action(offer.kind, rng.randint(offer.low, offer.high))
            else:
                action = Action(offer.kind)
            table.act(seat, action)
    return deals


# --------------------------------------------------------------------------- PokerKit
def pokerkit_game() -> Any:
    """A factory for five-card single-draw high states, assembled from PokerKit's parts."""
    from pokerkit import (
        Automation, BettingStructure, Deck, Opening, StandardHighHand, State, Street,
    )

    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    streets = (
        Street(False, (False,) * 5, 0, False, Opening.POSITION, 2, None),  # deal five, bet
        Street(False, (), 0, True, Opening.POSITION, 2, None),  # the draw, then bet
    )

    def new_state() -> Any:
        return State(automations, Deck.STANDARD, (StandardHighHand,), streets,
                     BettingStructure.NO_LIMIT, True, 0, (1, 2), 0, 100, SEATS)

    return new_state


def pokerkit_deals(deals: int, seed: int = 1) -> int:
    """Play ``deals`` PokerKit deals with random legal decisions."""
    new_state = pokerkit_game()
    rng = random.Random(seed)
    random.seed(seed)  # PokerKit shuffles with the module-level generator
    with warnings.catch_warnings():
        # Six drawing up to five each can run the deck out; PokerKit then warns that it
        # deals the mucked cards again (as our Law 26 rebuilds the pack).
        warnings.simplefilter("ignore", UserWarning)
        return _pokerkit_loop(new_state, rng, deals)


def _pokerkit_loop(new_state: Any, rng: random.Random, deals: int) -> int:
    for _ in range(deals):
        state = new_state()
        while state.status:
            if state.stand_patter_or_discarder_index is not None:
                hole = list(state.hole_cards[state.stand_patter_or_discarder_index])
                state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, len(hole))))
            elif state.actor_index is not None:
                choices = ["call"]
                if state.can_fold():
                    choices.append("fold")
                if state.can_complete_bet_or_raise_to():
                    choices.append("raise")
                pick = rng.choice(choices)
                if pick == "fold":
                    state.fold()
                elif pick == "call":
                    state.check_or_call()
                else:
                    low = state.min_completion_betting_or_raising_to_amount
                    high = state.max_completion_betting_or_raising_to_amount
                    state.complete_bet_or_raise_to(rng.randint(low, high))
            else:  # pragma: no cover - everything else is automated
                raise RuntimeError("PokerKit is waiting for something not automated")
    return deals


# --------------------------------------------------------------------------- timing
def rates(plays: dict[str, Any], seconds: float = SECONDS, rounds: int = 6) -> dict[str, float]:
    """Deals per second for each engine.  The engines take turns, ``rounds`` times, each
    playing batches for ``seconds / rounds``; each engine's best round counts, so that a
    moment of load on a shared machine does not decide the ratio."""
    for play in plays.values():
        play(20, seed=99)  # warm up: imports, lookup tables
    best = dict.fromkeys(plays, 0.0)
    seed = 1
    for _ in range(rounds):
        for name, play in plays.items():
            done, start, elapsed = 0, time.perf_counter(), 0.0
            while elapsed < seconds / rounds:
                done += play(10, seed=seed)
                seed += 1
                elapsed = time.perf_counter() - start
            best[name] = max(best[name], done / elapsed)
    return best


def profile(deals: int = 2000, top: int = 10) -> list[str]:
    """The functions of ours that take the most time (cProfile, sorted by own time)."""
    prof = cProfile.Profile()
    prof.enable()
    ours_deals(deals, seed=5)
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out).strip_dirs().sort_stats("tottime")
    stats.print_stats(top)
    lines = out.getvalue().splitlines()
    start = next(i for i, line in enumerate(lines) if "ncalls" in line)
    return [f"   cProfile of ours, {deals} deals, top {top} by own time:"] + \
        ["   " + line for line in lines[start:] if line.strip()]


def run(seconds: float = SECONDS, with_profile: bool = True) -> list[str]:
    """The benchmark: both engines in one run, and the ratio; then the profile of ours."""
    _decisions_per_deal()
    r = rates({"ours": ours_deals, "stakes": ours_table_stakes, "lean": ours_deals_lean,
               "kit": pokerkit_deals}, seconds)
    ratio = r["ours"] / r["kit"]
    lines = [
        f"   ours:     {r['ours']:8.0f} six-player draw deals/s (RandomPlayer deciding from "
        f"SeatViews; limit 50, {ACTIONS['ours']:.1f} decisions a deal)",
        f"   ours:     {r['stakes']:8.0f} six-player draw deals/s (the same at table stakes: "
        f"no limit but the stack, {ACTIONS['stakes']:.1f} decisions a deal)",
        f"   ours:     {r['lean']:8.0f} six-player draw deals/s (from legal_actions(), no views)",
        f"   PokerKit: {r['kit']:8.0f} six-player draw deals/s (random legal actions, no-limit "
        f"five-card draw, 100 behind, {ACTIONS['kit']:.1f} decisions a deal)",
        f"   ratio:    {ratio:8.1f}x with views, {r['stakes'] / r['kit']:.1f}x at table stakes, "
        f"{r['lean'] / r['kit']:.1f}x without views (goal: at least 5x)",
        f"   per decision: ours {r['ours'] * ACTIONS['ours']:.0f}/s, PokerKit "
        f"{r['kit'] * ACTIONS['kit']:.0f}/s: "
        f"{r['ours'] * ACTIONS['ours'] / (r['kit'] * ACTIONS['kit']):.1f}x",
    ]
    if with_profile:
        lines += profile()
    return lines


if __name__ == "__main__":
    if "--profile" in sys.argv[1:]:
        print("\n".join(profile()))
    else:
        print("\n".join(run()))
