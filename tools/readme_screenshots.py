"""README's pictures of the table: a seat of your own at Draw Poker against four computer
players, at the draw (three cards marked, the odds helper on) and at the show.

    python tools/readme_screenshots.py [FOLDER]

It writes ``table-draw.png`` and ``table-show.png`` (1280 x 720) into FOLDER
(docs/screenshots by default), and the pictures of the screens that teach the games:
``newgame.png`` (New game at Thirty-One), ``game-chooser.png`` (the games by family),
``rules.png`` (the Rules of Brag, at its How to play) and ``how-to-play.png`` (the card over
a new game of Bouillotte).  Run it under Xvfb (``xvfb-run -a python
tools/readme_screenshots.py``) to draw through a real display; without one it draws into
memory (SDL's dummy driver).  The game is seeded, so the pictures are the same each time.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OPPONENTS = ["good", "liberal", "close", "good"]


def _run_until(app, condition, frames: int = 4000) -> bool:
    for _ in range(frames):
        if condition():
            return True
        app.step([], 0.05)
    return condition()


def _table(app, seed: int):
    from game.ui.scenes.table import TableScene
    from game.ui.session import Session, computer_config

    config = computer_config(OPPONENTS, seed=seed, human="You")
    scene = TableScene(app, Session(config, home=app.home, save=False, keep_stats=False, synchronous=True,
                                    think=0.0))
    app.push(scene)
    return scene


def _at_the_draw(app, scene) -> bool:
    """Play (calling) until the person's draw; mark his three worst cards."""
    from game.engine import ActionKind as K

    for _ in range(40):
        if not _run_until(app, lambda: bool(scene.buttons) or scene.session.deal_over):
            return False
        if scene.session.deal_over:
            return False
        if K.DRAW in scene.offers:
            hand = [sp.card for sp in scene.seats[scene.me].cards]
            worst = sorted(range(len(hand)), key=lambda i: hand[i].rank)[:3]
            for i in worst:
                scene.toggle_mark(i)
            if not scene.odds_on:
                scene.toggle_odds()
            _run_until(app, lambda: bool(scene.odds_lines), 200)
            return True
        kind = K.CALL if K.CALL in scene.offers else next(iter(scene.offers))
        scene.choose(kind)
    return False


def _at_the_show(app, scene) -> bool:
    """Call everything to the show, and stop when the pool has gone to the best hand."""
    from game.engine import ActionKind as K

    for _ in range(60):
        if scene.session.deal_over and scene.deal_done and scene.idle:
            return bool(scene.result) and any(s.winner for s in scene.seats)
        if not _run_until(app, lambda: bool(scene.buttons) or (scene.session.deal_over and scene.idle)):
            return False
        if scene.buttons:
            order = (K.DRAW, K.SHOW, K.CALL, K.BET)
            kind = next((k for k in order if k in scene.offers), next(iter(scene.offers)))
            scene.choose(kind)
    return False


def _teaching_screens(app, folder: Path) -> None:
    """New game, the game chooser, the Rules screen and the How to play card."""
    import pygame

    def save(name: str) -> None:
        for _ in range(3):
            app.step([], 0.0)
        pygame.image.save(app.window, str(folder / name))
        print(name)

    app.show("newgame")
    new_game = app.top
    new_game._set_variant("thirty-one")
    save("newgame.png")
    app.show("game-chooser", new_game)
    chooser = app.top
    chooser.focus = next(i for i, r in enumerate(chooser.rows) if getattr(r, "variant", "") == "stud-rounds")
    chooser._ensure_visible(chooser.focus)
    save("game-chooser.png")
    app.pop()
    app.show("rules", variant="brag")
    save("rules.png")
    app.pop()
    new_game._set_variant("bouillotte")
    # (a game's very first table offers the guided deal in its corner and lays nothing over
    # the table; the card comes over a new game of it after that, as the README says)
    app.settings = app.settings.with_(guided_offered=("bouillotte",))
    new_game.start()
    save("how-to-play.png")
    app.go_home()


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.app import App

    with tempfile.TemporaryDirectory(prefix="parlour-shots-") as home:
        app = App(home=Path(home), size=(1280, 720), catch_errors=False)
        try:
            _teaching_screens(app, folder)
            for seed in range(1, 60):
                scene = _table(app, seed)
                if _at_the_draw(app, scene):
                    app.step([], 0.0)
                    pygame.image.save(app.window, str(folder / "table-draw.png"))
                    print("table-draw.png: seed", seed)
                    break
                app.pop()
            for seed in range(1, 60):
                scene = _table(app, seed)
                if _at_the_show(app, scene) and sum(1 for s in scene.seats if s.value) >= 2:
                    app.step([], 0.0)
                    pygame.image.save(app.window, str(folder / "table-show.png"))
                    print("table-show.png: seed", seed)
                    break
                app.pop()
        finally:
            app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
