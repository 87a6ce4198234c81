"""The evening with phone guests, without a socket: the lobby and its code, the host's
changes, acting in turn and only for one's own seat, absent guests acted for as the book
allows, and a host restart mid-round that deals the same cards and goes on."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import ActionKind
from game.party import Evening
from game.phones.messages import overview_message, seat_message
from game.phones.night import NightSettings, PhoneNight
from game.phones.starting import config_for, resume_night
from game.phones.protocol import ProtocolError, Request
from phones_helpers import Clock, my_turn, night_with, play


def start(n: PhoneNight, total=12, rounds=2, seed=3, path=None) -> Evening:
    ev = Evening.start(config_for(n, total, rounds, seed=seed), path=path)
    n.begin(ev)
    return ev


def test_the_code_is_needed_and_names_are_offered():
    n = PhoneNight(NightSettings(), code="K7QX")
    n.expect("Alice")
    with pytest.raises(ProtocolError, match="not this evening's code"):
        n.join("ABCD", "Alice")
    with pytest.raises(ProtocolError, match="code"):
        n.names("XXXX")
    assert n.names("k7qx") == ["Alice"]
    seat = n.join("K7QX", "alice")
    assert seat.name == "Alice" and n.names("K7QX") == []
    from game.phones.lobby import SeatAsked

    with pytest.raises(SeatAsked):  # a second phone asks for the seat: the host is asked (Y or N)
        n.join("K7QX", "Alice")
    assert n.seat_asks.keys() == {"Alice"}
    assert n.hello(seat.token) is seat
    with pytest.raises(ProtocolError, match="no seat"):
        n.hello("forged-token")


def test_host_renames_removes_and_gives_a_seat_to_a_computer_player():
    n = night_with(("Alice", "Bob", "Cleo", "Dora"))
    n.rename("Bob", "Robert")
    assert "Robert" in n.seats and n.hello(n.seats["Robert"].token).name == "Robert"
    n.remove("Cleo")
    assert "Cleo" not in n.seats
    ev = start(n)
    with pytest.raises(ProtocolError, match="fixed"):
        n.rename("Alice", "Alicia")
    late = n.join(n.code, "Zed")  # too late for a seat now: he asks, the host may seat him later
    assert late.late == "asked" and "Zed" not in n.seats and "Zed" not in ev.guests
    token = n.seats["Dora"].token
    n.give_to_computer("Dora", "close")
    assert ev.guests["Dora"].kind == "computer" and ev.guests["Dora"].temperament == "close"
    with pytest.raises(ProtocolError):
        n.hello(token)
    d = n.deal_for("Dora")
    assert d is not None and d.players[d.seats.index("Dora")] is not None


def test_a_whole_evening_every_counter_accounted_for():
    clock = Clock()
    n = night_with(clock=clock)
    ev = start(n, total=16, rounds=3)
    play(n, random.Random(5), clock)
    assert ev.finished and ev.rounds_played == 3
    # Counters: all that was bought (the stakes and the fresh stakes) is on the table.
    assert sum(ev.counters.values()) == 16 * 50 + sum(ev.extra.values())
    assert sum(ev.yellow.values()) == 3
    for rec in ev.rounds:
        assert rec["yellow"] == rec["tables"][0]["winner"]  # the head table's pool winner
        for t in rec["tables"]:
            before, after = t["counters_before"], t["counters_after"]
            assert sum(after.values()) == sum(before.values()) + sum(t["fresh_stakes"].values())
    assert ev.final["prizes"]


def test_nobody_acts_out_of_turn_or_for_another():
    clock = Clock()
    n = night_with(clock=clock)
    start(n)
    for _ in range(200):
        n.tick(clock.now)
        if my_turn(n):
            break
        clock.now += 0.1
    name, m = my_turn(n)
    other = next(x for x in n.seats if x != name)
    la = m["legal"][0]
    with pytest.raises(ProtocolError, match="not your turn|deal is over|being dealt|nothing"):
        n.act(other, Request("act", action=la["kind"], amount=la["low"]))
    with pytest.raises(ProtocolError, match="earlier deal"):
        n.act(name, Request("act", action=la["kind"], amount=la["low"], deal=m["table"]["deal"] + 7))
    d = n.deal_for(name)
    before = len(d.engine.events)
    with pytest.raises(ProtocolError):
        n.act(name, Request("act", action="show"))
    assert len(d.engine.events) == before  # a refused action changes nothing


@pytest.mark.parametrize("policy", ["abandon", "computer"])
def test_an_absent_guest_is_acted_for_and_the_table_goes_on(policy):
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=5.0, policy=policy, temperament="close")
    ev = start(n, rounds=1)
    # Nobody touches the phones: after each time-out the guest is away and acted for.
    for _ in range(4000):
        if n.stage != "playing":
            break
        n.tick(clock.now)
        clock.now += 1.0
    assert ev.rounds_played == 1
    assert set(n.away) <= {"Alice", "Bob"} and n.away
    name = n.away[0]
    n.hello(n.seats[name].token)  # the phone is back: he still sees what was done for him
    assert name in n.away
    n.back(name)  # ...until he taps "I'm back"
    assert name not in n.away


def test_abandon_policy_abandons_as_the_book_allows():
    clock = Clock()
    n = night_with(("Alice",), clock=clock, timeout=3.0, policy="abandon")
    start(n, rounds=1)
    for _ in range(400):
        n.tick(clock.now)
        if my_turn(n):
            break
        clock.now += 0.1
    name, m = my_turn(n)
    d = n.deal_for(name)
    seat = d.seats.index(name)
    kinds = {a["kind"] for a in m["legal"]}
    clock.now += 3.5
    n.tick(clock.now)
    mine = [a for a in d.engine.actions if a[0] == seat]
    expected = ActionKind.ABANDON if "abandon" in kinds else None
    if expected is not None:
        assert mine[-1][1].kind is expected


def test_host_restart_mid_round_deals_the_same_cards_and_goes_on(tmp_path):
    save = tmp_path / "evening.json"
    log = tmp_path / "phones.json"
    clock = Clock()
    n = night_with(clock=clock, log_path=log, pace=0.2)
    ev = start(n, total=12, rounds=2, path=save)
    rng = random.Random(9)
    for _ in range(100):  # part of the first round: some actions at every table
        if all(d is not None and len(d.engine.actions) >= 4 for d in n.deals):
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn:
            name, m = turn
            la = rng.choice(m["legal"])
            n.act(name, Request("act", action=la["kind"], amount=la["low"]))
        clock.now += 0.05
    assert n.stage == "playing"
    before = {name: seat_message(ev, n.stage, name, n.deal_for(name), n.away) for name in n.seats}
    tokens = {name: s.token for name, s in n.seats.items()}
    code = n.code
    # The host's program is closed; a new one reads the save and the deals in progress.
    ev2 = Evening.load(save)
    n2 = resume_night(ev2, log, clock=clock)
    assert n2.code == code
    assert {name: s.token for name, s in n2.seats.items()} == tokens
    for name in n2.seats:
        if ev2.table_of(name) in ev2.pending:
            continue  # that table's deal was over and recorded: nothing to play again
        after = seat_message(ev2, n2.stage, name, n2.deal_for(name), n2.away)
        assert after["hand"] == before[name]["hand"]
        assert after["table"] == before[name]["table"]
        assert after["legal"] == before[name]["legal"]
    play(n2, random.Random(4), clock)
    assert ev2.finished and ev2.rounds_played == 2
    assert sum(ev2.counters.values()) == 12 * 50 + sum(ev2.extra.values())


def _turn_with(n: PhoneNight, clock: Clock, kind: str, limit: int = 20000):
    """Tick (everyone else acting by the clock) until a phone guest is offered ``kind``."""
    for _ in range(limit):
        turn = my_turn(n)
        if turn and any(a["kind"] == kind for a in turn[1]["legal"]):
            return turn
        n.tick(clock.now)
        clock.now += 0.5
    return None


def test_a_timed_out_straddle_is_no_reason_to_be_away_and_the_next_turn_has_its_own_clock():
    clock = Clock()
    n = night_with(("Alice", "Bob", "Cleo"), clock=clock, timeout=5.0, policy="abandon")
    start(n, total=8, rounds=3)
    turn = _turn_with(n, clock, "no straddle")
    assert turn is not None, "no phone guest was asked to straddle"
    name, m = turn
    deal = n.deal_for(name)
    number, seat = deal.engine.deal_number, deal.seats.index(name)
    n.tick(clock.now)  # his clock starts
    clock.now += 5.5
    n.tick(clock.now)  # ...and runs out: he does not straddle
    assert name not in n.away
    assert ActionKind.NO_STRADDLE in [a.kind for s, a in deal.engine.actions if s == seat]
    assert not n.acted_for.get(name)
    # His next turn in this deal: a full clock of its own, nothing done for him at once.
    for _ in range(200):
        if deal.engine.deal_number != number or deal.done or deal.engine.to_act == seat:
            break
        clock.now += 0.5
        n.tick(clock.now)
    if deal.engine.deal_number == number and not deal.done and deal.engine.to_act == seat:
        n.tick(clock.now)
        c = n.clock_for(n.table_of(name))
        assert c is not None and c["seat"] == seat and c["left"] == pytest.approx(5.0)


def test_a_guest_away_last_round_starts_the_next_with_a_full_clock():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=2.0, policy="abandon")
    ev = start(n, total=8, rounds=3)
    n.set_away("Alice")
    for _ in range(20000):
        if ev.rounds_played >= 1:
            break
        n.tick(clock.now)
        clock.now += 0.5
    assert ev.rounds_played == 1
    assert "Alice" in n.away or n.stage == "between"
    clock.now += 1.0
    n.tick(clock.now)  # the next round begins
    assert n.stage == "playing" and ev.round_no == 2
    assert "Alice" not in n.away and "Bob" not in n.away
    msg = n.message_for("Alice")
    assert not msg["me"]["away"] and not msg["me"]["acted_for"]


def test_the_draw_holds_every_deal_and_clock_until_the_host_has_shown_it():
    clock = Clock()
    n = night_with(("Alice",), clock=clock, draw=30.0)
    start(n, total=8, rounds=2)
    assert n.drawing and n.message_for("Alice")["evening"]["drawing"]
    for _ in range(20):
        clock.now += 1.0
        n.tick(clock.now)
    assert all(d is None or not d.started for d in n.deals) and n.clock_for(0) is None
    n.drawn()
    assert not n.drawing
    n.tick(clock.now + 1.0)
    assert any(d is not None and d.started for d in n.deals)
    # With no window to end it, the draw ends by itself at its time.
    n2 = night_with(("Alice",), clock=clock, draw=30.0)
    start(n2, total=8, rounds=2)
    n2.tick(clock.now + 31.0)
    assert not n2.drawing


def test_a_restart_during_the_draw_deals_at_once(tmp_path):
    path = tmp_path / "phones.json"
    clock = Clock()
    n = night_with(("Alice",), clock=clock, draw=60.0, log_path=path)
    ev = start(n, total=8, rounds=2)
    assert n.drawing
    n2 = resume_night(ev, path, clock=clock)
    assert not n2.drawing
    n2.tick(clock.now + 1.0)
    assert any(d is not None and d.started for d in n2.deals)


def test_the_seats_are_told_as_soon_as_the_host_has_drawn_them_and_the_deal_waits():
    """Play-test 2 of issue 37: the host's screen said "Here is where everyone sits" while the
    phones and the television still said the seats were being drawn, until Enter."""
    clock = Clock()
    n = night_with(("Alice",), clock=clock, draw=30.0)
    start(n, total=8, rounds=2)
    assert n.message_for("Alice")["evening"]["drawing"] and n.seats_hidden
    n.changes.everyone = False
    n.seats_drawn()  # the last seat drawn on the host's window
    assert n.changes.everyone  # every phone and the television are told at once
    ev = n.message_for("Alice")["evening"]
    assert not ev["drawing"] and ev["seated"]
    assert n.drawing and n.clock_for(0) is None  # but nothing is dealt until the host goes on
    n.tick(clock.now + 1.0)
    assert all(d is None or not d.started for d in n.deals)
    n.drawn()
    ev = n.message_for("Alice")["evening"]
    assert not ev["drawing"] and not ev["seated"]


def test_the_host_holding_the_next_round_is_told_to_every_phone_at_once():
    """Play-test 2 of issue 37: "Next round in 12 s" counted to 1 s, then the round waited on
    the host's moves screen another ten seconds, for the hold was never sent."""
    clock = Clock()
    n = night_with(("Alice",), clock=clock, pace=0.0, timeout=0.5, between=12.0)
    start(n, total=8, rounds=2)
    for _ in range(4000):
        if n.stage == "between":
            break
        clock.now += 1.0
        n.tick(clock.now)
    assert n.stage == "between" and n.message_for("Alice")["evening"]["next_in"] == 12.0
    n.changes.everyone = False
    n.hold_between()
    assert n.changes.everyone and n.message_for("Alice")["evening"]["next_in"] is None


def _until_the_head_table_is_done(n, ev, clock) -> None:
    """Random guests' moves until the head table's deal is over (other tables still dealing)."""
    rng = random.Random(5)
    for _ in range(40000):
        if 0 in ev.pending or n.stage != "playing":
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn:
            name, m = turn
            la = rng.choice(m["legal"])
            n.act(name, Request("act", action=la["kind"], amount=la["low"]))
        clock.now += 0.05


def test_a_restart_after_the_head_tables_deal_ended_shows_that_deal_as_it_was(tmp_path):
    """Play-test round 4: after a kill and resume with the head table's deal over (the
    bell rung, other tables still dealing), every screen showed the winner's line alone and
    each guest's own counters went back to the round's start.  The finished deal is laid out
    again: its shown hands, log and counters as before, and the recorded result stands."""
    save = tmp_path / "evening.json"
    log = tmp_path / "phones.json"
    clock = Clock()
    n = night_with(names=("Alice", "Bob", "Cleo", "Dora", "Eve", "Fay"), clock=clock, log_path=log, pace=0.2)
    ev = start(n, total=12, rounds=2, path=save)
    _until_the_head_table_is_done(n, ev, clock)
    assert n.stage == "playing" and 0 in ev.pending and not ev.round_complete
    head = [name for name in n.seats if ev.table_of(name) == 0]
    assert head
    before = {name: seat_message(ev, n.stage, name, n.deal_for(name), n.away) for name in head}
    result = ev.pending[0].to_dict()
    ev2 = Evening.load(save)
    n2 = resume_night(ev2, log, clock=clock)
    assert n2.deals[0] is not None and n2.deals[0].done
    assert ev2.pending[0].to_dict() == result
    for name in head:
        after = seat_message(ev2, n2.stage, name, n2.deal_for(name), n2.away)
        assert after["me"]["counters"] == before[name]["me"]["counters"]
        mine = next(p for p in after["table"]["players"] if p["name"] == name)
        assert after["me"]["counters"] == mine["stack"]
        assert after["table"]["players"] == before[name]["table"]["players"]
        assert after["table"]["dealer"] == before[name]["table"]["dealer"]
        assert after["log"][-3:] == before[name]["log"][-3:]
        assert after["hand"] == before[name]["hand"]
    play(n2, random.Random(4), clock)
    assert ev2.finished


def test_without_a_saved_log_a_finished_tables_guest_reads_his_counters_as_the_plate(tmp_path):
    """The fallback (no log of the finished deal to lay out): the header's counters are the
    recorded result's, as the plate's, not the round's start."""
    save = tmp_path / "evening.json"
    clock = Clock()
    n = night_with(names=("Alice", "Bob", "Cleo", "Dora", "Eve", "Fay"), clock=clock, pace=0.2)
    ev = start(n, total=12, rounds=2, path=save)
    _until_the_head_table_is_done(n, ev, clock)
    assert 0 in ev.pending and not ev.round_complete
    for name in n.seats:
        if ev.table_of(name) != 0:
            continue
        m = seat_message(ev, "playing", name, None, n.away)
        mine = next(p for p in m["table"]["players"] if p["name"] == name)
        assert m["me"]["counters"] == mine["stack"] == ev.pending[0].standing(name)


def test_after_the_bell_the_standings_give_the_winner_his_yellow_counter_at_once():
    """Play-test round 4: after the bell the winner's counters moved on the television and
    the host's standings, but his yellow counter waited for the round's end."""
    from game.phones.messages import live_standings

    clock = Clock()
    n = night_with(names=("Alice", "Bob", "Cleo", "Dora", "Eve", "Fay"), clock=clock, pace=0.2)
    ev = start(n, total=12, rounds=2)
    _until_the_head_table_is_done(n, ev, clock)
    assert 0 in ev.pending and not ev.round_complete
    winner = ev.pending[0].winner
    rows = {r["name"]: r for r in live_standings(ev)}
    assert rows[winner]["yellow"] == ev.yellow.get(winner, 0) + 1
    assert sum(r["yellow"] for r in rows.values()) == sum(ev.yellow.values()) + 1


def test_no_phone_is_sent_the_seating_before_the_host_shows_it():
    """Play-test round 7 of issue 37: while the host's window drew the seats, every phone's
    message already carried its table, its seat and the names beside it (never shown, but
    held by the page). Now nothing of the seating is sent until the last seat is drawn."""
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, draw=30.0)
    ev = start(n, total=8, rounds=2)
    others = [g for g in ev.guests if g != "Alice"]
    for name in ("Alice", "Bob"):
        msg = n.message_for(name)
        text = json.dumps(msg)
        assert msg["evening"]["drawing"] and msg["seat"] is None
        assert msg["table"]["players"] == [] and msg["table"]["number"] == 0 and not msg["table"]["head"]
        assert not msg["hand"] and not msg["log"]
        assert not any(f'"{o}"' in text for o in others if o != name), text  # no name beside his
    # The television's picture neither.
    tv = n.hide_seating(overview_message(ev, n.stage, n.deals, n.code, "http://x/", n.away))
    assert all(t["players"] == [] for t in tv["tables"])
    n.seats_drawn()  # the host's window shows the seating: now it is sent
    tv = n.hide_seating(overview_message(ev, n.stage, n.deals, n.code, "http://x/", n.away))
    assert sum(len(t["players"]) for t in tv["tables"]) == len(ev.guests)
    msg = n.message_for("Alice")
    assert not msg["evening"]["drawing"] and msg["seat"] is not None
    assert msg["table"]["number"] == ev.table_of("Alice") + 1
    assert {p["name"] for p in msg["table"]["players"]} == set(ev.tables[ev.table_of("Alice")])


def test_the_rounds_end_carries_the_whole_count_with_the_hosts_window():
    """Play-test round 10 of issue 37: after a round one phone said "when the host goes on"
    while the others and the television counted "next round in 17 s".  With the host's
    window, the round's end itself carries the count (its bell and movers included), the
    hold changes nothing a page shows, and the next round still waits for the window."""
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, pace=0.0, timeout=0.5, between=12.0)
    n.lead_for = lambda record: 7.0  # the window's bell and movers
    start(n, total=8, rounds=2)
    for _ in range(4000):
        if n.stage == "between":
            break
        clock.now += 1.0
        n.tick(clock.now)
    assert n.stage == "between"
    first = [n.message_for(name)["evening"]["next_in"] for name in ("Alice", "Bob")]
    assert first == [19.0, 19.0]  # in the very message of the round's end, on every phone
    n.changes.everyone = False
    n.hold_between()  # the window rings the bell and shows the moves
    assert not n.changes.everyone and n.message_for("Alice")["evening"]["next_in"] == 19.0
    n.tick(clock.now + 30.0)  # the count ran out: the window still shows the moves
    assert n.stage == "between"
    n.moves_shown()
    n.tick(clock.now + 30.1)
    assert n.stage == "playing" and not n.window_holds


def _alices_plain_turn(n: PhoneNight, clock: Clock, limit: int = 20000):
    """Tick until it is Alice's turn with no straddle to let pass; her table's deal then."""
    for _ in range(limit):
        turn = my_turn(n)
        if turn and not any(a["kind"] == "no straddle" for a in turn[1]["legal"]):
            return n.deal_for("Alice")
        n.tick(clock.now)
        clock.now += 0.5
    return None


def _run_out(n: PhoneNight, clock: Clock, deal) -> int:
    """Let Alice's turn's clock start and run out; the seat she holds."""
    seat = deal.seats.index("Alice")
    n.tick(clock.now)  # her clock starts
    clock.now += 5.5
    n.tick(clock.now)  # ...and runs out: the table goes on
    return seat


def test_one_turn_run_out_on_a_page_in_sight_is_not_away_and_the_next_turn_has_its_clock():
    """Round 11 of issue 37: one timeout made an open phone "away", and its next turn was
    thrown in with no clock.  With her page open and in sight, one missed turn is acted for
    alone; the next has a full clock of its own, and a second missed in a row makes her away."""
    clock = Clock()
    n = night_with(("Alice",), clock=clock, timeout=5.0, policy="computer")
    n.connected("Alice", +1)  # her page is open (and says nothing of being out of sight)
    start(n, total=8, rounds=3)
    for _ in range(60):
        deal = _alices_plain_turn(n, clock)
        assert deal is not None
        if n.seats["Alice"].missed == 1:  # her next turn in the same round, after one missed
            n.tick(clock.now)
            c = n.clock_for(n.table_of("Alice"))
            # (started on the tick that found her turn, half a second before this look)
            assert c is not None and c["seat"] == deal.seats.index("Alice") and c["left"] >= 4.5
            assert "Alice" not in n.away
            _run_out(n, clock, deal)
            assert "Alice" in n.away  # two in a row: she has gone from it
            break
        seat = _run_out(n, clock, deal)
        assert "Alice" not in n.away and n.seats["Alice"].missed == 1
        assert any(s == seat for s, _ in deal.engine.actions)  # acted for, this turn only
        # (a round that ends here starts her afresh: the next round's first miss is a first)
    else:
        raise AssertionError("Alice never had two turns in one round")
    # Her own move again (I'm back, then a tap): a later miss is a first one again.
    n.back("Alice")
    assert n.seats["Alice"].missed == 0


@pytest.mark.parametrize("page", ["closed", "out of sight"])
def test_a_turn_run_out_with_no_page_in_sight_makes_the_guest_away_at_once(page):
    clock = Clock()
    n = night_with(("Alice",), clock=clock, timeout=5.0, policy="computer")
    if page == "out of sight":
        n.connected("Alice", +1)
        n.out_of_sight("Alice", +1)  # the phone put down with the page open
    start(n, total=8, rounds=3)
    deal = _alices_plain_turn(n, clock)
    assert deal is not None
    _run_out(n, clock, deal)
    assert "Alice" in n.away
