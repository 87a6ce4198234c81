"""Every ruling is in docs/party.md and in the rules screen's text, word for word; the README
has its Party night section; the documented JSON keys are the ones written."""

from __future__ import annotations

from pathlib import Path

from game.party.rulings import RULINGS, rules_blocks, rules_text

ROOT = Path(__file__).resolve().parents[2]


def test_every_ruling_is_documented_and_shown():
    doc = (ROOT / "docs" / "party.md").read_text(encoding="utf-8")
    shown = " ".join(str(c) for _, c in rules_blocks())
    printed = rules_text()
    for _key, title, text in RULINGS:
        assert f"| {title} | {text} |" in doc, title
        assert text in shown and title in shown
        assert text in printed


def test_the_readme_has_a_party_night_section():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "## Party night" in readme and "docs/party.md" in readme


def test_documented_round_keys_are_written():
    from party_helpers import small_config

    from game.party import Evening

    ev = Evening.start(small_config(rounds=1))
    ev.play_round()
    doc = (ROOT / "docs" / "party.md").read_text(encoding="utf-8")
    d = ev.to_dict()
    for key in d:
        assert f"`{key}`" in doc, key
    for key in d["rounds"][0]:
        assert f"`{key}`" in doc, key
    for key in d["rounds"][0]["tables"][0]:
        assert f'"{key}"' in doc, key
