"""``python main.py simulate ... --narrate``: the log the player in seat 0 reads, every line
with its law after it in plain words, for every game; and the summary's title names the
book plainly (never by its old number)."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stdout

import pytest

from game.commands import main
from game.engine import VARIANTS


def narrate(variant: str, hands: int = 3, players: int = 4, seed: int = 5) -> tuple[int, list[str]]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["simulate", "--variant", variant, "--players", str(players), "--hands", str(hands),
                     "--seed", str(seed), "--narrate"])
    return code, out.getvalue().splitlines()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_narrate_prints_seat_0s_log_with_plain_references(variant):
    code, lines = narrate(variant)
    assert code == 0
    text = "\n".join(lines)
    assert "\u00b6" not in text and "seed " + "0" not in text
    log = lines[: lines.index("", 1)] if "" in lines[1:] else lines
    deals = [line for line in lines if line.startswith("Deal ")]
    assert deals and deals[0].startswith("Deal 1: ")
    assert any(line.startswith("You ") for line in lines), text[:600]  # seat 0 is "You"
    told = [line for line in lines if line and not re.match(r"^(\d+ deals of|jack pots|seat|\d|every counter)", line)]
    assert told and log
    for line in told:
        assert re.search(r"[.\"] \([^()]+\)$", line), line  # the sentence, then "(Law 18)"
        head = line.split(":", 1)[0]
        assert not (len(head) > 3 and head.isupper()), line


def test_without_narrate_only_the_summary_and_a_plain_title():
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["simulate", "--hands", "3", "--seed", "1"]) == 0
    text = out.getvalue()
    assert text.startswith("3 deals of Draw Poker (Foster, Laws 1-46), 6 players")
    assert "Deal 1:" not in text


@pytest.mark.parametrize("variant", ["bouillotte", "ambigu", "brag", "draw"])
def test_you_are_seat_0_in_the_cut_the_log_and_the_summary(variant):
    """A fresh-eyes tester: "You" dealt while the cut had named another, and the summary
    called seat 0 by a third name."""
    code, lines = narrate(variant, hands=2, seed=3)
    assert code == 0
    cut = lines[0]
    assert "you" in cut.lower().split(":", 1)[1], cut
    seat0 = next(line for line in lines if re.match(r"^0 ", line))
    assert seat0.split()[1] == "You", seat0
    names = {line.split()[1] + " " + line.split()[2] for line in lines if re.match(r"^[1-9] +Player", line)}
    assert names
    for name in names:
        assert name in cut, (name, cut)  # the others by the same names as in the cut


def test_bouillottes_draw_for_places_names_who_chooses_and_who_deals():
    code, lines = narrate("bouillotte", hands=1, seed=3)
    # The players are named by the seats the draw gives them, so the closing table agrees.
    assert lines[0].startswith("The draw for places: Player 2 draws 9\u2663, Player 4 A\u2660"), lines[0]
    # (learner A9 asked why the king deals where the ace chooses first: the law's why is said)
    assert ("Player 4, with the highest, chooses his place first, and so on down; you, with the "
            "king, deal, for the king deals the first hand.") in lines[0]
    table = lines[lines.index(next(x for x in lines if x.startswith("seat player"))) + 1:][:4]
    assert [row.split()[:3] for row in table] == [["0", "You", "random"], ["1", "Player", "2"],
                                                   ["2", "Player", "3"], ["3", "Player", "4"]], table


def test_bouillottes_suits_are_counted_only_after_a_brelans_pool():
    """Seed 3's second deal: a brelan favori takes the main pool without a count; the
    suits are counted after it, for the side pool it is not in."""
    code, lines = narrate("bouillotte", hands=2, seed=3)
    deal2 = lines[lines.index(next(x for x in lines if x.startswith("Deal 2"))):]
    brelan = next(i for i, x in enumerate(deal2) if "takes the pool" in x and "rank of the hands" in x)
    counts = [i for i, x in enumerate(deal2) if " count " in x and x.startswith("The ")]
    assert counts and min(counts) > brelan, deal2
