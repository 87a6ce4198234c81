// The guest's page, 4 of 6: the table - the others' seats, the pool, the log and his own
// hand - drawn from each state message.
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
// ---------------------------------------------------------------- the table
function seatTile(m, p, i) {
  const t = m.table;
  const d = document.createElement("div");
  const me = i === m.seat;
  d.className = "seat" + (me ? " me" : "") + (t.to_act === i && !t.result ? " turn" : "") + (p.gone && !me ? " gone" : "") +
    (p.holds || t.phase === "waiting" ? "" : " out") + (p.shown ? " shown" : "") +
    (t.result && t.result.winner === p.name ? " won" : "") + (t.dealer === i ? " dealer" : "");
  const nm = document.createElement("span");
  nm.className = "nm";
  // Away as the host's window says it: marked away, or his phone closed (round 3 of issue 37).
  const over = m.evening.stage === "over";
  nm.textContent = (me ? "You" : whole(p.name)) + (p.away && !over ? " (away)" : p.gone && !me && !over ? " (phone away)" : "");
  d.appendChild(nm);
  const ct = document.createElement("span");
  ct.className = "ct";
  ct.textContent = (p.stack === null ? "" : p.stack) + (p.put && !t.result ? " \u00b7 in " + p.put : "");
  d.appendChild(ct);
  if (t.dealer === i) {
    const dl = document.createElement("span");
    dl.className = "dl";
    dl.textContent = "D";
    dl.title = "the dealer";
    d.appendChild(dl);
  }
  if (!me) {
    const mini = document.createElement("div");
    mini.className = "mini";
    if (p.shown) {
      p.shown.forEach((c) => mini.appendChild(PPCards.face(c)));
      // A shown hand is read at arm's length: a tap shows it as big as one's own.
      d.onclick = () => zoom(p.name, p.shown);
    } else if (p.holds && (m.hand.length > 0 || !["blind", "straddle"].includes(t.phase)))
      for (let k = 0; k < 5; k++) mini.appendChild(PPCards.back("blue"));  // none before the deal
    d.appendChild(mini);
  }
  if (p.drew !== null && p.drew !== undefined) {
    const n = document.createElement("span");
    n.className = "note";
    n.textContent = p.drew ? "drew " + p.drew : "stood pat";
    d.appendChild(n);
  }
  return d;
}
function zoom(name, cards) {
  const z = $("zoom");
  z.textContent = "";
  const h = document.createElement("p");
  h.textContent = name + "'s hand";
  z.appendChild(h);
  const row = document.createElement("div");
  row.className = "zoom-cards";
  cards.forEach((c) => row.appendChild(PPCards.face(c)));
  z.appendChild(row);
  const s = document.createElement("small");
  s.textContent = "Tap to close";
  z.appendChild(s);
  z.hidden = false;
}
$("zoom").onclick = () => { $("zoom").hidden = true; };

function draw(m) {
  const t = m.table, ev = m.evening;
  // While the host's window draws the seats, where he sits is its surprise: not shown yet.
  document.body.classList.toggle("drawing", !!ev.drawing);
  $("t-num").textContent = ev.drawing ? "The draw" : t.head ? "Head" : t.booby ? "Booby" : "Table " + t.number;
  // A middle table's line under its name says which of how many in words of its own: "Table 2"
  // over "of 3" read as "Table 2 / of 3" (party round 13).
  $("t-name").textContent = ev.drawing ? "" : (t.head ? "table 1, with the bell" : t.booby ? "table " + t.number : "table " + t.number + " of " + ev.tables) +
    (t.result && ev.stage !== "playing" ? " \u00b7 the last deal" : "");
  $("round").textContent = ev.stage === "over" ? "The evening is over" :
    "Round " + ev.round + (ev.rounds ? " of " + ev.rounds : "");
  // Each figure whole on its line: "51 counters", then "in 2", "1 yellow" (never "1" and "yellow" apart).
  const mine = $("mine");
  mine.textContent = "";
  for (const part of [m.me.counters === null ? "" : m.me.counters + " counters",
                      m.me.put && !t.result ? "in " + m.me.put : "",
                      m.me.yellow ? m.me.yellow + " yellow" : ""]) {
    if (part) mine.appendChild(Object.assign(document.createElement("span"), { textContent: part }));
  }
  if (ev.bell && rungFor !== null && rungFor !== ev.bell.round) ring();
  if (ev.bell) rungFor = ev.bell.round; else if (rungFor === null) rungFor = 0;
  $("bell-who").textContent = ev.bell ? ev.bell.winner + " wins the head table's pool" : "";
  $("bell").hidden = !ev.bell || ev.stage === "over" || !!ev.drawing;

  const others = $("others");
  others.textContent = "";
  if (!ev.drawing) t.players.forEach((p, i) => others.appendChild(seatTile(m, p, i)));

  $("pool").textContent = "Pool " + (t.result ? t.result.pool : t.pool);
  $("pool").hidden = !!ev.drawing || !!ev.seated;  // no pool before the first deal
  drawStatus(m);

  // Acted for while away (time ran out, or the phone slept): what was done, and why,
  // and one tap brings the seat back - however the phone came back.
  const away = m.me.away && ev.stage !== "over";
  $("away").hidden = !away;
  $("acted-for").textContent = m.me.acted_for || "You were away, so the table went on without you.";
  drawMissed(m);
  drawSitOut(m);
  drawHand(m);
  drawActions(m);
  drawNext(m);
  const log = $("log");
  log.textContent = "";
  for (const line of m.log) { const li = document.createElement("li"); li.textContent = plain(line); log.appendChild(li); }
  log.hidden = m.log.length === 0;
  fitLogSideways(log);
  log.scrollTop = log.scrollHeight;
  requestAnimationFrame(refitLog);  // once what is above it has settled (the fitted names)
  keepNewestInSight(log);
  fitNames();
}

// Sideways the log is the last box of a column (the right one's under the cards, or on his
// turn the left one's under the table's tiles): it ends at the screen's foot, not below it, so that its newest line is in sight
// (round 8 of issue 37: at 844x390 the box ran past the fold with the newest lines under it).
function fitLogSideways(log) {
  log.style.maxHeight = log.style.minHeight = log.style.paddingTop = log.style.paddingBottom = "";
  if (log.hidden || !matchMedia("(orientation: landscape) and (max-height: 560px)").matches) return;
  const line = parseFloat(getComputedStyle(log).fontSize) * 1.6;
  const room = innerHeight - (log.getBoundingClientRect().top + scrollY) - 4;
  // Under three rows of buttons there is room for one line: the newest, with a thin margin
  // (the box scrolls for the ones before it).
  if (room < 2 * line + 16) log.style.paddingTop = log.style.paddingBottom = "3px";
  const height = Math.max(line + 6, room);
  log.style.maxHeight = log.style.minHeight = Math.floor(Math.min(height, log.scrollHeight + 2)) + "px";
}
function refitLog() { const log = $("log"); if (log) { fitLogSideways(log); log.scrollTop = log.scrollHeight; } }
addEventListener("resize", refitLog);
// The page's own fonts, come after the first drawing, move what is above the log.
if (document.fonts && document.fonts.ready) document.fonts.ready.then(refitLog);

// The log's box grows and shrinks with what is around it (a ribbon, a result, the buttons):
// while its newest line is in sight it stays so, or a guest reads the line before last.
function keepNewestInSight(log) {
  if (keepNewestInSight.watching) return;
  keepNewestInSight.watching = true;
  let atFoot = true;
  log.addEventListener("scroll", () => { atFoot = log.scrollTop + log.clientHeight >= log.scrollHeight - 4; });
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => { if (atFoot) log.scrollTop = log.scrollHeight; }).observe(log);
  }
}

// A log line's closing citation - "(Law 11)", "(Laws 18, 28)", "(Foster)" - is for the
// host's window and the score sheet; a phone has no room for it.
const CITATION = /\s*\((?:Laws? [^()]*|Foster[^()]*|Schenck[^()]*|the code of laws[^()]*|Hoyle's Games Modernized[^()]*|the Britannica[^()]*)\)(?=\.?$)/;
function plain(line) { return line.replace(CITATION, ""); }

function drawHand(m) {
  const drawing = m.legal.some((a) => a.kind === "draw");
  const key = m.table.deal + ":" + m.hand.join(",");
  if (key !== lastHandKey) {
    // Cards marked for the draw survive a reload or a reopened browser (kept for this deal
    // and hand only).
    marked = new Set();
    try {
      const saved = JSON.parse(localStorage.getItem(MARKED) || "null");
      if (saved && saved.key === key) marked = new Set(saved.cards.filter((c) => m.hand.includes(c)));
    } catch (e) { /* nothing kept */ }
    lastHandKey = key;
  }
  const me = m.table.players[m.seat];
  // The draw is over for this seat (his move, the clock's, or the host's): no card stays
  // marked "discard" beside "stood pat" (play-test 2 of issue 37).
  if (!drawing && marked.size && me && me.drew !== null && me.drew !== undefined) {
    marked = new Set();
    localStorage.removeItem(MARKED);
  }
  const hand = $("hand");
  hand.className = "hand" + (drawing ? " drawing" : "") + (me && !me.holds && m.table.phase !== "waiting" ? " folded" : "");
  hand.textContent = "";
  m.hand.forEach((code) => {
    const slot = document.createElement("div");
    slot.className = "slot" + (marked.has(code) ? " marked" : "");
    slot.dataset.card = code;
    slot.appendChild(PPCards.face(code));
    if (drawing) slot.onclick = () => {
      const high = m.legal.find((a) => a.kind === "draw").high;
      if (marked.has(code)) marked.delete(code);
      else if (marked.size < high) marked.add(code);
      else toast("You may discard at most " + high + " (Law 22)");
      localStorage.setItem(MARKED, JSON.stringify({ key: key, cards: Array.from(marked) }));
      drawHand(m);
      drawActions(m);
    };
    hand.appendChild(slot);
  });
}
