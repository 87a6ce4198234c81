// The evening on a television: every table, the standings, the moves, the bell.  It is
// given the evening's code in the address (/tv#CODE) and shows only what is public.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const code = location.hash.slice(1).toUpperCase();
  let rungFor = null, retry = 0;
  const audio = new Audio("/static/bell.wav");

  function connect() {
    const ws = new WebSocket("ws://" + location.host + "/ws");
    ws.onopen = () => { retry = 0; ws.send(JSON.stringify({ type: "watch", code: code })); };
    ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === "overview") draw(m); else if (m.type === "lobby") lobby(m); else if (m.type === "error") $("round").textContent = m.message; };
    ws.onclose = () => { retry = Math.min(retry + 1, 6); setTimeout(connect, 500 * retry); };
  }
  function li(text, cls) { const e = document.createElement("li"); e.textContent = text; if (cls) e.className = cls; return e; }
  function lobby(m) {
    $("round").textContent = "Guests arriving: " + m.guests.join(", ");
    $("addr").textContent = m.address; $("code").textContent = m.code;
  }
  function draw(m) {
    const ev = m.evening;
    $("addr").textContent = m.address; $("code").textContent = m.code;
    $("round").textContent = ev.stage === "over" ? "The evening is over" : "Round " + ev.round + (ev.rounds ? " of " + ev.rounds : "");
    const box = $("tables"); box.textContent = "";
    for (const t of m.tables) {
      const d = document.createElement("div");
      d.className = "tv-table" + (t.head ? " head" : "");
      const h = document.createElement("h2");
      const nm = document.createElement("span"); nm.textContent = t.name; h.appendChild(nm);
      if (t.head) { const bm = document.createElement("span"); bm.className = "bellmark"; bm.title = "the bell"; nm.appendChild(bm); }
      const pl = document.createElement("span"); pl.className = "pl"; pl.textContent = t.result ? "" : "pool " + t.pool; h.appendChild(pl);
      d.appendChild(h);
      const ul = document.createElement("ul");
      t.players.forEach((p, i) => {
        const e = li("", (t.to_act === i ? "turn" : "") + (p.holds || t.phase === "waiting" ? "" : " out"));
        const a = document.createElement("span"); a.textContent = (t.dealer === i ? "\u25CF " : "") + p.name + (p.away ? " (away)" : "") + (p.shown ? "  " + p.shown.join(" ") : "");
        const b = document.createElement("span"); b.textContent = p.stack === null ? "" : p.stack;
        e.appendChild(a); e.appendChild(b); ul.appendChild(e);
      });
      d.appendChild(ul);
      if (t.result) { const r = document.createElement("div"); r.className = "res"; r.textContent = t.result.winner + " wins " + t.result.pool; d.appendChild(r); }
      box.appendChild(d);
    }
    const st = $("standings"); st.textContent = "";
    for (const r of m.standings) st.appendChild(li(r.name + " \u2014 " + r.yellow + " yellow, " + r.counters + " counters"));
    const mv = $("moves"); mv.textContent = "";
    if (m.prizes) { $("moves-title").textContent = "The prizes"; for (const p of m.prizes) mv.appendChild(li(p.title + ": " + p.player)); }
    else if (m.moves) { $("moves-title").textContent = "The moves after round " + m.moves.round; for (const x of m.moves.moves) mv.appendChild(li(x.player + ": table " + x.from + " \u2192 " + x.to + " (" + x.reason + ")")); }
    if (ev.bell && rungFor !== null && rungFor !== ev.bell.round) {
      $("bell-who").textContent = ev.bell.winner + " wins the head table's pool"; $("bell").hidden = false;
      audio.play().catch(() => {}); setTimeout(() => { $("bell").hidden = true; }, 3200);
    }
    if (ev.bell) rungFor = ev.bell.round; else if (rungFor === null) rungFor = 0;
  }
  connect();
})();
