"""Learner A9 (issue 39): at Ambigu the guide never said what follows if all pass after the
second draw ("the betting goes as at Draw Poker"); the learner passed with doublets twice and
lost pools of 174 and more.  Foster's law: "If all pass, the hands are abandoned, and the pool
remains."  At the person's turn in that betting where he may pass, the guide says so; the
end's card lists it among what the game holds only if the person never came to it."""

from __future__ import annotations

import random

from game.ai import make_player
from game.engine import ActionKind, HouseRules, Table
from game.guide.notes import Summary
from game.guide.run import Told, play, setup
from game.rulebook.guided import prepared_deal
from game.store.dealing import DealingShuffles

K = ActionKind
SAYS = ("If everyone passes now, nobody shows and the pool waits for the next deal: with a good "
        "hand, play.")
TITLE = "everyone passing after the second draw"


def _second_bettings(seeds=range(1, 30)):
    """Seat 0's turns in the betting after the second draw, where it may pass, in seeded games."""
    for seed in seeds:
        table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=seed), "ambigu")
        players = [make_player(k, random.Random(seed + i), name=table.names[i], variant="ambigu")
                   for i, k in enumerate(["good", "close", "close", "close"])]
        for _ in range(3):
            table.rng.new_deal()
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                if seat == 0 and view.ambigu.step == "betting" and view.offer(K.PASS) is not None:
                    yield view
                    return
                table.act(seat, players[seat].decide(view))


def test_at_the_second_betting_the_guide_says_the_pool_waits_if_all_pass():
    view = next(iter(_second_bettings()))
    g = setup(prepared_deal("ambigu"))
    g.guide.state.on_line = False  # (the person has gone his own way to this turn)
    g.guide.state.first = view.deal
    notes = g.guide.turn(view)
    assert notes and notes[-1].text.endswith(SAYS), notes
    assert notes[-1].text.index("The book would") < notes[-1].text.index(SAYS)
    summary = g.guide.summary()
    assert TITLE not in [t for t, _ in summary.holds]
    # Said once a turn: asked again at the same turn, nothing more.
    assert g.guide.turn(view) == []


def test_not_said_where_the_person_may_not_pass_and_listed_at_the_end_if_never_met():
    notes, summary = [], None
    for item in play("ambigu"):
        if isinstance(item, Told):
            notes.append(item.note)
        elif isinstance(item, Summary):
            summary = item
    assert not any(SAYS in n.text for n in notes)  # (the prepared way meets a bet there)
    assert summary is not None
    line = dict(summary.holds)[TITLE]
    assert "nobody shows" in line and "the pool stays for the next deal" in line
    # The betting's own words true of any deal say it too, not "as at Draw Poker".
    bet = prepared_deal("ambigu").moment("bet")
    assert "If all pass, nobody shows and the pool stays for the next deal." in bet.general
    assert "as at Draw Poker" not in bet.general
