"""The game log reads as a person would say it, keeps its law citations, and has "You"
agree with its verbs, for every line any game can produce."""

from __future__ import annotations

import random
import re

import pytest

from game.ai import CallingStation, RandomPlayer
from game.ai.play import play_deal
from game.cards import parse_cards
from game.engine import VARIANTS, Table
from game.engine.core.events import (
    Acted, BuckPassed, DoublePool, HandBeaten, JackMade, MarkerPaid, PoolWon, Returned, SeatsDrawn,
    Staked, WhiskeyPaid, WidowTaken,
)
from game.engine.core.actions import ActionKind as K
from game.engine.core.house import parse_house
from game.engine.core.narrate import describe, reference

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def say(event, viewer=None):
    names = list(NAMES)
    if viewer is not None:
        names[viewer] = "You"
    return describe(event, names, viewer)


# --- single lines ---------------------------------------------------------------------------

def test_a_bet_nobody_met_is_taken_back_in_plain_words():
    e = Returned(seat=1, amount=40, why="uncalled: nobody put up as much", law="Law 29")
    assert say(e) == "Nobody met Bob's last 40 counters, so Bob takes them back. (Law 29)"
    assert say(e, viewer=1) == "Nobody met your last 40 counters, so you take them back. (Law 29)"
    one = Returned(seat=0, amount=1, why="uncalled: nobody put up as much", law="Law 29")
    assert say(one) == "Nobody met Ann's last counter, so Ann takes it back. (Law 29)"


def test_stakes_say_what_they_are_for():
    assert say(Staked(seat=1, amount=1, why="blind", law="Law 11")) == \
        "Bob puts up the blind of 1 counter. (Law 11)"
    assert say(Staked(seat=2, amount=5, why="jack ante", law="Law 37")) == \
        "Cy antes 5 counters for the jack pot. (Law 37)"
    assert say(Staked(seat=2, amount=5, why="jack ante for seat 0", law="Law 34")) == \
        "Cy puts up the jack ante of 5 counters for Ann. (Law 34)"
    assert say(Staked(seat=3, amount=1, why="fattening", law="Law 40")) == \
        "Dee adds 1 counter to fatten the pool. (Law 40)"
    assert say(Staked(seat=0, amount=4, why="ante for all (the buck)", law="Straight Poker"), 0) == \
        "You have the buck and ante 4 counters for everyone. (Straight Poker)"


def test_penalty_and_only_two_in_returns():
    e = Returned(seat=0, amount=2, why="penalty from seat 1", law="Law 34")
    assert say(e) == "Bob pays Ann 2 counters, the penalty for declining to show. (Law 34)"
    assert say(e, viewer=0) == "Bob pays you 2 counters, the penalty for declining to show. (Law 34)"
    e = Returned(seat=2, amount=2, why="his ante, for the only-two-in jack", law="Law 21")
    assert "Cy takes back the 2 counters he came in with" in say(e)
    assert "You take back the 2 counters you came in with" in say(e, viewer=2)


def test_jack_pots_say_why():
    assert say(JackMade(kind="natural", law="Law 21")) == \
        "Nobody came in, so the next deal is a natural jack pot. (Law 21)"
    assert say(JackMade(kind="high hand: four jacks", law="Foster: the high-hand jack pot")) == \
        "With four jacks shown, the next deal is a jack pot. (Foster: the high-hand jack pot)"


def test_the_cut_for_seats_is_a_sentence():
    e = SeatsDrawn(cuts=(("Ann", tuple(parse_cards("5c"))), ("Bob", tuple(parse_cards("5d 2h")))),
                   order=("Bob", "Ann"), law="Laws 2-4")
    assert say(e) == "The cut for seats: Ann cuts 5\u2663 and Bob 5\u2666 and then, on a tie, 2\u2665; " \
                     "Bob cuts lowest and deals. (Laws 2-4)"


def test_a_cut_again_says_it_broke_a_tie():
    e = SeatsDrawn(cuts=(("Ann", tuple(parse_cards("8c 6s Qh"))), ("Bob", tuple(parse_cards("8d 6d 2h")))),
                   order=("Bob", "Ann"), law="Laws 2-4")
    assert say(e).startswith("The cut for seats: Ann cuts 8\u2663 and then, on ties, 6\u2660 and Q\u2665 "
                             "and Bob 8\u2666 and then, on ties, 6\u2666 and 2\u2665;")


def test_ties_and_side_pools_name_every_winner_once():
    e = PoolWon(index=0, amount=90, eligible=(0, 1, 2), winners=(0, 1, 2), paid={}, shown=True, law="Law 36")
    assert say(e) == "A tie: Ann, Bob and Cy divide the pool of 90 counters. (Law 36)"
    assert say(e, viewer=1) == "A tie: Ann, you and Cy divide the pool of 90 counters. (Law 36)"
    side = PoolWon(index=2, amount=12, eligible=(0, 1), winners=(1,), paid={}, shown=True, law="Law 34")
    assert say(side, viewer=1) == "You take the second side pool of 12 counters. (Law 34)"
    quiet = PoolWon(index=0, amount=9, eligible=(0,), winners=(0,), paid={}, shown=False, law="Law 28")
    assert say(quiet, viewer=0) == \
        "Nobody bets after the draw, so you take the pool of 9 counters without showing. (Law 28)"


def test_a_jack_pot_taken_uncalled_says_the_openers_were_shown():
    """Issue 38: the log said "Bob shows J J 7 7 10" and then "takes the pool without
    showing"; the opener nobody calls still shows his openers (Foster's Law 45)."""
    e = PoolWon(index=0, amount=25, eligible=(1,), winners=(1,), paid={1: 25}, shown=False, openers=True,
                law="Law 20")
    assert say(e) == "Bob takes the pool of 25 counters, his openers shown. (Law 20)"
    assert say(e, viewer=1) == "You take the pool of 25 counters, your openers shown. (Law 20)"
    assert describe(e, ["Ann", "Mrs. Hale"]).startswith("Mrs. Hale takes the pool of 25 counters, her openers")


def test_you_agrees_with_every_verb():
    lines = [
        say(Acted(seat=0, kind=K.ABANDON, amount=0, put=0, level=0, all_in=False, law="Law 29"), 0),
        say(Acted(seat=0, kind=K.CALL, amount=0, put=5, level=0, all_in=True, law="Law 30"), 0),
        say(MarkerPaid(seat=0, left=2, law="Whiskey Poker"), 0),
        say(WhiskeyPaid(seat=0, markers=5, law="Whiskey Poker"), 0),
        say(HandBeaten(seat=0, by=1, law="Show-down Poker"), 0),
        say(HandBeaten(seat=1, by=0, law="Show-down Poker"), 0),
        say(WidowTaken(seat=0, laid=tuple(parse_cards("2h 3h 4h 5h 7c")), taken=(None,) * 5,
                       face_up=False, law="Whiskey Poker"), 0),
        say(BuckPassed(seat=0, law="Straight Poker"), 0),
    ]
    assert lines[0] == "You throw in your hand. (Law 29)"
    assert lines[1] == "You call, putting up 5 counters (all you have). (Law 30)"
    assert lines[2] == "You have the worst hand and put a marker in the middle (2 left). (Whiskey Poker)"
    assert "You have lost every marker and pay for the whiskey" in lines[3]
    assert lines[4] == "Bob beats you; your hand goes into the deadwood. (Show-down Poker)"
    assert lines[5].startswith("You beat Bob;") and lines[5].endswith(" (Show-down Poker)")
    assert "laying your own hand face up" in lines[6]
    assert lines[7] == "The buck passes to you, who ante next, for all. (Straight Poker)"
    for line in lines:
        _check(line)


def test_double_pool():
    assert say(DoublePool(amount=6, law="Straight Poker")) == \
        "Everyone passes; the 6 counters stay in for a double pool. (Straight Poker)"


# --- every line of every game ----------------------------------------------------------------

_BAD = [
    re.compile(r"\bYou (?!pass\b)\w+s\b(?<!\bhas)"),   # "You takes"
    re.compile(r"\bYou (is|has|was)\b"),
    re.compile(r"\byou (is|has|was|takes|puts|pays)\b"),
    re.compile(r": [a-z][^:]*: "),                       # "uncalled: nobody ..." stacked colons
    re.compile(r"\b(his|he) \w+ \(all you"),
    re.compile(r"all he has\)?\.?$"),                     # checked below only for "You"
]


_REF = re.compile(r" \(([^()]|\([^()]*\))*\)$")


def _check(line: str, you: bool = True) -> None:
    ref = _REF.search(line) if not line.endswith(".") else None
    text = line[:ref.start()] if ref else line
    assert text.endswith("."), line
    assert "  " not in line, line
    assert "uncalled" not in line and "seat " not in line, line
    assert text[:1].isupper() or text[:1].isdigit(), line
    head = text.split(":", 1)[0]
    assert not (len(head) > 3 and head.isupper()), line  # no capital section names
    for bad in _BAD[:5]:
        assert not bad.search(text), (bad.pattern, line)
    if you and line.startswith("You") or ": You " in line:
        assert "all he has" not in line and " his " not in line, line


HOUSES = ([], ["the_buck=true", "kitty=true", "high_hand_jacks=flush", "kitty_jacks=5"],
          ["table_stakes=true", "decline_to_show=true"], ["freeze_out=true", "buy_in=20"],
          ["jack_pots=false", "straddle=false"], ["progressive_openers=foster", "pack=53"],
          ["holding_the_age=true", "pass_the_jack=true", "dealer_antes=true"],
          ["table_stakes=true", "rebuy_at_once=false", "buy_in=20"])


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_line_of_every_game_reads_well(variant):
    lines: set[str] = set()
    for hi, house_args in enumerate(HOUSES):
        house = parse_house(house_args)
        for n in (2, 5):
            rng = random.Random(hi * 10 + n)
            names = [f"Player {i + 1}" for i in range(n)]
            try:
                table = Table(names, house, rng, variant)
            except Exception:  # a house rule this game does not take
                continue
            events: list = []
            table.subscribe(events.append)
            players = [RandomPlayer(rng, table.names[i]) if i % 2 else CallingStation(table.names[i])
                       for i in range(n)]
            for _ in range(12):
                if table.game_over:
                    break
                play_deal(table, players)
            for viewer in (None, 0):
                shown = ["You" if viewer == 0 and i == 0 else x for i, x in enumerate(table.names)]
                for ev in events:
                    line = describe(ev, shown, viewer)
                    if line:
                        lines.add(line)
                        # The law an event was ruled by is cited in its line.
                        if ev.law:
                            assert line.endswith(f" ({reference(ev.law)})"), line
    assert lines
    for line in lines:
        _check(line)


def test_seat_notes_are_short_past_tense_words():
    from game.engine.core.plate_notes import seat_note

    for kind in K:
        note = seat_note(Acted(seat=0, kind=kind, amount=5, put=5, level=0, law="Law 18"))
        assert note and len(note) <= 20 and "_" not in note, (kind, note)
    assert seat_note(Acted(seat=0, kind=K.CALL, amount=0, put=2, level=0, law="Law 18")) == "came in 2"


def test_passing_a_jack_and_holding_the_age():
    pass_jack = Acted(seat=2, kind=K.PASS, amount=0, put=0, level=0, law="Law 37")
    assert say(pass_jack) == 'Cy says "I pass this jack", and is dealt no cards until it is opened. (Law 37)'
    assert say(pass_jack, 2).startswith('You say "I pass this jack", and are dealt')
    hold = Acted(seat=1, kind=K.PASS, amount=0, put=0, level=0,
                 law="Hoyle's Games Modernized and Schenck: holding the age")
    assert say(hold) == "Bob holds the age. (Hoyle's Games Modernized and Schenck: holding the age)"
    assert say(hold, 1).startswith("You hold the age.")


def test_a_lady_throws_in_her_hand():
    """The possessive follows a lady's title; others keep the book's "his"."""
    from game.engine.core.narrate import _his

    assert _his("Miss Prudence") == "her" and _his("Mrs. Keene") == "her"
    assert _his("Judge Ames") == "his" and _his("You") == "your"


def test_a_deal_is_an_ordinary_pool_only_where_the_game_has_jack_pots():
    """Whiskey Poker with markers or Commerce with a widow has no pool of counters at all:
    its deal is not "an ordinary pool" (no jack pot was ever possible)."""
    from game.engine.core.events import DealStarted

    def line(jack_pots: bool) -> str:
        return describe(DealStarted(deal=1, dealer=0, age=1, pone=1, players=(0, 1), jack_pot=False,
                                    openers=None, carried_in=0, jack_pots_played=jack_pots), ["Ann", "Bob"], laws=False)

    assert line(True) == "Deal 1: Ann deals an ordinary pool."
    assert line(False) == "Deal 1: Ann deals."


# --- one word for each act: the button's, in the log and on the plate (issue 38) -----------------

_BUTTON_TO_NOTE = {"Make good": "made good", "Come in": "came in", "Call": "called", "Make a jack": "made a jack",
                   "Straddle": "straddled", "No straddle": "did not straddle", "Open for": "opened for"}
_BUTTON_TO_LOG = {"Make good": "make good", "Come in": "come in", "Call": "call", "Make a jack": "make a jack",
                  "Straddle": "straddle", "No straddle": "not straddle", "Open for": "open for"}


def test_each_draw_act_is_told_in_its_buttons_word_in_the_log_and_on_the_plate():
    """Issue 38, the lead's play: the age's button said "Make good 1", the log "You come in,
    putting up 1 counter" and his plate "came in 1".  Through many deals of random play, each
    Draw Poker act (making good the blind, coming in, calling a raise, straddling, opening a jack
    pot, making a jack) says its button's word in the log and under the plate."""
    from game.coach.words import choice_words
    from game.engine.core.actions import Action
    from game.engine.core.house import HouseRules
    from game.engine.core.plate_notes import seat_note

    rng = random.Random(7)
    house = HouseRules()  # straddles and jack pots are played
    seen: set[str] = set()
    found: list[str] = []
    for deal in range(80):
        if deal % 5 == 0:  # five deals a table: a jack pot follows a deal nobody came in to
            table = Table(NAMES[:3 + deal % 3], house, random.Random(deal), "draw", cut=False)
        if table.game_over:
            continue
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            legal = table.legal_actions()
            pick = rng.choice([a for a in legal if a.kind is not K.DRAW] or list(legal))
            action = Action(pick.kind, pick.low)
            words = choice_words(table.view(seat), action)
            for event in table.act(seat, action):
                if not isinstance(event, Acted) or event.seat != seat:
                    continue
                for button, note in _BUTTON_TO_NOTE.items():
                    if words == button or words.startswith(button + " ") and words[len(button) + 1:].isdigit():
                        seen.add(button)
                        line = describe(event, ["You" if s == seat else n for s, n in enumerate(NAMES)], seat)
                        if not seat_note(event).startswith(note):
                            found.append(f"{words!r}: the plate says {seat_note(event)!r}")
                        if _BUTTON_TO_LOG[button] not in line.lower():
                            found.append(f"{words!r}: the log says {line!r}")
    assert not found, sorted(set(found))[:6]
    assert set(_BUTTON_TO_NOTE) <= seen, seen
