"""What a phone evening writes to the host's data folder tells no card not yet seen.

Real evenings shuffle from the OS's secure source and keep no seed (SPEC "A seat's view");
the deals in progress are kept in ``phones.json`` with the cards no guest at the table has
seen left out, and laid out again on a restart (:mod:`game.phones.inprogress`)."""

from __future__ import annotations

import json
import random

from game.cards import Card
from game.engine.core.events import HandShown
from game.party import Evening
from game.phones.night import config_for, resume_night
from game.phones.protocol import Request

from phones_helpers import Clock, my_turn, night_with, play


def _mid_deal(n, name: str) -> bool:
    d = n.deal_for(name)
    return d is not None and not d.done and d.engine.deal is not None and not d.engine.deal_over \
        and len(d.engine.actions) >= 3


def _play_some(n, clock, rng) -> None:
    """Play until some table has a guest in the middle of a deal."""
    for _ in range(2000):
        if n.stage == "playing" and any(_mid_deal(n, name) for name in n.seats):
            return
        n.tick(clock.now)
        turn = my_turn(n)
        if turn:
            name, m = turn
            la = rng.choice(m["legal"])
            cards = tuple(m["hand"][:min(2, la["high"])]) if la["kind"] == "draw" else ()
            n.act(name, Request("act", action=la["kind"], amount=la["low"], cards=cards))
        clock.now += 0.05


def _codes(value, into: set[str]) -> set[str]:
    """Every card name in a JSON value (labels such as ``?17`` are not card names)."""
    if isinstance(value, str):
        try:
            into.add(Card.parse(value).code)
        except ValueError:
            pass
    elif isinstance(value, list):
        for v in value:
            _codes(v, into)
    elif isinstance(value, dict):
        for v in value.values():
            _codes(v, into)
    return into


def _not_seen(deal) -> set[str]:
    """The cards at a table no human guest there has seen: the computer players' cards not
    shown, and the stock (every card of the pack outside the guests' hands and discards and
    the hands shown)."""
    seen: set[Card] = set()
    for s, player in enumerate(deal.players):
        if player is None:
            view = deal.engine.view(s)
            seen |= set(view.hand) | set(view.discarded)
    for e in deal.events:
        if isinstance(e, HandShown):
            seen |= set(e.cards)
    return {c.code for c in deal.engine.pack} - {c.code for c in seen}


def test_a_real_evening_keeps_no_seed_and_no_unseen_card(tmp_path):
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    clock = Clock()
    n = night_with(names=("Alice", "Bob"), clock=clock, log_path=log, pace=0.2)
    ev = Evening.start(config_for(n, 12, 2), path=save)  # no seed: as the window starts one
    n.begin(ev)
    assert ev.config.seed is None
    _play_some(n, clock, random.Random(5))
    assert n.stage == "playing"
    for path in (save, log):
        text = path.read_text()
        assert '"seed"' not in text, path.name
    saved = json.loads(log.read_text())
    assert saved["deals"], "some table is dealing"
    for t, deals in saved["deals"].items():
        deal = n.deals[int(t) - 1]
        written = _codes(deals[-1], set())  # the deal in progress
        assert not written & _not_seen(deal), f"table {t} wrote a card no guest there has seen"


def test_a_real_evening_resumes_with_each_guests_cards_and_every_counter(tmp_path):
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    clock = Clock()
    n = night_with(names=("Alice", "Bob", "Cleo"), clock=clock, log_path=log, pace=0.2)
    ev = Evening.start(config_for(n, 12, 2), path=save)
    n.begin(ev)
    _play_some(n, clock, random.Random(8))
    before = {}
    for name in n.seats:
        d = n.deal_for(name)
        if _mid_deal(n, name):
            seat = d.seats.index(name)
            before[name] = (list(d.engine.view(seat).hand), list(d.engine.stacks), d.engine.deal.pool_total(),
                            d.engine.to_act)
    tokens = {name: s.token for name, s in n.seats.items()}
    assert before, "a guest is in a deal"

    n2 = resume_night(Evening.load(save), log, clock=clock)  # the host's program was closed
    assert {name: s.token for name, s in n2.seats.items()} == tokens
    for name, (hand, stacks, pool, to_act) in before.items():
        d = n2.deal_for(name)
        seat = d.seats.index(name)
        assert list(d.engine.view(seat).hand) == hand
        assert list(d.engine.stacks) == stacks and d.engine.to_act == to_act
        assert d.engine.deal.pool_total() == pool
    play(n2, random.Random(2), clock)
    assert sum(n2.ev.counters.values()) == 12 * 50 + sum(n2.ev.extra.values())


def test_a_damaged_deal_in_progress_is_dealt_again_from_the_rounds_start(tmp_path):
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    clock = Clock()
    n = night_with(names=("Alice",), clock=clock, log_path=log, pace=0.2)
    n.begin(Evening.start(config_for(n, 8, 1), path=save))
    _play_some(n, clock, random.Random(3))
    data = json.loads(log.read_text())
    for deals in data["deals"].values():
        deals[-1]["packs"] = [["AS"] * 52]  # no pack at all
    log.write_text(json.dumps(data))
    n2 = resume_night(Evening.load(save), log, clock=clock)
    assert n2.stage == "playing"
    for d in n2.deals:
        if d is not None:
            assert not d.started  # the table's round begins again, its counters as they were
    play(n2, random.Random(1), clock)
    assert sum(n2.ev.counters.values()) == 8 * 50 + sum(n2.ev.extra.values())
