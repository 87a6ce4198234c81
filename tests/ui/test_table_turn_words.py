"""Issue 38, one word for each thing: at the person's turn the caption names each move as its
button does, with the button's amount ("Your turn: equal 10, raise 5 or withdraw." over
"Equal 10", "Raise 5", "Withdraw"), when the turn comes, when the book (the beginner's table)
chooses an amount, and after the person changes the amount with + and -.  A play-tester read
"raise 5" in Bouillotte's caption where the buttons said otherwise."""

from __future__ import annotations

import re
import time

import pytest

from deal_sweep import let_go, seat_table, through_a_deal


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    home = tmp_path_factory.mktemp("home")
    a = App(home=home, size=(960, 540), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


def turn_word_faults(scene) -> list[str]:
    """Each button's label with an amount is in the caption, as the button says it, and the
    caption names no amount for a move that no button has."""
    caption = scene.caption
    if not scene.buttons or not caption.startswith(("Your turn", "You hold")):
        return []
    labels = [b.label for b in scene.buttons if b.label]
    found = []
    lower = caption.lower()
    for label in labels:
        if re.search(r"\d", label) and label.lower() not in lower:
            found.append(f"the button {label!r} is not in the caption {caption!r}")
    said = {m.group(0).lower() for m in re.finditer(r"(?:raise|bet|call|equal|stay|straddle|open for|ante|see the ante) \d+", lower)}
    for words in said:
        if not any(words in label.lower() for label in labels):
            found.append(f"the caption says {words!r}, no button does: {labels}")
    return found


@pytest.mark.parametrize("variant", ["bouillotte", "draw", "brag"])
def test_the_turns_caption_says_what_the_buttons_say(shared_app, variant):
    app = shared_app
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False, beginner_table=True)
    found: dict[str, str] = {}
    turns = 0
    for seed in (3, 4):
        scene = seat_table(app, variant, 5, person=True, seed=seed)
        try:
            def look(when: str) -> None:
                nonlocal turns
                if not scene.buttons or "turn" not in when:
                    return
                turns += 1
                for f in turn_word_faults(scene):
                    found.setdefault(f, when)
                if scene.amount_kind is not None:  # the person changes the amount: + + -
                    # (once the book has answered: its answer sets the amount it would put up,
                    # and one arriving between two presses is not the person's doing)
                    for _ in range(400):
                        if scene._advice_now()[0] != "thinking":
                            break
                        time.sleep(0.005)
                        app.update(0.0)
                    app.update(0.0)
                    for step in (1, 1, -1):
                        scene.change_amount(step)
                        app.update(0.0)
                        for f in turn_word_faults(scene):
                            found.setdefault(f, when + f" after {step:+d}")

            through_a_deal(app, scene, look, deals=2)
        finally:
            let_go(app, scene)
    assert turns
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
