"""Ambigu's counting tables (game/ai/french/ambigu_counting.py and ambigu_reading.py) hold
exactly the figures they always held: a sha256 over every entry, pinned.  The share table is
built by evaluating each suit shape once (issue 35: a third of the time); these digests were
taken from the table built by evaluating all 91,390 hands one by one, and from the sound
players' records made from it."""

from __future__ import annotations

import hashlib

from game.ai.french.ambigu_counting import _BIT, _shares
from game.ai.french.ambigu_reading import RECORDS, records
from game.hands.french.ambigu import PACK, evaluate, every_hand

SHARES = "578ec089ae2b1b0117dc7d42e675dd308ef574cca139e5e2385b474ee4f903d4"
RECORDS_DIGEST = "1003a20f51c9603f00bdf88b06883ab04c34a6dc76c6ef51aea51f069f45bce8"


def test_the_share_of_every_hand_is_the_pinned_one():
    shares = _shares()
    assert len(shares) == 91390
    text = "".join(f"{k}:{v.hex()}\n" for k, v in sorted(shares.items()))
    assert hashlib.sha256(text.encode()).hexdigest() == SHARES


def test_a_hand_evaluated_alone_is_ordered_as_the_table_says():
    """A sample of hands evaluated one by one: the stronger never has the smaller share."""
    shares = _shares()
    hands = every_hand()[::997]
    rated = sorted(((evaluate(h).strength, shares[sum(_BIT[c] for c in h)]) for h in hands))
    assert all(a[1] <= b[1] for a, b in zip(rated, rated[1:]))
    assert all(a[1] == b[1] for a, b in zip(rated, rated[1:]) if a[0] == b[0])
    assert len(PACK) == 40


def test_the_sound_players_records_are_the_pinned_ones():
    r = records()
    assert len(r.promise) == RECORDS
    text = "".join(f"{p.hex()} {d} {m.hex()}\n" for p, d, m in zip(r.promise, r.drew, r.made))
    assert hashlib.sha256(text.encode()).hexdigest() == RECORDS_DIGEST
