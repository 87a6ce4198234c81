"""The score sheet: the standings and prizes as CSV, and as an HTML page that prints well.

Both are made from an :class:`~.evening.Evening` (finished or not: an unfinished evening
gives the standings so far, with no prizes).
"""

from __future__ import annotations

import csv
import datetime as _dt
import html
import io
from pathlib import Path

from .evening import Evening, shared_places
from .prizes import Announcement, announce, counted

CSV_COLUMNS = ("place", "name", "group", "player", "table", "yellow", "counters", "extra_stakes",
               "net", "prize")


def _prize_of(ev: Evening) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for p in ev.prizes():
        out.setdefault(p.player, []).append(p.title)
    return out


def _kind(ev: Evening, name: str) -> str:
    g = ev.guests[name]
    return f"computer ({g.temperament})" if g.computer else ("at this computer" if g.human else "guest")


def rows(ev: Evening) -> list[dict[str, object]]:
    """One row a player, best first (most yellow, then most counters net of extra stakes)."""
    prizes = _prize_of(ev)
    out = []
    standings = ev.standings()
    for r, at in zip(standings, shared_places(standings)):  # level players share a place
        out.append({"place": at, "name": r["name"], "group": ev.config.group_name(r["group"]),
                    "player": _kind(ev, r["name"]), "table": r["table"], "yellow": r["yellow"],
                    "counters": "" if r["counters"] is None else r["counters"],
                    "extra_stakes": r["extra"], "net": "" if r["net"] is None else r["net"],
                    "prize": "; ".join(prizes.get(r["name"], []))})
    return out


def to_csv(ev: Evening) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n")
    w.writeheader()
    for r in rows(ev):
        w.writerow(r)
    return buf.getvalue()


_CSS = """
body { font-family: Georgia, 'Times New Roman', serif; color: #222; margin: 2em auto; max-width: 60em; }
h1 { font-variant: small-caps; letter-spacing: .05em; border-bottom: 2px solid #a07a3a; margin-bottom: .2em; }
h2 { font-variant: small-caps; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
p.sub { font-style: italic; color: #555; margin-top: 0; }
table { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
th, td { padding: .25em .6em; border-bottom: 1px solid #ddd; text-align: left; }
th { border-bottom: 2px solid #a07a3a; font-weight: normal; font-style: italic; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.prize td { background: #fbf3dc; }
ul.prizes li { margin: .3em 0; font-size: 12pt; }
.yellow { color: #b08800; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  h2 { page-break-after: avoid; }
  table { page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  .rounds { page-break-before: always; }
}
"""


def to_html(ev: Evening, title: str = "Progressive Poker") -> str:
    """A page for the host to print or keep."""
    e = html.escape
    c = ev.config
    sizes = ", ".join(str(n) for n in (c.sizes or []))
    out = ["<!DOCTYPE html>", "<html lang='en'><head><meta charset='utf-8'>",
           f"<title>{e(title)}: score sheet</title><style>{_CSS}</style></head><body>",
           f"<h1>{e(title)}: the score sheet</h1>",
           f"<p class='sub'>{len(ev.guests)} players at {len(c.sizes or [])} tables ({sizes}); "
           f"{counted(ev.rounds_played, 'round')}; {c.stake} counters each, blind {c.blind}, limit {c.limit}. "
           f"{e(ev.started_at[:10])}</p>"]
    calls = _announced(ev)
    if calls:
        # Every prize as the host's screen announced it: who takes it and why the one ahead
        # of him does not, or "not given" and why (play-test round 4: the sheet left both out).
        out.append("<h2>The prizes</h2><ul class='prizes'>")
        for a in calls:
            p = a.prize
            who = (f"{e(p.player)} ({p.yellow} yellow, {p.net} counters net)" if p is not None
                   else "not given")
            why = a.note.replace("Not given: ", "") if p is None else a.note
            why = why[:1].upper() + why[1:]
            out.append(f"<li><b>{e(a.title)}</b>: {who}" + (f"<br><i>{e(why)}</i>" if why else "") + "</li>")
        out.append("</ul>")
    elif not ev.finished:
        out.append("<p class='sub'>The evening is not over: the standings so far.</p>")
    out.append("<h2>The standings</h2><table><tr><th>#</th><th>Name</th><th>Group</th><th>Table</th>"
               "<th class='n'>Yellow</th><th class='n'>Counters</th><th class='n'>Extra stakes</th>"
               "<th class='n'>Net</th><th>Prize</th></tr>")
    for r in rows(ev):
        cls = " class='prize'" if r["prize"] else ""
        out.append(f"<tr{cls}><td class='n'>{r['place']}</td><td>{e(str(r['name']))}</td>"
                   f"<td>{e(str(r['group']))}</td><td class='n'>{r['table']}</td>"
                   f"<td class='n yellow'>{r['yellow']}</td><td class='n'>{r['counters']}</td>"
                   f"<td class='n'>{r['extra_stakes']}</td><td class='n'>{r['net']}</td>"
                   f"<td>{e(str(r['prize']))}</td></tr>")
    out.append("</table>")
    if ev.rounds:
        out.append("<h2 class='rounds'>Round by round</h2><table><tr><th>Round</th>"
                   "<th>Yellow counter</th><th>Went down</th><th>Moved up</th><th>Broke</th></tr>")
        for rec in ev.rounds:
            ups = [m["player"] for m in rec["moves"] if m["to"] < m["from"] and "won" in m["reason"]]
            out.append(f"<tr><td class='n'>{rec['round']}</td><td>{e(rec['yellow'])}</td>"
                       f"<td>{e(rec['down'])}</td><td>{e(', '.join(ups))}</td>"
                       f"<td>{e(', '.join(rec['broke']))}</td></tr>")
        out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)


def sheet_stem(ev: Evening) -> str:
    """The evening's score sheets' name, by the date and time it began
    ("score-sheet 2026-11-28 20.15"), so that one evening's sheets never overwrite
    another's (play-test round 4: the second evening's overwrote the first's)."""
    try:
        when = _dt.datetime.fromisoformat(ev.started_at)
    except (TypeError, ValueError):
        return "score-sheet"
    return f"score-sheet {when:%Y-%m-%d %H.%M}"


def _announced(ev: Evening) -> list[Announcement]:
    """The prizes as the host's prizes screen announces them (none before the end)."""
    final = ev.final or {}
    if not final:
        return []
    c = ev.config
    return announce(c.guests, final["counters"], final.get("extra_stakes", {}), final.get("yellow", {}),
                    c.group_names, ev.prizes(), c.one_prize_each, c.booby_by)


def write_sheets(ev: Evening, folder: Path, stem: str | None = None) -> list[Path]:
    """Write ``stem.csv`` and ``stem.html`` into ``folder`` (the stem by default the
    evening's own, :func:`sheet_stem`); return the paths."""
    stem = stem or sheet_stem(ev)
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / f"{stem}.csv", folder / f"{stem}.html"]
    paths[0].write_text(to_csv(ev), encoding="utf-8")
    paths[1].write_text(to_html(ev), encoding="utf-8")
    return paths
