"""The deal in review replays a finished deal on its own table and generator: it never
touches the live table's cards, generator or the snapshot it was given, and the next deal
is dealt from a fresh shuffle (a play-tester thought he was dealt his last widow again)."""

from __future__ import annotations

import copy

from test_table_support import open_table
from test_ui_coach import config, play_deal

import game.coach.review as review_module
from game.store.dealing import DealingShuffles


def test_the_next_deal_after_a_review_is_dealt_from_a_fresh_shuffle(app, monkeypatch):
    real = review_module.review_deal
    reviewed = []

    def quick_review(record, seat, coach, rng, rollouts=64, **kw):
        before = copy.deepcopy(record.before)
        packs = copy.deepcopy(record.packs)
        got = real(record, seat, coach, rng, rollouts=4)
        # the replay leaves the record it was given as it found it
        assert record.before == before and record.packs == packs
        reviewed.append(record)
        return got

    monkeypatch.setattr(review_module, "review_deal", quick_review)
    scene = open_table(app, config("whiskey"), book_inline=True)
    session = scene.session
    rng = session.rng
    source = rng._source
    seen_packs = []
    for _ in range(3):
        play_deal(app, scene)
        scene.book.wait_idle()
        pack = list(rng.packs[0])
        hands = {s: tuple(h.cards) for s, h in session.table.deal.hands.items()}
        seen_packs.append(pack)
        if session.table.game_over:
            break
        assert session.next_deal()
        # the live generator is the table's own, unstacked, shuffling from its own source
        assert session.table.rng is rng and isinstance(rng, DealingShuffles)
        assert rng._source is source and rng.stacked == []
        assert rng.packs and rng.packs[0] not in seen_packs
        new = {s: tuple(h.cards) for s, h in session.table.deal.hands.items()}
        assert all(len(set(new[s]) & set(hands[s])) < 5 for s in new)
    assert reviewed  # the review did run
