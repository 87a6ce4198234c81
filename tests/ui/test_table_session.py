"""The session behind the table window: computer players off the frame loop, the person's
actions, saving at every deal's end, resuming (into the middle of a deal), damaged saves and
statistics.  No window is needed."""

from __future__ import annotations

import json
import random
import threading
import time

import pytest
from test_table_support import config

from game.engine import Action, ActionKind, HouseRules
from game.engine.core.events import DealEnded, HandDealt, PoolWon
from game.store.saves import load_game
from game.store.stats import load_stats
from game.ui.paths import saved_game_path, statistics_path
from game.ui.session import HUMAN, Session, computer_config, fallback_action, short_temperament

K = ActionKind


def play_person(session: Session, rng: random.Random) -> None:
    """A legal action for the person (discarding at random)."""
    legal = session.legal()
    offer = rng.choice(legal)
    if offer.kind is K.DRAW:
        hand = session.view().hand
        action = Action(K.DRAW, cards=tuple(rng.sample(hand, rng.randint(0, min(3, offer.high)))))
    else:
        action = Action(offer.kind, rng.randint(offer.low, offer.high) if offer.high else 0)
    assert session.act(action) is None


def until_the_person_acts(session: Session, limit: int = 400) -> None:
    """Step the session until it is the person's turn (failing, not hanging, if it never is)."""
    for _ in range(limit):
        if session.human_to_act:
            return
        session.update(1.0)
    raise AssertionError("the person was never asked to act")


def finish_deal(session: Session, rng: random.Random, limit: int = 400) -> None:
    """Play the current deal to its end (the person at random, the others as they will)."""
    for _ in range(limit):
        if session.deal_over:
            return
        if session.human_to_act:
            play_person(session, rng)
        else:
            session.update(1.0)
    raise AssertionError("the deal did not end")


def test_the_persons_seat_is_found_after_the_cut(home):
    cfg = config(("good", "close", "liberal"), seed=3)
    s = Session(cfg, home=home, synchronous=True)
    assert s.table.names[s.human] == "You"
    assert s.keys[s.human] == HUMAN
    assert sorted(s.players) == sorted(set(range(4)) - {s.human})
    assert short_temperament("close") == "close" and short_temperament(HUMAN) == "you"


def test_other_seats_cards_never_reach_the_window(home):
    s = Session(config(("good", "close"), seed=5), home=home, synchronous=True, think=0)
    s.next_deal()
    for _ in range(5):  # the straddles come before the cards
        if any(isinstance(q.event, HandDealt) for q in s.events) or s.human_to_act:
            break
        s.update(1.0)
    dealt = [q.event for q in s.events if isinstance(q.event, HandDealt)]
    assert len(dealt) == 3
    for e in dealt:
        if e.seat == s.human:
            assert all(c is not None for c in e.cards)
        else:
            assert all(c is None for c in e.cards)


def test_the_demo_may_see_every_hand(home):
    s = Session(computer_config(["good", "close"], seed=5), home=home, save=False, reveal=True, synchronous=True,
                think=0)
    s.next_deal()
    while not s.deal_over and not any(isinstance(q.event, HandDealt) for q in s.events):
        s.update(1.0)
    assert all(all(e.cards) for e in (q.event for q in s.events) if isinstance(e, HandDealt))


def test_computer_players_wait_for_the_window_and_for_the_pause(home):
    s = Session(computer_config(["caller", "caller"], seed=2), home=home, save=False, synchronous=True,
                think=0.5)
    s.next_deal()
    assert not s.update(0.3, ready=False)
    assert not s.update(0.3, ready=True)  # asked now; the pause has only begun
    assert s.thinking == s.to_act
    assert s.update(0.3, ready=True)  # the pause is over: the move is made
    assert s.decisions == 1


def test_a_slow_player_never_holds_up_the_frame(home):
    """``update`` returns at once while a player thinks on the worker thread."""
    gate = threading.Event()
    s = Session(computer_config(["caller", "caller"], seed=2), home=home, save=False, think=0.0)
    try:
        s.next_deal()
        seat = s.to_act
        real = s.players[seat].decide

        def slow(view):
            gate.wait(5)
            return real(view)

        s.players[seat].decide = slow
        start = time.perf_counter()
        for _ in range(20):
            assert not s.update(1 / 60)
        assert time.perf_counter() - start < 0.5
        assert s.thinking == seat
        gate.set()
        deadline = time.monotonic() + 5
        while not s.update(1 / 60):
            assert time.monotonic() < deadline
            time.sleep(0.005)
        assert s.decisions == 1
    finally:
        gate.set()
        s.close()


def test_a_player_that_fails_is_replaced_by_the_quietest_legal_action(home):
    s = Session(computer_config(["caller", "caller"], seed=2), home=home, save=False, synchronous=True, think=0)
    s.next_deal()
    seat = s.to_act

    def broken(view):
        raise RuntimeError("no idea")

    s.players[seat].decide = broken
    before = len(s.table.actions)
    assert s.update(0.1)
    assert len(s.table.actions) == before + 1
    assert fallback_action(s.table, s.to_act).kind in {o.kind for o in s.table.legal_actions()}


def test_an_illegal_action_is_refused_with_the_law(home):
    s = Session(config(("caller",), seed=4), home=home, synchronous=True, think=0)
    s.next_deal()
    until_the_person_acts(s)
    before = s.table.counters_in_play()
    problem = s.act(Action(K.OPEN, 3))
    assert problem and "cannot open" in problem
    assert s.table.counters_in_play() == before
    s.close()
    assert s.act(Action(K.ABANDON)) == "It is not your turn."


def test_the_game_is_saved_at_every_deals_end_and_replays(home):
    rng = random.Random(7)
    s = Session(config(("good", "liberal"), seed=11), home=home, synchronous=True, think=0)
    for _ in range(3):
        s.next_deal()
        finish_deal(s, rng)
        saved, problem = load_game(saved_game_path(home))
        assert problem is None and saved is not None
        assert saved.deals_finished == s.table.deal_number
        assert saved.rebuild()[0].stacks == s.table.stacks
    data = json.loads(saved_game_path(home).read_text())
    assert data["names"][0] == "You" and data["temperaments"][0] == HUMAN


def test_resume_in_the_middle_of_a_deal(home):
    rng = random.Random(3)
    s = Session(config(("good", "close"), seed=21), home=home, synchronous=True, think=0)
    s.next_deal()
    finish_deal(s, rng)
    s.next_deal()
    until_the_person_acts(s)
    play_person(s, rng)  # the person acts: the game is saved mid-deal
    hand = s.view().hand
    number, actions = s.table.deal_number, len(s.table.actions)
    s.close()

    again, problem = Session.resume(home, synchronous=True)
    assert problem is None and again is not None
    assert again.table.deal_number == number and len(again.table.actions) == actions
    assert again.view().hand == hand
    assert again.events and all(q.instant for q in again.events)
    assert again.table.counters_in_play() == sum(again.table.bought)


def test_a_damaged_save_is_kept_aside_with_a_clear_message(home):
    path = saved_game_path(home)
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not a saved game")
    session, problem = Session.resume(home)
    assert session is None
    assert "could not be read" in problem and "A new game starts" in problem
    assert problem.count("new") == 1  # said once
    assert not path.exists()
    assert path.with_name(path.name + ".damaged").exists()


def test_a_save_with_an_impossible_log_is_kept_aside_too(home):
    s = Session(config(("caller",), seed=1), home=home, synchronous=True, think=0)
    s.next_deal()
    finish_deal(s, random.Random(1))
    data = json.loads(saved_game_path(home).read_text())
    data["table"]["stacks"][0] = -1000  # no seat has fewer than no counters
    saved_game_path(home).write_text(json.dumps(data))
    session, problem = Session.resume(home)
    assert session is None and "could not be read" in problem and "fewer than no" in problem
    assert saved_game_path(home).with_name("current.json.damaged").exists()


def test_a_deal_in_progress_that_does_not_play_out_is_called_off(home):
    s = Session(config(("caller",), seed=1), home=home, synchronous=True, think=0)
    s.next_deal()
    finish_deal(s, random.Random(1))
    stacks = list(s.table.stacks)
    s.close()
    data = json.loads(saved_game_path(home).read_text())
    data["deal"] = {"packs": [], "actions": [[0, "open", 999, []]]}
    saved_game_path(home).write_text(json.dumps(data))
    again, problem = Session.resume(home, synchronous=True)
    assert problem is None and again is not None
    assert again.table.stacks == stacks and again.deal_over
    assert any("called off" in m for m in again.messages)


def test_no_save_means_nothing_to_continue(home):
    session, problem = Session.resume(home)
    assert session is None and "no game" in problem


def test_statistics_are_recorded_for_every_deal_played(home):
    rng = random.Random(5)
    s = Session(config(("caller", "close"), seed=8), home=home, synchronous=True, think=0)
    for _ in range(4):
        s.next_deal()
        finish_deal(s, rng)
    stats, problem = load_stats(statistics_path(home))
    assert problem is None
    assert stats.deals == 4 and len(stats.counters) == 4
    me = s.human
    assert stats.counters[-1] == s.table.stacks[me] - s.table.bought[me]
    assert set(stats.opponents) <= {n for i, n in enumerate(s.names) if i != me}


def test_the_demo_writes_nothing(home):
    s = Session(computer_config(["good", "close"], seed=5), home=home, save=False, keep_stats=False,
                synchronous=True, think=0)
    for _ in range(2):
        s.next_deal()
        while not s.deal_over:
            s.update(1.0)
    assert not saved_game_path(home).exists() and not statistics_path(home).exists()


def test_a_freeze_out_that_ends_forgets_the_save(home):
    house = HouseRules(freeze_out=True, buy_in=4, blind=1, limit=2, jack_pots=False, straddle=False)
    s = Session(config(("liberal",), seed=2, house=house), home=home, synchronous=True, think=0)
    rng = random.Random(2)
    for _ in range(200):
        if s.game_over:
            break
        s.next_deal()
        finish_deal(s, rng)
    assert s.game_over
    assert not saved_game_path(home).exists()
    assert any(isinstance(q.event, DealEnded) for q in s.events)
    assert any(isinstance(q.event, PoolWon) for q in s.events)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_counter_is_ever_lost(home, seed):
    rng = random.Random(seed)
    s = Session(config(("good", "liberal", "close", "random"), seed=seed), home=home, synchronous=True, think=0)
    for _ in range(6):
        s.next_deal()
        for _ in range(400):
            if s.deal_over:
                break
            if s.human_to_act:
                play_person(s, rng)
            else:
                s.update(1.0)
            assert s.table.counters_in_play() == sum(s.table.bought)
