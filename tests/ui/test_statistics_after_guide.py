"""One rule for what the statistics count after a guided deal (issue 39, a play-tester's
finding): the guide's prepared deals teach and are never counted (deals played, the chart,
your play against the book); every deal begun after the guide has ended or been left is
counted, at the same table ("Stay at this table") or at a new one ("Play for real").

A tester stayed at Bouillotte's table after its guided deal and played five deals: the
statistics said "No deals played yet" and no file was written; the guided deals of the next
games slipped into the chart through the save's pending result."""

from __future__ import annotations

import random

import pytest
from test_table_session import finish_deal

from game.guide.resume import Guided, guided_config
from game.store.saves import pending_result
from game.store.stats import load_stats
from game.ui.paths import saved_game_path, statistics_path
from game.ui.session import Session

GAMES = ("bouillotte", "commerce", "ambigu")


def guided_session(home, variant: str) -> Session:
    return Session(guided_config(variant, "You"), home=home, synchronous=True, think=0.0,
                   guided=Guided(variant))


def play_deals(session: Session, n: int, rng: random.Random) -> None:
    for _ in range(n):
        assert session.next_deal()
        finish_deal(session, rng, limit=2000)


def stats_on_disk(home):
    stats, problem = load_stats(statistics_path(home))
    assert problem is None
    return stats


@pytest.mark.parametrize("variant", GAMES)
def test_staying_at_the_table_after_the_guide_counts_every_later_deal(home, variant):
    rng = random.Random(4)
    s = guided_session(home, variant)
    deals = s.guided.prepared.deals
    play_deals(s, deals, rng)
    assert not s.counts() and s.stats is not None and s.stats.deals == 0
    assert pending_result(saved_game_path(home)) is None  # (no guided result for a later game to catch up)
    me = s.human
    taught = s.table.stacks[me] - s.table.bought[me]
    s.leave_guide()  # Esc on the end's summary: "Stay at this table"
    play_deals(s, 3, rng)
    assert s.counts()
    s.flush()
    stats = stats_on_disk(home)
    assert stats.deals == 3 and len(stats.counters) == 3
    assert stats.counters[-1] == s.table.stacks[me] - s.table.bought[me] - taught  # (the chart starts after the guide)
    # Playing for real afterwards adds only its own deals (nothing counted twice).
    s.close()
    new = Session(guided_config(variant, "You"), home=home, synchronous=True, think=0.0)
    play_deals(new, 2, rng)
    new.flush()
    assert stats_on_disk(home).deals == 5


def test_play_for_real_straight_after_the_guide_counts_no_guided_deal(home):
    rng = random.Random(2)
    s = guided_session(home, "commerce")
    play_deals(s, s.guided.prepared.deals, rng)
    s.leave_guide()
    s.close()
    new = Session(guided_config("commerce", "You"), home=home, synchronous=True, think=0.0)
    assert new.stats.deals == 0 and new.stats.counters == []
    play_deals(new, 2, rng)
    new.flush()
    stats = stats_on_disk(home)
    assert stats.deals == 2 and len(stats.counters) == 2


def test_leaving_mid_guide_the_deal_in_progress_teaches_and_the_next_counts(home):
    rng = random.Random(7)
    s = guided_session(home, "ambigu")
    assert s.next_deal()
    for _ in range(400):  # into the deal, to the person's first turn
        if s.human_to_act:
            break
        s.update(1.0)
    s.leave_guide()  # Esc mid-deal
    finish_deal(s, rng, limit=2000)
    assert not s.counts() and s.stats.deals == 0
    play_deals(s, 2, rng)
    s.flush()
    assert stats_on_disk(home).deals == 2


def test_a_guide_left_is_kept_by_the_save(home):
    s = guided_session(home, "bouillotte")
    s.leave_guide()
    again = Guided.from_dict(s.guided.to_dict())
    assert again.state.left and again.state.left_at == s.guided.state.left_at
    assert again.teaching(s.guided.state.first) == s.guided.teaching(s.guided.state.first)


def test_leaving_before_the_first_deal_counts_the_first_deal(home):
    s = guided_session(home, "bouillotte")
    s.leave_guide()  # Esc on the opening note
    assert s.counts(s.table.deal_number + 1)
