"""Table stakes in the window (Foster, "Table Stakes"): a computer player with nothing asks
at once for a new stake and the person is asked for his consent; the person with nothing is
asked whether to ask the others, sit out a deal, or sit out until he is back."""

from __future__ import annotations

import random

from test_table_session import finish_deal
from test_table_support import config, open_table

from game.engine import Action, ActionKind, HouseRules
from game.engine.core.events import StakeAsked, StakeDecided
from game.ui.session import Session

K = ActionKind
STAKES = HouseRules(table_stakes=True)


def broke(session: Session, seat: int) -> None:
    """Between deals: ``seat`` has just lost his last counter (the banker's books kept)."""
    table = session.table
    others = [s for s in range(table.size) if s != seat]
    table.stacks[others[0]] += table.stacks[seat]
    table.stacks[seat] = 0


def to_between_deals(session: Session) -> None:
    session.next_deal()
    finish_deal(session, random.Random(2))
    assert session.deal_over


def test_a_broke_computer_player_asks_and_the_person_is_asked_to_consent(home):
    s = Session(config(("caller", "close"), seed=3, house=STAKES), home=home, synchronous=True)
    to_between_deals(s)
    computer = next(iter(s.players))
    broke(s, computer)
    s.update(1.0)  # he asks at once; the other computer player consents
    asked = [q.event for q in s.events if isinstance(q.event, StakeAsked)]
    assert [e.seat for e in asked] == [computer]
    assert s.stake_waiting_for_human and s.stake_prompt()
    assert {o.kind for o in s.stake_offers()} == {K.CONSENT, K.REFUSE}
    assert not s.next_deal()  # the deal waits for the person's word
    assert s.say(Action(K.CONSENT)) is None
    assert s.table.stacks[computer] == 200 and not s.stake_prompt()
    assert s.next_deal() and computer in s.table.deal.order


def test_the_persons_refusal_keeps_him_out_and_the_table_remembers(home):
    s = Session(config(("caller", "close"), seed=3, house=STAKES), home=home, synchronous=True)
    to_between_deals(s)
    computer = next(iter(s.players))
    broke(s, computer)
    s.update(1.0)
    assert s.say(Action(K.REFUSE)) is None
    decided = [q.event for q in s.events if isinstance(q.event, StakeDecided)]
    assert [(e.seat, e.granted) for e in decided] == [(computer, False)]
    assert s.next_deal() and computer not in s.table.deal.order
    assert s.table.new_stakes.refused == {computer}


def test_the_broke_person_may_ask_and_the_computer_players_consent(home):
    s = Session(config(("caller", "close"), seed=3, house=STAKES), home=home, synchronous=True)
    to_between_deals(s)
    broke(s, s.human)
    assert s.stake_prompt()
    assert {o.kind for o in s.stake_offers()} == {K.ASK_STAKE, K.SIT_OUT}
    s.put_stake_aside()
    assert not s.stake_prompt()  # put aside: not asked again until something changes
    assert s.say(Action(K.ASK_STAKE)) is None
    assert s.table.stacks[s.human] == 200  # both computer players consented at once
    assert s.next_deal() and s.human in s.table.deal.order


def test_the_window_asks_the_person_for_his_consent(app, tmp_path):
    import pygame

    from uihelp import press

    scene = open_table(app, config(("caller", "close"), seed=3, house=STAKES))
    s = scene.session
    to_between_deals(s)
    for _ in range(400):
        app.step([])
        if not s.events and scene.idle:
            break
    computer = next(iter(s.players))
    broke(s, computer)
    for _ in range(600):
        app.step([])
        if app.top is not scene:
            break
    assert app.top.screen_name == "new-stake", (scene.idle, scene.deal_done, s.stake_prompt(), len(s.events))
    assert "asks for a new stake" in app.top.heading
    for _ in range(10):  # the table goes on below: its log catches up
        app.step([])
    assert app.top.screen_name == "new-stake"
    app.draw()
    pygame.image.save(app.window, str(tmp_path / "new_stake_consent.png"))
    press(app, pygame.K_RETURN)  # the first choice: consent
    assert app.top is scene and s.table.stacks[computer] == 200


def test_the_window_asks_the_broke_person_what_he_will_do(app, tmp_path):
    import pygame

    from uihelp import press

    scene = open_table(app, config(("caller", "close"), seed=3, house=STAKES))
    s = scene.session
    to_between_deals(s)
    broke(s, s.human)
    for _ in range(600):
        app.step([])
        if app.top is not scene:
            break
    assert app.top.screen_name == "new-stake" and "lost every counter" in app.top.heading
    labels = [item.label for item in app.top.menu.items]
    assert labels == ["Ask the others' consent to buy 200 now", "Sit out the next deal",
                      "Sit out until I say I am back"]
    app.draw()
    pygame.image.save(app.window, str(tmp_path / "new_stake_broke.png"))
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    assert app.top is scene and s.table.new_stakes.away == {s.human}
    for _ in range(60):  # he has just said it: not asked again before the deal
        app.step([])
    assert app.top is scene
    to_between_deals(s)  # a deal he sits out; after it he is asked: come back, or stay out
    assert s.human not in s.table.deal.order
    for _ in range(600):
        app.step([])
        if app.top is not scene:
            break
    assert app.top.screen_name == "new-stake" and app.top.heading == "You are sitting out"
    press(app, pygame.K_ESCAPE)  # stay out: the default stands, and he is not asked again
    for _ in range(30):
        app.step([])
    assert app.top is scene


def test_the_selftests_sample_asks_the_broke_person(app):
    from game.ui.scenes.new_stake import NewStakeScene

    scene = NewStakeScene.sample(app)
    assert scene.heading and scene.menu.items
    assert scene.session.stake_prompt()
    assert {o.kind for o in scene.session.stake_offers()} >= {K.ASK_STAKE, K.SIT_OUT}
