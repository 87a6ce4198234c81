"""Every game's log cites its own book: its own section's paragraphs, and Draw Poker's
laws only by name ("Draw Poker's Law 29") where its section sends the reader there.

The shared betting (game/engine/core/betting.py) once cited Draw Poker's bare "Law 29" and
"Law 30" for every raise, call and hand thrown in, in every game: at Brag the log read
"Captain Highwater throws in his hand. (Law 29)".  Each game's module now says how it cites
them (``raise_law``, ``call_law``, ``abandon_law``, ``poker_laws``, ``deal_law``); these
tests play seeded deals of every registered game with simple computer players and check
each event's ``law`` against what the book's section allows.
"""

from __future__ import annotations

import random
import re

import pytest

from game.ai import CallingStation, RandomPlayer
from game.ai.play import play_deal
from game.engine import VARIANTS, Action, HouseRules, Table
from game.engine.core.events import Acted, Event
from game.engine.core.narrate import describe

from variant_helpers import K, VGame

DRAW_POKER = ("Draw Poker's Law",)
"""A section that says its seats, counters, deal or betting are "as in Draw Poker"."""
HOUSE_DRAW = ("a house rule, as Draw Poker's Law",)
"""A section that names no such laws: our ruling follows Draw Poker's, and says so."""
BARE = ("Law",)
"""Show-down and Flat Poker are described within Draw Poker's own section."""
HOUSE_STAKES = ("Table stakes", "Freeze-out")
HOUSE = ("a house rule",)
"""Our ruling where the section is silent and sends the reader nowhere (who deals next at
the trading games: they never cite Draw Poker's Law 12)."""
"""The house's choice of stakes, offered for every game but Bouillotte (Foster)."""

# What each game's events may cite (prefixes), from the book's section for the game.
ALLOWED: dict[str, tuple[str, ...]] = {
    "straight": ("Straight Poker",) + DRAW_POKER + HOUSE_STAKES,
    "stud": ("Stud Poker",) + DRAW_POKER + HOUSE_STAKES,
    "stud-rounds": ("Stud Poker",) + DRAW_POKER + HOUSE_STAKES,
    "whiskey": ("Whiskey Poker",) + DRAW_POKER + HOUSE_STAKES,
    "whiskey-markers": ("Whiskey Poker",) + DRAW_POKER + HOUSE_STAKES,
    "showdown": ("Show-down Poker",) + BARE + HOUSE_STAKES,
    "flat": ("Flat Poker",) + BARE + HOUSE_STAKES,
    "flat-field": ("Flat Poker",) + BARE + HOUSE_STAKES,
    "ambigu": ("Ambigu: ",) + HOUSE_DRAW + HOUSE_STAKES,
    "bouillotte": ("Bouillotte: ",),
    "thirty-one": ("Thirty-One",) + HOUSE_DRAW + HOUSE_STAKES,
    "commerce": ("Commerce",) + DRAW_POKER + HOUSE + HOUSE_STAKES,
    "commerce-widow": ("Commerce with a widow",) + DRAW_POKER + HOUSE + HOUSE_STAKES,
    "my-ship-sails": ("My Ship Sails",) + DRAW_POKER + HOUSE + HOUSE_STAKES,
    "brag": ("Brag, rule ", "a house rule, as Draw Poker's Law 36") + DRAW_POKER + HOUSE_STAKES,
    "brag-american": ("Brag, rule ", "a house rule, as Draw Poker's Law 36") + DRAW_POKER + HOUSE_STAKES,
    "brag-three-stake": ("Brag, rule ",) + DRAW_POKER + HOUSE_STAKES,
}

# Where a game's own section words the betting itself, its raises, calls and hands
# thrown in to a bet cite that paragraph (None: Draw Poker's Laws 29 and 30, by name).
OWN_BETTING: dict[str, str | None] = {
    "straight": None, "stud": None, "stud-rounds": None,
    "brag": "Brag, rule 3", "brag-american": "Brag, rule 3", "brag-three-stake": "Brag, rule 7",
    "ambigu": "Ambigu: ", "bouillotte": "Bouillotte: ",
}


def play(variant: str, seed: int, house: HouseRules, deals: int = 6, n: int = 4) -> list[Event]:
    rng = random.Random(seed)
    table = Table([f"Player {i + 1}" for i in range(n)], house, rng, variant)
    events: list[Event] = list(table._first_events)  # the cut for seats
    table.subscribe(events.append)
    # Odd seeds: all random (raises nobody meets); even: random and calling players.
    players = [RandomPlayer(rng, table.names[i]) if i % 2 or seed % 2
               else CallingStation(table.names[i]) for i in range(n)]
    for _ in range(deals):
        if table.game_over:
            break
        play_deal(table, players)
    return events


def houses(variant: str) -> list[HouseRules]:
    if variant == "bouillotte":  # its own stakes, the cave
        return [HouseRules()]
    return [HouseRules(), HouseRules(table_stakes=True, limit=10),
            HouseRules(freeze_out=True, buy_in=20)]


def game_events(variant: str) -> list[Event]:
    out: list[Event] = []
    for seed in range(4):
        for house in houses(variant):
            out.extend(play(variant, seed, house))
    return out


def test_every_game_has_its_allow_list():
    assert set(ALLOWED) == set(VARIANTS) - {"draw"}


@pytest.mark.parametrize("variant", sorted(ALLOWED))
def test_no_event_cites_another_games_law(variant):
    events = game_events(variant)
    laws = {e.law for e in events if e.law}
    assert laws
    wrong = sorted(law for law in laws if not law.startswith(ALLOWED[variant]))
    assert not wrong, f"{variant} cites {wrong}"
    # Draw Poker's laws are never cited bare outside Draw Poker's own section.
    if BARE[0] not in ALLOWED[variant]:
        assert not [law for law in laws if re.match(r"Laws? \d", law)], laws


@pytest.mark.parametrize("variant", sorted(OWN_BETTING))
def test_raises_calls_and_throwing_in_cite_the_games_own_betting(variant):
    own = OWN_BETTING[variant]
    acts = [e for e in game_events(variant) if isinstance(e, Acted)
            and e.kind in (K.RAISE, K.CALL, K.ABANDON) and "sight" not in e.law]
    assert {e.kind for e in acts} >= {K.CALL, K.ABANDON}
    for e in acts:
        if own is None:
            assert e.law.startswith(("Draw Poker's Law", "Stud Poker", "Straight Poker")), e
            assert "Law 29" in e.law or "Law 30" in e.law or e.kind is K.ABANDON, e
        else:
            assert e.law.startswith(own), e
            assert "Law" not in e.law, e


def test_bouillotte_a_raise_nobody_meets_is_taken_back_under_its_own_betting():
    back = [e for e in game_events("bouillotte") if type(e).__name__ == "Returned"]
    assert back and {e.law for e in back} <= {"Bouillotte: betting",
                                              "Bouillotte: calling for a sight"}
    assert "Bouillotte: betting" in {e.law for e in back}


def test_draw_poker_still_cites_its_laws_bare():
    events = play("draw", 1, HouseRules(), deals=8)
    laws = {e.law for e in events if e.law}
    assert {"Laws 2-4", "Law 11", "Law 12"} <= laws
    assert not [law for law in laws if "Draw Poker" in law], laws


# ----------------------------------------------------------------- the log, as read
NAMES = ["Captain Highwater", "Ann", "Bob", "Cy"]


def test_brag_the_throw_in_is_logged_under_brag_3_not_draw_pokers_law_29():
    g = VGame(NAMES, "brag")
    g.start()
    g.do("Captain Highwater", K.BET, 5)  # the dealer's ante (rule 3)
    g.do("Ann", K.RAISE, 3)
    g.do("Bob", K.ABANDON)
    g.do("Cy", K.CALL)
    g.do("Captain Highwater", K.ABANDON)
    lines = [describe(e, NAMES) for e in g.table.events if isinstance(e, Acted)]
    assert "Ann raises 3, putting up 8 counters. (Brag, rule 3)" in lines
    assert "Bob throws in his hand. (Brag, rule 3)" in lines
    assert "Cy sees, putting up 8 counters. (Brag, rule 3)" in lines  # Brag's word (issue 38)
    assert "Captain Highwater throws in his hand. (Brag, rule 3)" in lines
    assert not [line for line in lines if line and "Law 29" in line or "Law 30" in line]


def test_straight_poker_names_draw_pokers_law_in_the_log():
    g = VGame(NAMES, "straight")
    g.start()
    g.do("Ann", K.BET, 2)
    g.do("Bob", K.RAISE, 1)
    g.do("Cy", K.ABANDON)
    lines = [describe(e, NAMES) for e in g.table.events if isinstance(e, Acted)]
    assert "Bob raises 1, putting up 3 counters. (Draw Poker's Law 29)" in lines
    assert "Cy throws in his hand. (Draw Poker's Law 29)" in lines


def test_a_house_rule_after_draw_poker_reads_as_one():
    g = VGame(NAMES, "thirty-one")
    g.start()
    while not g.table.deal_over:
        g.table.act(g.table.to_act, Action(g.table.legal_actions()[0].kind))
    ended = [describe(e, NAMES) for e in g.table.events if type(e).__name__ == "DealEnded"]
    assert ended and ended[0].endswith(" (a house rule, as Draw Poker's Law 12)")


@pytest.mark.parametrize("variant, law", [
    ("commerce", "(Commerce)"),  # "The deal passes to the left, and a misdeal loses the deal"
    ("commerce-widow", "(a house rule, as at Commerce without a widow)"),
    ("my-ship-sails", "(a house rule, as at Commerce)")])
def test_the_trading_games_say_which_law_passes_the_deal(variant, law):
    """A learner read "(a house rule)" at every Commerce deal though none was set: Foster's
    Commerce says the deal passes to the left; its two varieties follow it, and say so."""
    g = VGame(NAMES, variant)
    g.start()
    while not g.table.deal_over:
        g.table.act(g.table.to_act, Action(g.table.legal_actions()[0].kind))
    ended = [describe(e, NAMES) for e in g.table.events if type(e).__name__ == "DealEnded"]
    assert ended and ended[0].endswith(" " + law), ended
