// The guest's page, 6 of 6: names kept whole, where to go next between rounds, and the
// evening's end (his own prize and place first, the prizes, the standings).
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
const TITLE = /^(Mrs?\.|Miss|Ms\.?|Dr\.|Colonel|Major|Captain|Judge|Lady|Sir|Rev\.)\s+/;
function whole(name) { return name ? name.replace(TITLE, "$1\u00a0") : name; }
// A name too wide for its tile or row, kept whole, is set a little smaller until it fits.
// Its text is measured against the room inside its padding (play-test round 7: at 390 px
// the dealer's "D", in the padding, covered "Colonel Birch"'s last letters, for a name
// running into the padding does not widen scrollWidth).
function textWidth(e) {
  const r = document.createRange();
  r.selectNodeContents(e);
  return r.getBoundingClientRect().width;
}
function fitNames() {
  for (const e of document.querySelectorAll("#others .seat .nm, #next .standings .who")) {
    e.style.fontSize = "";
    const cs = getComputedStyle(e);
    const room = e.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    let size = parseFloat(cs.fontSize);
    while ((e.scrollWidth > e.clientWidth + 1 || textWidth(e) > room + 0.5) && size > 11) {
      size -= 1;
      e.style.fontSize = size + "px";
    }
  }
  // Figures that must take two lines are one on each, without a dot left hanging at the end
  // of the first ("1 yellow · / 57 counters" at 320 px, play-test round 7).
  // First every row's figures a little smaller, alike, until no row needs two lines
  // (round 8 of issue 37: at 320 px "2 yellow / 57 counters" took two lines on one row only).
  for (const ol of document.querySelectorAll("#next .standings")) {
    const figs = Array.from(ol.querySelectorAll(".fig"));
    for (const f of figs) { f.style.fontSize = ""; f.classList.remove("stacked"); }
    const two = () => figs.some((f) => f.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(f).fontSize));
    let size = figs.length ? parseFloat(getComputedStyle(figs[0]).fontSize) : 0;
    while (figs.length && two() && size > 13) {
      size -= 1;
      for (const f of figs) f.style.fontSize = size + "px";
    }
  }
  for (const f of document.querySelectorAll("#next .standings .fig")) {
    f.classList.remove("stacked");
    const parts = f.querySelectorAll("span");
    // (the dot before a figure may stay on the first line while the figure goes to the next)
    if (parts.length > 1 && parts[parts.length - 1].getBoundingClientRect().bottom >
        parts[0].getBoundingClientRect().bottom + 2) f.classList.add("stacked");
  }
}
window.addEventListener("resize", fitNames);

function ordinal(n) {
  const s = ["th", "st", "nd", "rd"], v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
}
function counters(n) { return n + (n === 1 ? " counter" : " counters"); }

// Between rounds and at the end, the round's end is what matters: where to go, or the
// evening's end with the guest's own prize and place first.  It comes right under the
// header, before the table.
function drawNext(m) {
  const box = $("next");
  box.textContent = "";
  box.hidden = !m.next && !m.prizes;
  const over = m.evening.stage === "over";
  const first = box.hidden ? null : $("game").querySelector("header").nextSibling;
  if (first && first !== box) box.parentNode.insertBefore(box, first);
  if (!first && box.nextSibling !== $("log")) box.parentNode.insertBefore(box, $("log"));
  $("game").classList.toggle("ended", !box.hidden);
  // A result that arrives while the page is scrolled down: brought into sight, once.
  const endKey = box.hidden ? "" : m.evening.stage + ":" + m.evening.round;
  if (endKey && endKey !== drawNext.shownFor) requestAnimationFrame(() => window.scrollTo({ top: 0 }));
  drawNext.shownFor = endKey;
  if (over) {
    const mine = (m.prizes || []).filter((p) => p.yours);
    const h = document.createElement("b");
    h.className = "end-head";
    h.textContent = mine.length ? (mine.length === 1 ? "You won a prize!" : "You won " + mine.length + " prizes!") :
      "The evening is over";
    box.appendChild(h);
    // The last round's bell, said here until the prizes come: the end often comes with it,
    // and the ribbon of a round's bell has no place on the end screen (play-test round 10 of
    // issue 37: the last bell was never seen on a phone).
    if (m.evening.bell && !(m.prizes && m.prizes.length)) {
      const b = document.createElement("p");
      b.className = "end-bell";
      b.textContent = "The bell! " + m.evening.bell.winner + " wins the head table's pool: the last round is over.";
      box.appendChild(b);
    }
    // Which prize, and why, in one line each, next to his place: a booby prize above "8th
    // of 8" with nothing to explain it read as a mistake (round 6 of issue 37).
    for (const p of mine) {
      const w = document.createElement("p");
      w.className = "won-why";
      w.appendChild(Object.assign(document.createElement("span"), { className: "pt", textContent: p.title }));
      // The why on a line of its own, as the prizes' list says it ("For the most counters of
      // ..."): after a title with a colon of its own, ": the most counters ..." read badly
      // (party round 13: "Gentlemen: most counters: the most counters of the Gentlemen ...").
      if (p.why) {
        w.appendChild(document.createElement("br"));
        w.appendChild(document.createTextNode("For " + p.why + "."));
      } else w.appendChild(document.createTextNode("."));
      box.appendChild(w);
    }
    if (m.standing) {
      const st = m.standing, p = document.createElement("p");
      p.className = "standing";
      // His own row's place, as the standings below number it; one level with him is named
      // ("equal 4th" beside rows 4 and 5 read as a contradiction: round 5 of issue 37).
      const level = st.level || [];
      p.textContent = "You finished " + (st.shared ? "equal " : "") + ordinal(st.place) + " of " + st.of +
        ", with " + (st.yellow ? st.yellow + " yellow and " : "") + counters(st.net) +
        (st.extra ? " net of your fresh stakes" : "") +
        (level.length ? ", as many as " + (level.length === 1 ? whole(level[0]) :
          level.slice(0, -1).map(whole).join(", ") + " and " + whole(level[level.length - 1])) : "") + ".";
      box.appendChild(p);
    }
    if (mine.length) {
      const e = document.createElement("p");
      e.className = "over-line";
      e.textContent = "The evening is over.";
      box.appendChild(e);
    }
  }
  if (m.next) {
    const at = (m.next.name.startsWith("Table") ? "" : "the ") + m.next.name;
    // In the end's sentence a table is named as a sentence names it: "at the head table".
    const inLine = m.next.name.startsWith("Table") ? m.next.name : "the " + m.next.name.charAt(0).toLowerCase() + m.next.name.slice(1);
    const b = document.createElement(over ? "p" : "b");
    b.textContent = over ? "Your last deal was at " + inLine + "." : (m.next.moved ? "Go to " : "Stay at ") + at;
    box.appendChild(b);
    if (m.next.why && !over) {
      const s = document.createElement("small");
      s.textContent = m.next.why;
      box.appendChild(s);
    }
  }
  if (!over && m.next) {
    const c = document.createElement("p");
    c.id = "countdown";
    c.className = "countdown";
    box.appendChild(c);
  }
  if (m.me && m.me.done_for && m.me.done_for.length) {
    // What was done in his name this round, while he was away: said with its end.
    const d = document.createElement("ul");
    d.className = "done-for";
    for (const line of m.me.done_for) {
      const li = document.createElement("li");
      li.textContent = line;
      d.appendChild(li);
    }
    box.appendChild(d);
  }
  if (m.prizes) prizeList(box, m.prizes, true);
  if (m.prizes && m.prizes_more) {
    const p = document.createElement("p");
    p.className = "prizes-more";
    p.textContent = m.prizes_more === 1 ? "One more prize to come: watch the host's screen." :
      m.prizes_more + " more prizes to come: watch the host's screen.";
    box.appendChild(p);
  }
  else if (!m.prizes && over && m.evening.prizes_soon) {
    const p = document.createElement("p");
    p.textContent = "The host gives the prizes in a moment: watch the host's screen.";
    box.appendChild(p);
    box.hidden = false;
  }
  if (over && m.standings) standingsList(box, m.standings, m.you);
  drawCountdown();
}

// The evening's standings at the end, each name whole.
function standingsList(box, rows, you) {
  const h = document.createElement("p");
  h.className = "prizes-title";
  h.textContent = "The standings";
  box.appendChild(h);
  const ol = document.createElement("ol");
  ol.className = "standings";
  // Each row its own grid: place, name, figures; a long name or the figures wrap inside
  // their own cell, never onto the next row's line (round 3 of issue 37, at 320 px).
  rows.forEach((r, i) => {
    const li = document.createElement("li");
    li.className = r.name === you ? "yours" : "";
    const at = document.createElement("span");
    at.className = "at";
    at.textContent = (r.place || i + 1) + ".";
    const nm = document.createElement("span");
    nm.className = "who";
    nm.textContent = r.name === you ? "You" : whole(r.name);
    const fig = document.createElement("span");
    fig.className = "fig";
    for (const part of [r.yellow ? r.yellow + " yellow" : "", counters(r.net)]) {
      if (part) fig.appendChild(Object.assign(document.createElement("span"), { textContent: part }));
    }
    li.appendChild(at);
    li.appendChild(nm);
    li.appendChild(fig);
    ol.appendChild(li);
  });
  box.appendChild(ol);
}

// Every prize, as the host's prizes screen has it: who takes it, or "Not given" and why;
// a prize this guest won says so.
function prizeList(box, prizes, saidAbove) {
  const mine = prizes.filter((p) => p.yours);
  if (mine.length && !saidAbove) {
    const w = document.createElement("p");
    w.className = "won-prize";
    w.textContent = (mine.length === 1 ? "You won a prize: " : "You won prizes: ") +
      mine.map((p) => "\u201c" + p.title + "\u201d").join(" and ") + "!";
    box.appendChild(w);
  }
  const h = document.createElement("p");
  h.className = "prizes-title";
  h.textContent = "The prizes";
  box.appendChild(h);
  const ol = document.createElement("ul");
  ol.className = "prizes";
  for (const p of prizes) {
    const li = document.createElement("li");
    li.className = p.yours ? "yours" : (p.player ? "" : "not-given");
    li.textContent = p.title + ": " + (p.player ? (p.yours ? "you" : whole(p.player)) : "not given");
    if (p.player && p.why) {  // why the winner takes it, as the end's first lines say for one's own
      const s = document.createElement("small");
      s.className = "why";
      s.textContent = "For " + p.why + ".";
      li.appendChild(s);
    }
    if (p.note) {
      const s = document.createElement("small");
      s.textContent = p.player ? p.note : p.note.replace(/^Not given: (.)/, (_, c) => c.toUpperCase());
      li.appendChild(s);
    }
    ol.appendChild(li);
  }
  box.appendChild(ol);
}
