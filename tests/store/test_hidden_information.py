"""Nothing the program writes during a game lets anyone recover a card the person has not
seen: no seed, and the deal in progress saved with the unseen cards left out (SPEC "A seat's
view"; issue 15 "Hidden information")."""

from __future__ import annotations

import json
import random

import pytest

from game.cards import Card
from game.store.dealing import cards_in
from game.ui.session import Session

from store_helpers import game_config, step


def _strings(value, out):
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list):
        for v in value:
            _strings(v, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.append(k)
            if k != "cut":  # the cut for seats: its own pack, face up to all (Laws 2-4)
                _strings(v, out)
    return out


def cards_written(home) -> tuple[set[Card], list[str]]:
    """Every card named anywhere in the data folder's files, and every key and string."""
    found: set[Card] = set()
    words: list[str] = []
    for path in home.rglob("*"):
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            strings = _strings(json.loads(text), [])
        except ValueError:
            strings = text.replace(",", " ").replace('"', " ").split()
        words.extend(strings)
        for s in strings:
            try:
                found.add(Card.parse(s))
            except ValueError:
                pass
    return found, words


def seen_by_the_person(session: Session) -> set[Card]:
    """The cards the person has seen in this deal: his seat's view (his hand, the cards face up,
    the hands shown), and what he was shown of the deal so far (his own discards)."""
    seen = cards_in(session.view(), set())
    started = False
    for event in session.table.events:
        started = started or type(event).__name__ == "DealStarted"
        if started and event.visible_to(session.human):
            cards_in(event, seen)
    return seen


@pytest.mark.parametrize("variant", ["draw", "stud-rounds", "whiskey"])
def test_no_concealed_or_future_card_can_be_recovered_from_the_data_folder(tmp_path, variant):
    config = game_config(("good", "close", "liberal"), variant=variant)
    assert config.seed is None  # real play: the OS's secure source
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    rng = random.Random(5)
    checked = 0
    for _ in range(200):
        if not step(s, rng):
            break
        s.flush()
        if s.deal_over or not (tmp_path / "saves" / "current.json").exists():
            continue
        written, words = cards_written(tmp_path)
        seen = seen_by_the_person(s)
        unseen = set(s.table.pack) - seen
        assert not (written & unseen), f"unseen cards in the data folder: {written & unseen}"
        assert not any("seed" in w.lower() for w in words)
        checked += 1
    assert checked > 15


def test_resuming_deals_the_unseen_cards_afresh_and_keeps_the_persons(tmp_path):
    config = game_config(("caller", "caller", "caller"))
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    s.next_deal()
    rng = random.Random(1)
    while not (s.human_to_act and s.view().hand):  # (a straddle comes before the cards)
        step(s, rng)
    hand = s.view().hand
    others = {seat: s.table.deal.view(seat).hand for seat in range(4) if seat != s.human}
    s.close()
    differs = 0
    for _ in range(5):
        again, problem = Session.resume(tmp_path, synchronous=True)
        assert problem is None
        assert again.view().hand == hand
        assert again.table.counters_in_play() == sum(again.table.bought)
        if {seat: again.table.deal.view(seat).hand for seat in others} != others:
            differs += 1
        again.close()
    assert differs >= 4  # the others' cards are not in the file, so they come out differently
