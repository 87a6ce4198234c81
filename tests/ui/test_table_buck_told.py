"""Stud and Straight Poker: the buck's tag is on the plate of the player the log last said
holds it (issue 38, window round 4: the tag moved to the next holder while the log still
named the one who had it).  Whole deals are played (tests/ui/deal_sweep.py), the demo at
the table, and every settled moment is looked at."""

from __future__ import annotations

import pytest

from game.engine.core.events import BuckPassed

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    a.settings = a.settings.with_(animation_speed=4.0, review_deals=False)
    yield a
    a.close()


@pytest.mark.parametrize("variant, seats", [("stud", 5), ("straight", 4)])
def test_the_buck_tag_is_where_the_log_last_put_it(app, variant, seats):
    scene = seat_table(app, variant, seats, person=False)
    told: list[int] = []
    play = scene._play

    def played(queued):  # (what the log has been told, in order)
        if isinstance(queued.event, BuckPassed):
            told.append(queued.event.seat)
        play(queued)

    scene._play = played
    found: dict[str, str] = {}
    try:
        def look(when: str) -> None:
            if not told:
                return
            tagged = [s.seat for s in scene.seats if "antes next" in scene.top.tags(s.seat)]
            if tagged != [told[-1]]:
                found.setdefault(f"the buck's tag on {tagged}, the log's holder {told[-1]}", when)

        through_a_deal(app, scene, look, deals=3)
        assert told, "the buck never passed: choose another table"
    finally:
        let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]


def test_the_buck_reads_antes_next_in_tag_log_and_rules(app):
    """Window round 9: the buck passes as soon as its holder has anted for all, so its tag,
    "has the buck", went to the next player while the one who had just anted seemed to hold
    it. The tag says what holding it means, "antes next", and the log's line and the rules'
    word for the buck say it in the same words."""
    from game.engine.core.narrate import describe
    from game.rulebook.howto_poker import BUCK as BUCK_WORD
    from game.ui.tabletops.base import BUCK, NOTES

    assert BUCK == NOTES[BuckPassed] == "antes next"
    line = describe(BuckPassed(seat=1, law="Stud Poker"), ["Ann", "Bob"], None)
    assert "Bob, who antes next" in line, line
    assert "you, who ante next" in describe(BuckPassed(seat=1, law="Stud Poker"), ["Ann", "You"], 1)
    assert '"antes next"' in BUCK_WORD[1]
    scene = seat_table(app, "stud", 5, person=False)
    try:
        seen: list[tuple[int, tuple[str, ...]]] = []
        through_a_deal(app, scene, lambda when: seen.append(
            (scene.top._buck_told, tuple(t for s in scene.seats for t in scene.top.tags(s.seat)))))
        assert any(told is not None and "antes next" in tags for told, tags in seen)
        assert not any("has the buck" in tags for _, tags in seen)
    finally:
        let_go(app, scene)
