"""The table feels contested: with the good player and four of the default mix, a good
share of deals reach a show, the liberal players give every one a fight and the close
players stay only on good hands (aims and reasons: docs/opponents.md, "The table's feel")."""

from __future__ import annotations

import pytest

from game.ai.feel import table_feel

pytestmark = pytest.mark.slow


def test_a_mixed_table_is_contested():
    feel = table_feel(["good", "close", "liberal", "good", "liberal"], 1500, seed=2)
    assert 0.25 <= feel.show_share <= 0.55, feel.lines()
    liberal, close, good = (feel.answer_share(k) for k in ("liberal", "close", "good"))
    assert liberal >= 0.55, feel.lines()
    assert close <= 0.4, feel.lines()
    assert liberal >= 1.5 * close, feel.lines()
    # the good player answers as each bettor deserves -- he lays down to a bettor whose
    # size has only ever shown better and defends against the rest -- so his share sits
    # well under the liberal players' and not far from the close players'
    assert 0.2 <= good and liberal >= 1.5 * good, feel.lines()
