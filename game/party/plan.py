"""How many tables, and how many at each: head and booby of four, the others four to seven.

Table numbers run from 1 (the head table, aces) to the booby table; the card rank drawn
gives the table (ace 1, deuce 2 ... king 13), so an evening has at most 13 tables.
"""

from __future__ import annotations

MIN_PLAYERS = 8
MAX_TABLES = 13
END_SIZE = 4  # the head and the booby table
MIN_SIZE, MAX_SIZE, BEST_SIZE = 4, 7, 6
MAX_PLAYERS = 2 * END_SIZE + (MAX_TABLES - 2) * MAX_SIZE  # 85


class PlanError(ValueError):
    """No arrangement of tables fits the number of players asked for."""


def playable(n: int) -> bool:
    """True if ``n`` players can be seated: 8, or 12 up to 85."""
    return n == 2 * END_SIZE or 2 * END_SIZE + MIN_SIZE <= n <= MAX_PLAYERS


def middle_range(n: int) -> range:
    """The possible numbers of tables between the head and the booby table for ``n`` players."""
    if not playable(n):
        raise PlanError(_why(n))
    m = n - 2 * END_SIZE
    if m == 0:
        return range(0, 1)
    low = -(-m // MAX_SIZE)
    high = min(m // MIN_SIZE, MAX_TABLES - 2)
    return range(low, high + 1)


def _why(n: int) -> str:
    if n < MIN_PLAYERS:
        return f"an evening needs at least {MIN_PLAYERS} players (a head and a booby table of four), not {n}"
    if n < 2 * END_SIZE + MIN_SIZE:
        return (f"{n} players cannot be seated: the head and booby tables take four each and every "
                f"other table four to seven, so an evening has 8 players or at least 12")
    return f"at most {MAX_PLAYERS} players ({MAX_TABLES} tables, aces to kings), not {n}"


def default_middle(n: int) -> int:
    """The number of middle tables nearest six players each."""
    options = middle_range(n)
    m = n - 2 * END_SIZE
    if m == 0:
        return 0
    return min(options, key=lambda k: (abs(m / k - BEST_SIZE), -k))


def plan_tables(n: int, middle: int | None = None) -> list[int]:
    """The size of each table, head first, booby last, for ``n`` players and ``middle``
    tables between (default: as near six a table as the numbers allow).  The middle tables
    are as equal as possible, the larger ones nearer the head."""
    options = middle_range(n)
    k = default_middle(n) if middle is None else middle
    if k not in options:
        raise PlanError(f"{n} players can have {options.start} to {options.stop - 1} tables between "
                        f"the head and the booby table, not {k}")
    m = n - 2 * END_SIZE
    sizes = [END_SIZE]
    if k:
        base, extra = divmod(m, k)
        sizes += [base + 1] * extra + [base] * (k - extra)
    sizes.append(END_SIZE)
    return sizes


def table_name(number: int, count: int) -> str:
    """'Head table', 'Booby table', or 'Table 3' for a 1-based table number."""
    if number == 1:
        return "Head table"
    if number == count:
        return "Booby table"
    return f"Table {number}"


RANK_WORDS = ("aces", "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines",
              "tens", "jacks", "queens", "kings")
