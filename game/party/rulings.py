"""Party night's rulings: where the book's account of Progressive Poker is silent or loose,
what this game does.  One list, shown in the party's rules screen, printed by
``python main.py party --rules`` and copied into ``docs/party.md``.

Each ruling is ``(key, title, text)``.  The texts are the game's own words; the first
group restates SPEC.md's choices, the second our choices for what neither says.
"""

from __future__ import annotations

from typing import Any

BOOK = "Foster, \"Progressive Poker\""

# What the book itself lays down, in our words (shown first on the rules screen).
THE_BOOK: tuple[str, ...] = (
    "Seats are drawn from two packs, one red-backed and one blue-backed: aces for the head "
    "table, deuces for the next, treys for the next, and so on down to the booby table. The "
    "ladies draw red cards, the gentlemen blue.",
    "The head table and the booby table start with four players; the tables between have six, "
    "or four to seven where the numbers do not divide.",
    "Each player starts with fifty counters. Seats and the deal at each table are settled as at "
    "Draw Poker.",
    "A round is one deal of ordinary Draw Poker at every table. When the head table's pool is "
    "decided, the bell is struck.",
    "Then the winner of the pool at every other table moves up one table. At the head table the "
    "player with the fewest counters goes down to the booby table - unless he won the pool or "
    "was in the call, in which case the fewest-countered player not in the call goes down. Ties "
    "cut, and the lowest cut stays.",
    "The winner of the head table's pool is given one yellow counter.",
    "A player who loses all his counters takes a fresh stake of fifty from the banker (charged "
    "against him at the end) and changes seats with the booby table's richest player.",
    "Prizes: the most yellow counters (ties: the most ordinary counters); the lady and the "
    "gentleman with the most counters, net of extra stakes; and a booby prize for the fewest.",
)

RULINGS: tuple[tuple[str, str, str], ...] = (
    # --- SPEC.md's choices -------------------------------------------------------------
    ("stakes", "Stakes",
     "Each player starts with 50 counters. The blind is 1 and the limit 5 unless the host "
     "changes them; the other rules of Draw Poker are the book's."),
    ("no-cut-short", "No deal is cut short",
     "The bell rings when the head table's pool is decided, but every other table finishes "
     "its deal; the players move when all the tables have finished."),
    ("no-jack-pots", "No jack pots",
     "Jack pots are not played on party night (one deal is one deal). If no one comes in, the "
     "age takes back his blind, the cards are thrown in and the next dealer deals, until the "
     "table has a pool winner."),
    ("all-in-call", "Everyone in the call",
     "If every player at the head table was in the call, the one with the fewest counters "
     "other than the winner goes down."),
    # --- our choices where neither the book nor SPEC.md says -----------------------------------
    ("numbers", "How many players",
     "An evening needs 8 players (a head and a booby table), or 12 or more: with 9 to 11 there "
     "is no way to keep the head and booby tables at four and every other table at four to "
     "seven. The host's computer fills empty seats up to the number chosen; with real cards "
     "the guest list must come to 8 or at least 12. At most 13 tables (aces to kings)."),
    ("table-sizes", "Table sizes",
     "The tables between the head and the booby table are made as nearly equal as the numbers "
     "allow, as near six as possible; where they differ, the larger tables are nearer the head. "
     "Every table keeps its size all evening, but for a guest who comes late (at a phone "
     "party): the host seats him at the booby table, which has a seat more from then on (or, if "
     "it is full, at the nearest table above it with room)."),
    ("colours", "Red and blue",
     "Each table draws half red cards and half blue (an odd seat goes to the larger group). "
     "When the groups are unequal, the program chooses by lot which players of the larger "
     "group draw from the other pack, and shows it. Prizes still go by each guest's own group."),
    ("seats", "Seats at a table",
     "At the start each table cuts for seats and the first deal (Laws 2-4). After that a "
     "player who arrives takes the seat left empty, and the deal passes to the left every "
     "round, as at any table of Draw Poker (Law 12)."),
    ("divided-pool", "A divided pool",
     "When tied hands divide a pool, the tied winners cut and the lowest cut counts as the "
     "winner: he moves up, or at the head table takes the yellow counter. All the tied players "
     "were in the call."),
    ("no-call", "A pool taken without a call",
     "When everyone else abandons, nobody was in the call: at the head table only the winner "
     "is safe, and the fewest-countered of the others goes down."),
    ("counting", "Counting at the head table",
     "The head table counts what each has before him when the deal is over. A fresh stake "
     "drawn in that deal is not counted, so a player who went broke counts as having least."),
    ("ties", "Ties",
     "Every tie is cut for with an outspread pack, ace low, as in Laws 2-4, players tying "
     "again cutting again. The lowest cut stays where he is (going down, or being exchanged "
     "from the booby table) and the lowest cut wins a tied prize. The cards are shown."),
    ("broke", "Going broke",
     "A player who must put up more than he has, or ends a deal with no counters, has lost all "
     "his counters: he draws a fresh stake of 50 from the banker, charged against him at the "
     "end. After the moves he changes seats with the richest player the booby table had in "
     "that deal, leaving out its winner (who moves up) and anyone else who went broke."),
    ("one-move", "One move a round",
     "Nobody moves twice in a round. A broke player who won his table's pool moves up as the "
     "winner; one who goes down from the head table goes to the booby table; one already at "
     "the booby table stays there. Each of them is still charged his fresh stake."),
    ("the-end", "The end of the evening",
     "The evening ends after the number of rounds the host sets, or at the first round's end "
     "after the clock time he sets: a round that has begun is always finished."),
    ("prizes", "The prizes",
     "Counters for prizes are counters net of extra stakes (each fresh stake is charged "
     "against its taker). Most yellow counters: ties go to the most counters, then the cut. "
     "Each group's best: the most counters, ties to the more yellow counters, then the cut. "
     "The booby prize: the fewest counters (or, if the host chooses, the fewest yellow "
     "counters, ties to the fewest counters), then the cut. The prizes are given in that "
     "order and a guest takes one at most, unless the host allows more. Computer players "
     "fill seats but take no prizes, unless every player is a computer player."),
    ("computers", "Computer players",
     "Computer players play each deal from what their seat can see, and start every round "
     "fresh, without notes on the others, so that an evening resumed after a crash plays "
     "exactly as it would have."),
    ("real-cards", "Real cards",
     "With real cards the program seats the players, rings the bell when the head table's "
     "result is entered, and is told each table's winner, who was in the call, the head "
     "table's counts and who went broke (with the booby table's counts when someone did). "
     "At the end the host enters everyone's counters for the prizes."),
    ("saving", "Saving",
     "The evening is saved after every round and after every table's deal, and resumes "
     "where it stopped; a deal that was cut off is dealt again from the start."),
)


def ruling(key: str) -> str:
    """The text of one ruling."""
    for k, _title, text in RULINGS:
        if k == key:
            return text
    raise KeyError(key)


def rules_blocks(settings: dict[str, Any] | None = None) -> list[tuple[str, Any]]:
    """The party's rules as blocks for the rules screen (``h1``, ``h2``, ``p``, ``bullet``,
    ``note``, ``pairs``): the book's account, then each ruling."""
    b: list[tuple[str, Any]] = [
        ("h1", "Progressive Poker, as the book tells it"),
        ("note", f"Our summary of {BOOK}."),
    ]
    for line in THE_BOOK:
        b.append(("bullet", line))
    b.append(("h1", "Where the book is silent: our rulings"))
    b.append(("note", "These are the choices this game makes; the first four are SPEC.md's."))
    for _key, title, text in RULINGS:
        b.append(("h2", title))
        b.append(("p", text))
    if settings:
        b.append(("h1", "This evening"))
        b.append(("pairs", [(k, str(v)) for k, v in settings.items()]))
    return b


def rules_text() -> str:
    """The rulings as plain text (for ``party --rules``)."""
    lines = ["Progressive Poker: the book (" + BOOK + ")", ""]
    lines += [f"- {line}" for line in THE_BOOK]
    lines += ["", "Our rulings where the book is silent", ""]
    for _key, title, text in RULINGS:
        lines.append(f"{title}: {text}")
    return "\n".join(lines)
