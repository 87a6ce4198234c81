"""Issue 39, learner round 7: Commerce's rule that the dealer who does not win pays every
player when his hand is of the same kind as the winner's (triplets, or a sequence flush; a
point does not count) was said in other words in each place: "of the winning rank" in the
rules, "a triplet or a sequence flush" on the How to play card, "the same kind of hand" in
the example, "of the rank that wins" in the log.  It is one phrase, kept beside the rule
(:data:`game.engine.three_card.commerce.SAME_KIND`), in every place that says it."""

from __future__ import annotations

import re
from dataclasses import replace

from game.coach.passages import all_passages
from game.engine.three_card.commerce import SAME_KIND
from game.guide.run import Line, play
from game.rulebook import GUIDES, rules_text
from game.rulebook.examples import EXAMPLES
from game.rulebook.guided.model import dealt, steps
from game.rulebook.guided.three_card import COMMERCE

OTHER_WORDS = re.compile(r"winning rank|rank that wins|same kind of hand|not a combination|a triplet or a "
                         r"sequence flush|of the same rank as the one", re.I)


def _flat(text: str) -> str:
    return " ".join(text.split())


def _dealer_pays_all_line() -> str:
    """The log's line when the dealer pays every player: his sequence flush to the six under
    the person's to the jack."""
    prepared = replace(COMMERCE, packs=((dealt("Kc 6d 2h", "9c 5h 2c", "Jh Th 9h", "4s 5s 6s", then="Qc"),),),
                       script=(steps("Deacon Gray: knock"),), moments=())
    lines = [item.text for item in play(prepared) if isinstance(item, Line) and "pays a counter to" in item.text]
    assert len(lines) == 1
    return lines[0]


def _places() -> dict[str, str]:
    return {
        "the How to play card": GUIDES["commerce"].win,
        "the rules text": _flat(rules_text("commerce")),
        "the rules' example": " ".join(EXAMPLES["commerce"]),
        "the guided deal's end": " ".join(h.line for h in COMMERCE.holds),
        "the guided deal's dealer paying, in any deal": COMMERCE.moment("dealer-pays").general,
        "the log": _dealer_pays_all_line(),
    }


def test_every_place_that_says_the_rule_says_it_in_the_one_phrase():
    for where, text in _places().items():
        assert SAME_KIND in text, where
        assert not OTHER_WORDS.search(text), (where, OTHER_WORDS.search(text))
    assert SAME_KIND == ("of the same kind as the winner's (triplets, or a sequence flush; a point does not "
                         "count)")


def test_no_other_words_for_it_anywhere_the_player_reads():
    """Nor in the book's advice, nor in any game's rules or How to play card."""
    for p in all_passages():
        assert not OTHER_WORDS.search(p.says), p
    for variant, g in GUIDES.items():
        for text in (g.hold, g.turn, g.win):
            assert not OTHER_WORDS.search(text), variant
        assert not OTHER_WORDS.search(_flat(rules_text(variant))), variant
