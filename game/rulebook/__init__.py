"""The rules of every game, as the Rules screen shows them and ``python main.py rules`` prints them.

One source for both: a game's document is a list of blocks, ``(kind, content)`` with kind one
of ``h1`` (a part), ``h2`` (a section), ``p``, ``lead`` (a paragraph opening with a few
words set apart: ``(lead, text)``), ``note``, ``bullet``, ``pairs`` (label and
value) or ``table`` (rows of cells).  The window lays them out; :func:`plain_text` prints them.

Each game's document begins with its **How to play** (:mod:`game.rulebook.guide`): what you
hold, what you may do on your turn, how a deal is won and paid, and every special word
explained once.  Then its laws as this program plays them, worked examples, our choices
where the books are silent, and the house rules that apply to it.

Pure Python (no pygame), so the commands may use it.
"""

from __future__ import annotations

import textwrap
from dataclasses import replace
from typing import Any

from game.engine.core.house import HouseRules

from .guide import Guide
from .howto_others import GUIDES as _OTHERS
from .howto_poker import GUIDES as _POKER
from .labels import choice_label, rule_label

Block = tuple[str, Any]

_TAGS = (("age", ("the age", "the player on the dealer's left, who speaks first (the eldest hand).")),
         ("pone", ("the pone", "the player on the dealer's right, who cuts the pack.")))
"""The tags the table puts on two plates at every game: a game whose words do not yet explain
them gets these (the French games, where both sit the other way, explain their own)."""


def _with_tags(g: Guide) -> Guide:
    words = list(g.words)
    for tag, word in _TAGS:
        if not any(tag in name for name, _ in words):
            words.append(word)
    return replace(g, words=tuple(words))


GUIDES: dict[str, Guide] = {g.variant: _with_tags(g) for g in (*_POKER, *_OTHERS)}
"""How to play, for every game, by its variant id."""

FAMILIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The draw games", ("draw", "showdown", "flat", "flat-field")),
    ("The stud and straight games", ("straight", "stud", "stud-rounds")),
    ("The widow games", ("whiskey", "whiskey-markers", "commerce-widow", "thirty-one")),
    ("The three-card games", ("commerce", "my-ship-sails", "brag", "brag-three-stake", "brag-american")),
    ("The French games", ("bouillotte", "ambigu")),
)
"""The games grouped by family, in the order the chooser and the Rules screen list them."""

ORDER: tuple[str, ...] = tuple(v for _family, games in FAMILIES for v in games)
"""Every game, family by family."""

_COMMON = ("blind", "limit", "buy_in", "table_stakes", "rebuy_at_once", "freeze_out")
_CARDS = ("pack", "round_the_corner", "ace_in_straights", "eccentric")
HOUSE_RULES_USED: dict[str, tuple[str, ...]] = {
    "straight": _COMMON, "stud": _COMMON, "stud-rounds": _COMMON,
    "whiskey": ("blind", "buy_in", *_CARDS), "whiskey-markers": _CARDS,
    "showdown": ("blind", "buy_in", "table_stakes", "freeze_out", *_CARDS),
    "flat": (*_COMMON, *_CARDS), "flat-field": (*_COMMON, *_CARDS),
    "ambigu": _COMMON, "bouillotte": ("blind", "buy_in"),
    "thirty-one": ("blind", "buy_in", "table_stakes", "freeze_out"),
    "my-ship-sails": ("blind", "buy_in", "table_stakes", "freeze_out"),
    "commerce": ("buy_in", "table_stakes", "freeze_out", "commerce_flush", "commerce_pair"),
    "commerce-widow": ("commerce_flush", "commerce_pair"),
    "brag": _COMMON, "brag-three-stake": (*_COMMON, "brag_buying"),
    "brag-american": (*_COMMON, "american_brag_by_rank"),
}
"""The house rules each game uses (Draw Poker uses them all but those of other games)."""
_OTHER_GAMES_RULES = ("commerce_flush", "commerce_pair", "brag_buying", "american_brag_by_rank")

ODDS_COMING = ("note", "The odds tables are being worked out; they will appear here in a moment.")


def guide(variant: str) -> Guide:
    """How to play ``variant``; ``KeyError`` naming the known ids if there is no such game."""
    try:
        return GUIDES[variant]
    except KeyError:
        raise KeyError(f"no game {variant!r}; the games are {', '.join(ORDER)}") from None


def game_name(variant: str) -> str:
    """A game's one name, as the chooser, its How to play, the statistics and the commands
    all say it ("Flat Poker, against the field"); an unknown id is said as it is."""
    return GUIDES[variant].name if variant in GUIDES else variant


def family_of(variant: str) -> str:
    """The family a game belongs to ("The widow games")."""
    return next((title for title, games in FAMILIES if variant in games), "")


def house_rules_used(variant: str) -> tuple[str, ...]:
    """The names of the house rules that change ``variant``'s play or stakes."""
    if variant in HOUSE_RULES_USED:
        return HOUSE_RULES_USED[variant]
    return tuple(name for name, *_ in HouseRules.describe_all() if name not in _OTHER_GAMES_RULES)


def uses_betting_limit(variant: str) -> bool:
    """Whether anyone bets at ``variant`` (Thirty-One and Whiskey Poker have no betting)."""
    return "limit" in house_rules_used(variant)


def how_to_play_blocks(g: Guide) -> list[Block]:
    """The How to play section: three paragraphs and the game's words."""
    b: list[Block] = [("h2", "How to play"),
                      ("lead", ("What you hold.", g.hold)),
                      ("lead", ("On your turn.", g.turn)),
                      ("lead", ("Winning and paying.", g.win)),
                      ("h2", "The words of the game")]
    for word, meaning in g.words:
        b.append(("bullet", f"{word[:1].upper()}{word[1:]}: {meaning}"))
    return b


def _laws(variant: str, house: HouseRules) -> list[Block]:
    if variant == "draw":
        from .draw import draw_blocks

        return draw_blocks(house)
    if variant == "ambigu":
        from .ambigu import ambigu_blocks

        return ambigu_blocks()
    if variant == "bouillotte":
        from .bouillotte import bouillotte_blocks

        return bouillotte_blocks()
    if variant.startswith("brag"):
        from .brag import brag_blocks

        return brag_blocks(house, variant)
    if variant in ("thirty-one", "commerce", "commerce-widow", "my-ship-sails"):
        from .trading import trading_blocks

        return trading_blocks(variant)
    from .family import family_blocks

    return family_blocks(variant, house)


def _value_text(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str):
        return choice_label(name, value).lower()
    return str(value)


def house_rule_pairs(variant: str, house: HouseRules) -> list[tuple[str, str]]:
    """(label, value) of each house rule the game uses; ``*`` marks one not the book's."""
    defaults = HouseRules()
    used = house_rules_used(variant)
    pairs = []
    for name, *_rest in HouseRules.describe_all():
        if name in used:
            value = getattr(house, name)
            mark = " *" if value != getattr(defaults, name) else ""
            text = _value_text(name, value)
            if variant == "bouillotte" and name == "blind":
                # The setting is the unit; Bouillotte's dealer blinds five of them (stakes.py).
                text = f"{5 * value} (the dealer's)"
            pairs.append((rule_label(name), text + mark))
    return pairs


def game_blocks(variant: str, house: HouseRules | None = None, odds: bool = True) -> list[Block]:
    """The whole document for one game, for the house rules in force (the book's if none).
    ``odds=False``: Draw Poker's odds section says they are coming (for a page shown before
    they are worked out)."""
    house = house or HouseRules()
    g = guide(variant)
    b: list[Block] = [("h1", g.name), ("note", g.line)]
    b.extend(how_to_play_blocks(g))
    b.append(("h1", "The laws of the game" if variant != "draw" else "Draw Poker, as this game plays it"))
    laws = _laws(variant, house)
    if not laws or laws[0][0] != "note":
        source = g.follows.rstrip(".")
        b.append(("note", f"Our short account of {source}, as the computer applies it."
                          + (" Law numbers are Foster's." if variant == "draw" else "")))
    from .examples import example_blocks

    # The worked examples follow the laws, before our choices where the books are silent.
    silent = next((i for i, (kind, content) in enumerate(laws)
                   if kind == "h2" and str(content).startswith("Where the book")), len(laws))
    b.extend(laws[:silent])
    b.extend(example_blocks(variant))
    b.extend(laws[silent:])
    b.append(("h1", "The house rules in force"))
    b.append(("note", "Change them on the Settings screen; they apply from the next new game. "
                      "A rule marked * differs from the book's."))
    b.append(("pairs", house_rule_pairs(variant, house)))
    if variant == "draw":
        from game.party.rulings import RULINGS  # the one list: docs/party.md and `party --rules` too

        b.append(("h1", "Party night: our choices"))
        b.append(("note", "Where the book's account of Progressive Poker is silent, this game decides as follows."))
        for _key, title, text in RULINGS:
            b.append(("bullet", f"{title}: {text}"))
        from .odds import odds_blocks

        b.append(("h1", "The odds of the draw"))
        b.extend(odds_blocks() if odds else [ODDS_COMING])
    return b


def marked_game_blocks(variant: str, house: HouseRules, odds: bool = True) -> list[Block]:
    """:func:`game_blocks` with every paragraph that a house rule in force has changed from
    the book's marked as a ``("house", text)`` block: the paragraphs the book's own rules
    would not print."""
    blocks = game_blocks(variant, house, odds)
    if house == HouseRules():
        return blocks
    book = {content for kind, content in game_blocks(variant, HouseRules(), odds=False) if kind == "p"}
    return [("house", content) if kind == "p" and content not in book else (kind, content)
            for kind, content in blocks]


def plain_text(blocks: list[Block], width: int = 78) -> str:
    """The blocks as plain text: headings underlined, paragraphs wrapped to ``width``."""
    out: list[str] = []
    for kind, content in blocks:
        if kind in ("h1", "h2"):
            out += ["", str(content), ("=" if kind == "h1" else "-") * len(str(content))]
        elif kind in ("p", "house", "note"):
            out += ["", textwrap.fill(str(content), width)]
        elif kind == "lead":
            out += ["", textwrap.fill(" ".join(content), width)]
        elif kind == "bullet":
            out.append(textwrap.fill(str(content), width, initial_indent="  - ", subsequent_indent="    "))
        elif kind == "pairs":
            room = max((len(label) for label, _ in content), default=0)
            out += [""] + [f"  {label.ljust(room)}  {value}" for label, value in content]
        elif kind == "table":
            cols = max((len(r) for r in content), default=0)
            widths = [max((len(r[c]) for r in content if c < len(r)), default=0) for c in range(cols)]
            # A first column too wide for the page wraps, so the figures stay on the line.
            widths[0] = max(20, min(widths[0], width - 2 - sum(widths[1:]) - 2 * (cols - 1)))
            out.append("")
            for row in content:
                first = textwrap.wrap(row[0], widths[0]) or [""] if row else [""]
                for i, part in enumerate(first):
                    cells = [part, *(row[1:] if i == 0 else [""] * (len(row) - 1))]
                    out.append("  " + "  ".join(cell.ljust(widths[c]) for c, cell in enumerate(cells)).rstrip())
    return "\n".join(out).strip("\n") + "\n"


def rules_text(variant: str, house: HouseRules | None = None) -> str:
    """One game's rules as plain text, as the Rules screen has them."""
    return plain_text(game_blocks(variant, house))


__all__ = ["FAMILIES", "GUIDES", "Guide", "ORDER", "ODDS_COMING", "family_of", "game_blocks", "game_name",
           "guide", "house_rule_pairs", "house_rules_used", "how_to_play_blocks", "marked_game_blocks",
           "plain_text", "rules_text", "uses_betting_limit"]
