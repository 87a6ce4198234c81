"""Play-test round 8 of issue 37, the minors mended on the host's screens and the server:
each test names the fault it holds down."""

from __future__ import annotations

import sys
from pathlib import Path

from game.party import Evening
from game.ui.scenes.party_moves import MovesScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "phones"))
from phones_helpers import Clock, night_with  # noqa: E402

from game.phones.starting import config_for  # noqa: E402


def test_the_moves_screen_tells_the_phones_when_it_goes_on_by_itself(app):
    """Minor 5: the host's moves screen said "on by itself in 6 s" while the phones said
    "when the host goes on": it now tells the server its seconds, and the phones count them."""
    ev = Evening.start(app.make("party-setup").config())
    told: list[float | None] = []
    scene = app.push(MovesScene(app, ev, ev.play_round(), lambda: None, auto=6.0, on_due=told.append))
    app.step([], 0.05)
    assert told and told[0] is not None and 6.0 < told[0] < 6.0 + scene.animation_end + 0.5
    for _ in range(200):
        if scene.settled:
            break
        app.step([], 0.05)
    app.step([], 0.05)
    assert len(told) == 2 and abs(told[1] - 6.0) < 0.3  # exact once the movers are in
    clock = Clock()
    night = night_with(("Alice", "Bob"), clock=clock)
    night.begin(Evening.start(config_for(night, 8, 2, seed=5)))
    night.stage = "between"
    night.hold_between()
    assert night.next_in() is None  # "when the host goes on"
    night.moves_due(6.0)
    assert night.next_in() == 6.0 and night.message_for("Alice")["evening"]["next_in"] == 6.0
    night.moves_due(None)  # P: the host stays on the moves
    assert night.next_in() is None


def test_the_prizes_screen_reads_whole_names_no_path_and_says_every_prize_is_shown_in_its_foot(app):
    """Minor 8: a long reason cut on a card ("Miss Beauchamp (57 ..."), the score sheet's
    file path on the room's screen, and the toast "Every prize is shown" over the standings'
    border.  An evening whose Ladies' card has three clauses in its note reads whole."""
    import pygame
    from layout_probe import LayoutProbe
    from uihelp import key_event

    from game.party import Guest, PartyConfig, fill_with_computers
    from game.ui.scenes.party_prizes import PrizesScene

    people = [Guest("Alice", "red", "phone"), Guest("Bert", "blue", "phone"), Guest("Cora", "red", "phone")]
    ev = Evening.start(PartyConfig(people + fill_with_computers(people, 8)[3:], rounds=6, seed=38))
    for _ in range(6):
        ev.play_round()
    ev.finish()
    scene = app.push(PrizesScene(app, ev))
    scene.announce_all()
    app.step([], 2.0)
    app.step([key_event(pygame.K_RETURN)], 0.1)  # every prize is shown already
    assert not app.toasts
    with LayoutProbe(app) as probe:
        texts = [p for p in probe.draw(scene) if p.kind == "text"]
    on_cards = [p.label for p in texts if any(c.collidepoint(p.rect.center) for c in scene.cards)]
    assert on_cards and not any(t.endswith("\u2026") or t.endswith("...") for t in on_cards), on_cards
    labels = [p.label for p in texts]
    assert any(t.startswith("Every prize is shown") for t in labels)
    assert not any("/" in t or "\\" in t for t in labels), labels
    assert any(c.bottom <= scene.table_rect.top for c in scene.cards)
    app.step([], 3.5)
    with LayoutProbe(app) as probe:
        labels = [p.label for p in probe.draw(scene) if p.kind == "text"]
    assert "The score sheet is kept in the \u201cparty\u201d folder." in labels


def test_the_hosts_chosen_guest_is_ringed_in_cream_not_lit_gold_like_a_turn(app):
    """Minor 7: one gold box read as both "to act" and "the guest the host's keys act on"."""
    import time

    import pygame

    from game.ui.scenes.party_phones_screen import PhonesEveningScene, served_table_look
    from game.ui.scenes.party_tables import SeatLook, draw_seat
    from game.ui.theme import CREAM

    surface = pygame.Surface((400, 200))
    rect = pygame.Rect(100, 60, 200, 60)
    draw_seat(surface, app, rect, SeatLook("Alice", "red", 50, to_act=True, chosen=True))
    ring = [surface.get_at((x, rect.y - 4))[:3] for x in range(rect.x + 20, rect.right - 20)]
    assert tuple(CREAM) in ring
    surface.fill((0, 0, 0))
    draw_seat(surface, app, rect, SeatLook("Alice", "red", 50, to_act=True))
    assert tuple(CREAM) not in [surface.get_at((x, rect.y - 4))[:3] for x in range(rect.x + 20, rect.right - 20)]
    scene = PhonesEveningScene.sample(app)
    app.push(scene)
    try:
        deadline = time.monotonic() + 30
        while not (scene.snap().get("tables") and scene.chosen_name()) and time.monotonic() < deadline:
            app.step([], 0.05)
            time.sleep(0.05)
        ov = scene.snap()
        chosen = scene.chosen_name()
        looks = [served_table_look(scene.ev, t, {}, chosen=chosen) for t in ov["tables"]]
        assert [s.name for lk in looks for s in lk.seats if s.chosen] == [chosen]
        first = scene.guest_lines()[0]
        assert first.startswith(f"{chosen}: ") and "ringed" not in first and "asleep" not in first, first
        for _ in range(5):
            app.step([], 0.05)
        pygame.image.save(app.window, str(Path(app.home) / "chosen.png"))
    finally:
        app.pop()


def test_the_moves_say_how_a_tie_at_the_head_table_was_settled(app):
    """Minor 11: Mr. Cathcart and Mrs. Alden level on 49 at the head table, he went down,
    and the moves panel did not say why: each cut is said, in whole lines."""
    import pygame
    from layout_probe import LayoutProbe

    from game.ui.scenes.party_moves import cut_notes

    from game.party import Guest, PartyConfig, fill_with_computers

    people = [Guest("Alice", "red", "human"), Guest("Bert", "blue", "human"), Guest("Cora", "red", "human")]
    found = None
    for seed in range(300):
        ev = Evening.start(PartyConfig(people + fill_with_computers(people, 8)[3:], rounds=6, seed=seed))
        record = ev.play_round()
        if any(str(c.get("for", "")).startswith("going down") for c in record.get("cuts") or []):
            found = (ev, record)
            break
    assert found, "no cut at the head table in 300 evenings"
    ev, record = found
    cut = next(c for c in record["cuts"] if c["for"].startswith("going down"))
    said = cut_notes(record)
    assert any(cut["goes"] in n and "level" in n and "cut" in n for n in said), said
    scene = app.push(MovesScene(app, ev, record, lambda: None))
    scene.age = scene.animation_end  # as the host's first Enter does: the new seating at once
    app.step([], 0.05)
    assert scene.settled
    with LayoutProbe(app) as probe:
        texts = [p.label for p in probe.draw(scene) if p.kind == "text"]
    joined = " ".join(texts)
    assert "they cut (" in joined and "and the higher cut" in joined, texts
    assert not any(t.endswith("\u2026") for t in texts), texts
    # The cut cards are shown (play-test round 10: the tie's cut was said, its cards never).
    from game.cards.card import Card
    for name, codes in cut["cards"].items():
        assert Card.parse(codes[-1]).symbol in joined, (name, codes, texts)
    pygame.image.save(app.window, str(Path(app.home) / "cut.png"))
