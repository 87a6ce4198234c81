"""``python main.py guide`` (issue 39): the guided deal as text, the way ``rules`` prints the
rules: each moment in order, what the table shows, the guide's words; ``--list`` the moments
of each game; bad input one line and exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.commands import main
from game.engine.registry import VARIANTS
from game.rulebook import GUIDES, ORDER
from game.rulebook.guided import prepared_deal

ROOT = Path(__file__).resolve().parents[2]


def _title(t: str) -> str:
    return t[:1].upper() + t[1:]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_guided_deal_prints_each_moment_in_order(variant, capsys):
    assert main(["guide", "--variant", variant]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"A guided deal of {GUIDES[variant].name}\n")
    heads = [line for line in out.splitlines() if line[:1].isdigit()]
    p = prepared_deal(variant)
    assert len(heads) == len(p.moments)
    for i, (head, m) in enumerate(zip(heads, p.moments), 1):
        assert head.startswith(f"{i}. {_title(m.title)}")
    assert out.count("   The table: ") == len(p.moments)  # what the table shows at each
    assert "The end of the guided deal" in out and "Play for real" in out
    assert "You have now seen" in out


def test_brief_leaves_the_log_out(capsys):
    assert main(["guide", "--variant", "draw"]) == 0
    full = capsys.readouterr().out
    assert main(["guide", "--variant", "draw", "--brief"]) == 0
    brief = capsys.readouterr().out
    assert "(Law 11)" in full and "Deal 1: Judge Ames deals" in full
    assert "Deal 1: Judge Ames deals" not in brief and "The blind (the guide points at" in brief


def test_the_list_names_the_moments_of_each_game(capsys):
    assert main(["guide", "--list"]) == 0
    out = capsys.readouterr().out
    for variant in ORDER:
        assert f"{GUIDES[variant].name} ({variant})" in out
    assert "Bouillotte (bouillotte)\n   1. The cave\n" in out
    assert main(["guide", "--list", "--variant", "commerce"]) == 0
    one = capsys.readouterr().out
    assert one.startswith("Commerce (commerce)\n") and "Ambigu" not in one
    assert one.count("\n") == 1 + len(prepared_deal("commerce").moments)


@pytest.mark.parametrize("args", [["--variant", "snap"], ["--width", "5"], ["--list", "--variant", "snap"],
                                  ["--bogus"]])
def test_bad_input_is_one_line_and_exit_2(args):
    proc = subprocess.run([sys.executable, "main.py", "guide", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_the_command_runs_from_the_top(capsys):
    proc = subprocess.run([sys.executable, "main.py", "guide", "--variant", "ambigu", "--width", "60"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stderr == ""
    assert all(len(line) <= 60 for line in proc.stdout.splitlines())
    assert "The dealer's choice (the guide points at your buttons)" in " ".join(proc.stdout.split())
