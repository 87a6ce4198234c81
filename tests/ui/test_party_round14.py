"""Round 14 of issue 37's play-test: with four guests and four prizes, the last place took
"Ladies: most counters" and the second the booby, which looked absurd.  The rules stay the
book's (one prize a guest is a house option), but the host is warned when he sets up, and
the prizes screen, the television's message and the console say it plainly."""

from __future__ import annotations

from game.party import Evening, Guest, PartyConfig, fill_with_computers
from game.party.prizes import Prize, every_guest_line, few_guests_warning
from game.phones.messages import overview_message
from game.ui.scenes.party_prizes import PrizesScene
from game.ui.scenes.party_setup import PartySetupScene

FOUR = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human"), Guest("Cleo", "red", "human"),
        Guest("Dan", "blue", "human")]


def test_the_host_is_warned_that_few_guests_each_take_a_prize():
    said = few_guests_warning(FOUR)
    assert said.startswith("With four guests and four prizes") and "every guest is likely to take one" in said
    assert few_guests_warning(FOUR, one_each=False) == ""  # several a guest: nothing to warn of
    many = FOUR + [Guest(f"G{i}", "red", "phone") for i in range(3)]
    assert few_guests_warning(many) == ""
    # Four guests all of one group: three prizes for them, so one goes without: no warning.
    assert few_guests_warning([Guest(g.name, "red", "human") for g in FOUR]) == ""


def test_every_guest_line_only_when_every_guest_took_one():
    guests = FOUR + fill_with_computers(FOUR, 12)[4:]
    prizes = [Prize(k, k, n, "red", 0, 0) for k, n in zip(("yellow", "red", "blue", "booby"),
                                                          ("Dan", "Cleo", "Bob", "Alice"))]
    assert every_guest_line(guests, prizes) == "With four guests and four prizes, every guest takes one."
    assert every_guest_line(guests, prizes[:3]) == ""
    assert every_guest_line(fill_with_computers([], 8), prizes) == ""  # computers only: no guests


def _four_guests_evening() -> Evening:
    ev = Evening.start(PartyConfig(FOUR + fill_with_computers(FOUR, 12)[4:], rounds=3, seed=2))
    while not ev.over():
        ev.play_round()
    ev.finish()
    return ev


def test_the_prizes_screen_and_the_televisions_message_say_every_guest_takes_one(app):
    ev = _four_guests_evening()
    assert {p.player for p in ev.prizes()} == {g.name for g in FOUR}
    line = "With four guests and four prizes, every guest takes one."
    assert overview_message(ev, "over", {}, "ABCD", "")["prizes_all"] == line
    scene = app.push(PrizesScene(app, ev))
    assert scene.note.startswith(line)


def test_the_setup_screen_warns_before_the_seats_are_drawn(app):
    scene = app.push(PartySetupScene(app))
    scene.guests = list(FOUR)
    assert "every guest is likely to take one" in scene._ready_text()
    scene.guests = FOUR[:1]
    assert "every guest" not in scene._ready_text()


def test_the_window_phone_lobby_warns_too(app, monkeypatch):
    import game.ui.scenes.party_phones as pp
    from game.ui.scenes.party_phones import PhonesLobbyScene

    real = pp.PartyServer
    monkeypatch.setattr(pp, "PartyServer", lambda night, port=0, **kw: real(night, port=0, bind="0.0.0.0", tick=0.01))
    monkeypatch.setattr(pp, "local_addresses", lambda: ["192.0.2.2"])
    setup = PartySetupScene(app)
    app.push(setup)
    app.step([])
    setup.mode = "phones"
    setup.guests = [Guest(g.name, g.group, "phone") for g in FOUR]
    setup.draw_seats()
    app.step([])
    scene = app.top
    assert isinstance(scene, PhonesLobbyScene)
    try:
        said = scene.notice()
        assert said is not None and "every guest is likely to take one" in said[0], said
    finally:
        scene.server.stop()
