// The guest's page, 5 of 6: the action panel (exactly the actions the laws allow now, with
// their amounts) and the notice of a round he missed.
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
function button(text, cls, onclick) {
  const b = document.createElement("button");
  b.textContent = text;
  b.className = cls || "";
  b.onclick = onclick;
  return b;
}
function hint(box, text) {
  const p = document.createElement("p");
  p.className = "hint wide";
  p.textContent = text;
  box.appendChild(p);
}

function act(kind, amount, cards) {
  unlockSound();
  amounts = {};  // the turn is answered: the next one starts at the least
  send({ type: "act", action: kind, amount: amount || 0, cards: cards || [], deal: state.table.deal });
}

function drawActions(m) {
  const box = $("actions");
  box.textContent = "";
  // His turn: the small phone's page makes room for every button of it (round 6 of issue 37).
  $("game").classList.toggle("my-turn", m.legal.length > 0 && !(m.me && m.me.away));
  // Each turn starts at the least raise: the amount set last turn is not carried into
  // later turns and deals (round 6 of issue 37: "Raise 3" offered at the next round).
  if (!m.legal.length) amounts = {};
  if (m.me && m.me.away && m.evening.stage !== "over") return;  // "I'm back" first: no action meanwhile
  for (const a of m.legal) {
    if (a.kind === "raise" || a.kind === "bet" || a.kind === "open" || a.kind === "blind") {
      const k = a.kind;
      let v = Math.min(Math.max(amounts[k] || a.low, a.low), a.high);
      const row = document.createElement("div");
      row.className = "amount";
      const word = { raise: "Raise", bet: "Bet", open: "Open for", blind: "Blind" }[k];
      // A raise is over what staying costs: the button says what it puts up in all.
      const call = m.legal.find((x) => x.kind === "call");
      const cost = k === "raise" && call ? call.low + v : v;
      const main = button(word + " " + v + (cost !== v ? " (put up " + cost + ")" : ""), "act gold", () => act(k, v));
      main.dataset.kind = k;
      const less = button("\u2212", "step", () => { amounts[k] = Math.max(a.low, v - 1); drawActions(m); });
      const more = button("+", "step", () => { amounts[k] = Math.min(a.high, v + 1); drawActions(m); });
      less.disabled = v <= a.low;  // the ends of the range look it
      more.disabled = v >= a.high;
      less.setAttribute("aria-label", "less");
      more.setAttribute("aria-label", "more");
      row.appendChild(less);
      row.appendChild(main);
      row.appendChild(more);
      box.appendChild(row);
    } else if (a.kind === "draw") {
      const n = marked.size;
      const b = button(n ? "Draw " + n : "Stand pat", "gold", () => act("draw", 0, Array.from(marked)));
      b.dataset.kind = "draw";
      box.appendChild(b);
    } else {
      const b = button(a.label, a.kind === "abandon" ? "warn" : "", () => act(a.kind, a.low));
      b.dataset.kind = a.kind;
      box.appendChild(b);
    }
  }
  if (m.legal.some((a) => a.kind === "draw")) hint(box, "Tap the cards to discard, then draw (Law 22).");
  if (m.legal.some((a) => a.kind === "straddle"))
    hint(box, "A straddle is a second blind, double the last, put up before anyone sees a card; " +
      "you need not: \u201cNo straddle\u201d passes it by (Law 17).");
}

// The rounds that ended while this phone was closed or asleep: what happened there and
// what was done in the guest's name, first on the screen until he says he has read it.
function drawMissed(m) {
  const box = $("missed");
  // First on the screen, always (docs/party.md); but on his turn only its heading, folded,
  // so that his cards and buttons stay in sight while his clock runs: a tap opens it.
  const mine = m.legal.length > 0 && !(m.me && m.me.away);
  const before = $("others");
  if (box.nextSibling !== before) box.parentNode.insertBefore(box, before);
  box.textContent = "";
  // A height fitted while it was open on his turn goes with the turn: kept, the box was
  // shorter than its lines and "I have read it" lay under the tiles (round 5 of issue 37).
  box.style.maxHeight = "";
  box.classList.remove("on-turn");
  $("game").classList.remove("notice-on-turn", "notice-folded");
  const missed = m.missed || [];
  box.hidden = missed.length === 0;
  if (!missed.length) return;
  const h = document.createElement("b");
  h.textContent = missed.length === 1 ? "While you were away, a round ended" :
    "While you were away, " + missed.length + " rounds ended";
  box.appendChild(h);
  const opened = drawMissed.opened === missed.map((r) => r.round).join(",");
  if (mine && !opened) {
    const s = document.createElement("small");
    s.className = "mr";
    s.textContent = "Your turn first: tap here to read it now, or after your move.";
    box.appendChild(s);
    box.classList.add("folded");
    $("game").classList.add("notice-folded");
    box.onclick = () => { drawMissed.opened = missed.map((r) => r.round).join(","); drawMissed(m); };
    return;
  }
  box.classList.remove("folded");
  box.onclick = null;
  // Opened on his turn: a box of its own size that scrolls, so that his clock, cards and
  // buttons stay where they were, in sight (round 3 of issue 37).
  box.classList.toggle("on-turn", mine);
  $("game").classList.toggle("notice-on-turn", mine);
  if (mine) {
    const f = document.createElement("small");
    f.className = "mr fold";
    f.textContent = "Your turn goes on below. Tap here to fold this.";
    f.onclick = () => { drawMissed.opened = null; drawMissed(m); };
    box.appendChild(f);
    // Where the turn really is, once laid out: sideways its clock is above this box and
    // its buttons beside it (round 5 of issue 37: "below" when it was above).
    // The words may take another line: the box is fitted again to end on a whole line.
    requestAnimationFrame(() => foldWords(true));
  }
  for (const r of missed) {
    const p = document.createElement("p");
    p.className = "mr";
    p.textContent = "Round " + r.round + ", at the " + r.table.charAt(0).toLowerCase() + r.table.slice(1);
    box.appendChild(p);
    const ul = document.createElement("ul");
    for (const line of r.lines) {
      const li = document.createElement("li");
      li.textContent = line;
      ul.appendChild(li);
    }
    box.appendChild(ul);
  }
  box.appendChild(button("I have read it", "gold", () => {
    send({ type: "seen", rounds: missed.map((r) => r.round) });
    box.hidden = true;
    $("game").classList.remove("notice-on-turn");
  }));
  if (mine) fitMissed(box);
}
function whereTurn(box) {
  const b = box.getBoundingClientRect(), st = $("status").getBoundingClientRect();
  const act = $("actions").getBoundingClientRect();
  const above = st.bottom <= b.top + 1, beside = act.left >= b.right - 1 || act.right <= b.left + 1;
  return above && beside ? "above and beside this" : above ? "above" : beside ? "beside this" : "below";
}
// The height the box opened on his turn may take: down to the screen's foot, less what of
// the turn lies under it (that moves down as the box grows, and stays in sight).
function missedRoom(box) {
  const b = box.getBoundingClientRect(), h = window.innerHeight;
  let room = h - b.top - 8;
  const under = [...document.querySelectorAll("#status, #clock-why, #hand, #actions > *")]
    .filter((e) => e.offsetParent && e.getBoundingClientRect().height > 0)
    .map((e) => e.getBoundingClientRect()).filter((r) => r.top >= b.bottom - 1);
  if (under.length) room = Math.min(room, b.height + h - Math.max(...under.map((r) => r.bottom)) - 6);
  return room;
}
// The box opened on his turn is short, and scrolls: it ends on a whole line, not half of
// one, and says that the rest is below (play-test round 4: it cut its own last line).
function fitMissed(box) {
  box.style.maxHeight = "";
  box.querySelectorAll(".more-cue").forEach((e) => e.remove());
  // As tall as the screen allows with the turn's clock, cards and buttons still in sight:
  // read first (round 14 of issue 37: at 390x844 it opened a heading's height and a cue).
  const space = missedRoom(box);
  if (space > box.clientHeight + 1) box.style.maxHeight = Math.floor(space) + "px";
  if (box.scrollHeight <= box.clientHeight + 1) return;
  const cue = document.createElement("small");
  cue.className = "more-cue";
  cue.textContent = "More below: scroll this box \u25be";
  box.appendChild(cue);
  const top = box.getBoundingClientRect().top + box.clientTop;
  const room = box.clientHeight - cue.offsetHeight - 4;
  let end = 0;
  for (const e of box.querySelectorAll("b, .mr, li, button")) {
    const r = e.getBoundingClientRect();
    const bottom = r.bottom - top + box.scrollTop;  // from the box's top, however scrolled
    if (bottom <= room) end = Math.max(end, bottom);
  }
  if (end <= 0) return;
  box.style.maxHeight = Math.ceil(end + cue.offsetHeight + 6 + box.clientTop * 2) + "px";
  // The cue keeps to the box's foot as it scrolls: its top comes just under the last whole line.
  // (Within the gap under that line, before the next begins: round 6 of issue 37 found the
  // cue over the next line's top.)
  const off = cue.getBoundingClientRect().top - (top + end) - 1;
  if (Math.abs(off) > 0.5) box.style.maxHeight = Math.floor(parseFloat(box.style.maxHeight) - off) + "px";
}

// A name is never broken between its title and the surname ("Miss / Beauchamp" at 320 px,
// round 5 of issue 37): the two are joined by a space that does not break.

// The fold line of the notice opened on his turn: where his turn is and that its clock runs
// while he reads, with the seconds left (round 8 of issue 37: the away summary ate the
// turn's clock and nothing said so).  Said again each half second with the clock.
function foldWords(fit) {
  const box = $("missed"), f = box && box.querySelector(".mr.fold");
  if (!f || !state) return;
  const left = secondsLeft(state);
  const said = "Your turn goes on " + whereTurn(box) + (left !== null ? ", and its clock runs: " + left + " s left" : "") +
    ". Tap here to fold this.";
  if (f.textContent !== said) {
    const tall = f.offsetHeight;
    f.textContent = said;
    if (fit || f.offsetHeight !== tall) fitMissed(box);
  }
}
