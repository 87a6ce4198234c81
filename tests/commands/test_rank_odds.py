"""The ``rank`` and ``odds`` commands: output, JSON, streaming, and bad input."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.commands import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- rank --------------------------------------------------------------------------

def test_rank_arguments_plain(capsys):
    code, out, err = run(capsys, "rank", "As Ks Qs Js Ts", "Jc Jd Ah 9s 4c")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("As Ks Qs Js Ts: a royal flush (straight flush, strength ")
    assert lines[1].startswith("Jc Jd Ah 9s 4c: a pair of jacks (pair, strength ")


def test_rank_json_one_object_a_line(capsys):
    code, out, _ = run(capsys, "rank", "--json", "As", "Ks", "Qs", "Js", "Ts")
    record = json.loads(out)
    assert set(record) == {"hand", "category", "strength"}
    assert record["hand"] == "As Ks Qs Js Ts" and record["category"] == "straight flush"
    assert isinstance(record["strength"], int)


def test_rank_orders_hands_by_strength(capsys):
    _, out, _ = run(capsys, "rank", "--json", "Ac Ad Ah As Jk", "As Ks Qs Js Ts",
                    "Ah Jh 8h 5h Jk", "Ac Kc Qc 7c 3c")
    s = [json.loads(line)["strength"] for line in out.splitlines()]
    assert s[0] > s[1] > s[2] > s[3]


@pytest.mark.parametrize("hand", ["As Ks Qs Js Zz", "As As Qs Js Ts", "As Ks Qs Js Ts 9s",
                                  "As Ks"])
def test_rank_bad_argument_is_one_line_and_status_2(capsys, hand):
    code, out, err = run(capsys, "rank", hand)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert err.startswith("parlour-poker rank: ")


def test_rank_stdin_goes_on_past_bad_lines(capsys, monkeypatch):
    text = "As Ks Qs Js Ts\nnot a hand\n\nAh Jh 8h 5h Jk\n11h 12h Jh Qh Ts\nAs As Qs Js Ts\n2c 3d 4h 5s 7c"
    code, out, err = run(capsys, "rank", "--json", stdin=text, monkeypatch=monkeypatch)
    assert code == 0 and err == ""
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 6                                  # the blank line is skipped
    assert records[0]["category"] == "straight flush"
    assert records[1] == {"hand": "not a hand", "error": "not a card: 'not'"}
    assert records[2]["category"] == "flush"                  # the joker named an ace
    assert records[3]["category"] == "straight"               # 10-11-12-J-Q
    assert "repeated" in records[4]["error"]
    assert records[5] == {"hand": "2c 3d 4h 5s 7c", "category": "high card",
                          "strength": records[5]["strength"]}


def test_rank_stdin_plain(capsys, monkeypatch):
    code, out, _ = run(capsys, "rank", stdin="6h 7c 8d 9s Th\nzz\n", monkeypatch=monkeypatch)
    lines = out.splitlines()
    assert lines[0].startswith("6h 7c 8d 9s Th: a straight, ten high (straight, strength")
    assert lines[1] == "zz: error: not a card: 'zz'"


def test_rank_rule_flags(capsys):
    _, out, _ = run(capsys, "rank", "--json", "Qh Kd Ac 2s 3h")
    assert json.loads(out)["category"] == "high card"
    _, out, _ = run(capsys, "rank", "--json", "--round-the-corner", "Qh Kd Ac 2s 3h")
    assert json.loads(out)["category"] == "round-the-corner"
    _, out, _ = run(capsys, "rank", "--json", "--eccentric", "local", "Kc Kd Qh Qs Jc")
    assert json.loads(out)["category"] == "blaze"
    _, out, _ = run(capsys, "rank", "--json", "--eccentric", "local", "--no-blaze",
                    "Kc Kd Qh Qs Jc")
    assert json.loads(out)["category"] == "two pairs"
    _, out, _ = run(capsys, "rank", "--json", "--pack", "60", "9h Tc Jd Qs Kh")
    assert json.loads(out)["category"] == "high card"
    _, a, _ = run(capsys, "rank", "--json", "Ac Jk Kd 7h 3s", "As Ad Kh 7c 3d")
    s = [json.loads(x)["strength"] for x in a.splitlines()]
    assert s[0] > s[1]
    _, a, _ = run(capsys, "rank", "--json", "--mistigris-splits", "Ac Jk Kd 7h 3s", "As Ad Kh 7c 3d")
    s = [json.loads(x)["strength"] for x in a.splitlines()]
    assert s[0] == s[1]


def test_rank_stdin_with_options_uses_the_general_path(capsys, monkeypatch):
    _, out, _ = run(capsys, "rank", "--json", "--eccentric", "true-odds",
                    stdin="Kc Kd Kh Qs Jc\n7c 5d 4h 3s 2c\n", monkeypatch=monkeypatch)
    assert [json.loads(x)["category"] for x in out.splitlines()] == ["blaze", "tiger"]


def test_rank_pipe_streams_many_lines():
    import random
    from game.cards import PackKind
    deck = [c.code for c in PackKind.STANDARD.cards()]
    rng = random.Random(5)
    lines = [" ".join(rng.sample(deck, 5)) for _ in range(20_000)]
    lines[777] = "bogus line"
    done = subprocess.run([sys.executable, "main.py", "rank", "--json"], cwd=ROOT,
                          input="\n".join(lines) + "\n", capture_output=True, text=True,
                          check=True, timeout=120)
    out = done.stdout.splitlines()
    assert len(out) == 20_000 and done.stderr == ""
    assert "error" in json.loads(out[777])
    assert json.loads(out[778])["hand"] == lines[778]


def test_rank_answers_each_line_as_it_comes():
    """A program that writes one hand and waits gets the answer without closing stdin."""
    p = subprocess.Popen([sys.executable, "main.py", "rank", "--json"], cwd=ROOT,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        for hand, category in (("As Ks Qs Js Ts", "straight flush"), ("2c 2d 5h 9s Kc", "pair")):
            p.stdin.write(hand + "\n")
            p.stdin.flush()
            assert json.loads(p.stdout.readline())["category"] == category
    finally:
        p.stdin.close()
        p.wait(timeout=30)


# --- odds --------------------------------------------------------------------------

def test_odds_plain(capsys):
    code, out, err = run(capsys, "odds", "Qs Qd 7c 5h 2d", "--keep", "Qs Qd")
    assert code == 0 and err == ""
    assert "16,215 draws" in out
    assert "2.5 to 1 against improving" in out
    for label in ("two pairs", "threes", "full", "fours"):
        assert label in out
    assert "97.3 to 1" in out


def test_odds_json(capsys):
    code, out, _ = run(capsys, "odds", "Qs Qd 7c 5h 2d", "--keep", "Qs Qd", "--json")
    assert code == 0
    assert json.loads(out) == {"draws": 16215, "improved": 4656, "categories": {
        "pair": 11559, "two pairs": 2592, "threes": 1854, "full": 165, "fours": 45}}


def test_odds_dead_cards(capsys):
    _, out, _ = run(capsys, "odds", "Qs Qd 7c 5h 2d", "--keep", "Qs Qd", "--dead", "Qh Qc",
                    "--json")
    record = json.loads(out)
    assert record["draws"] == 14190 and "threes" not in record["categories"]


def test_odds_with_rules(capsys):
    _, out, _ = run(capsys, "odds", "Kc Kd Qh 4c 2d", "--keep", "Kc Kd Qh", "--eccentric",
                    "local", "--json")
    assert "blaze" in json.loads(out)["categories"]


@pytest.mark.parametrize("argv", [
    ["odds", "Qs Qd 7c 5h Zy", "--keep", "Qs"],          # an unknown card
    ["odds", "Qs Qs 7c 5h 2d", "--keep", "Qs"],          # a repeated card
    ["odds", "Qs Qd 7c 5h 2d 3c", "--keep", "Qs"],       # six cards
    ["odds", "Qs Qd 7c 5h 2d", "--keep", "Qc"],          # keeping a card not held
    ["odds", "Qs Qd 7c 5h 2d", "--keep", "Qs", "--dead", "7c"],
    ["odds", "Qs Qd 7c 5h 2d", "--keep", "Qs", "--dead", "Zz"],
    ["odds", "Qs Qd 7c 5h 2d", "--keep", "Qs Qs"],
])
def test_odds_bad_input_is_one_line_and_status_2(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert err.startswith("parlour-poker odds: ")


def test_odds_bad_input_through_main_py():
    done = subprocess.run([sys.executable, "main.py", "odds", "Qs Qd 7c 5h 2d", "--keep", "Ah"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "parlour-poker odds: cannot keep Ah: it is not in the hand"
