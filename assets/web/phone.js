// Parlour Poker on a guest's phone: join with the evening's code, then play one seat.
// The seat's token stays in this browser (localStorage), so a reload, a sleep or a lost
// network brings the guest back to the same seat.  The server sends only what this
// seat may see; this page shows it and sends taps back.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const TOKEN = "parlour-poker-token";
  let ws = null, retry = 0, state = null, token = localStorage.getItem(TOKEN);
  let marked = new Set(), amounts = {}, rungFor = null, joinGroup = "", audio = null;
  let lastHandKey = "";

  function show(id) {
    for (const s of ["join", "lobby", "game"]) $(s).hidden = s !== id;
  }
  function toast(text) {
    const t = $("toast");
    t.textContent = text;
    t.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { t.hidden = true; }, 4000);
  }
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
    else toast("Not connected yet: a moment...");
  }

  // ---------------------------------------------------------------- the connection
  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    ws = new WebSocket(url);
    ws.onopen = () => {
      retry = 0;
      $("offline").hidden = true;
      if (token) send({ type: "hello", token: token });
      else { show("join"); askNames(); }
    };
    ws.onmessage = (e) => receive(JSON.parse(e.data));
    ws.onclose = () => {
      $("offline").hidden = false;
      ws = null;
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 400 * retry);
    };
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && (!ws || ws.readyState > 1)) connect();
  });

  function receive(m) {
    if (m.type === "error") {
      if (!state && token && /no seat|join with the code/.test(m.message)) {
        localStorage.removeItem(TOKEN);  // an evening that is gone: join the new one
        token = null;
        show("join");
        askNames();
      }
      toast(m.message);
    } else if (m.type === "names") {
      drawNames(m);
    } else if (m.type === "welcome") {
      token = m.token;
      localStorage.setItem(TOKEN, token);
    } else if (m.type === "lobby") {
      show("lobby");
      $("lobby-name").textContent = "Welcome, " + m.you;
      $("lobby-guests").textContent = "Here so far: " + m.guests.join(", ");
    } else if (m.type === "gone") {
      localStorage.removeItem(TOKEN);
      token = null;
      state = null;
      show("join");
      toast(m.message);
    } else if (m.type === "state") {
      state = m;
      show("game");
      draw(m);
    }
  }

  // ---------------------------------------------------------------- joining
  function askNames() {
    const code = $("code").value.trim().toUpperCase();
    if (code.length >= 4) send({ type: "names", code: code });
  }
  function drawNames(m) {
    const box = $("names");
    box.textContent = "";
    for (const n of m.names) {
      const b = document.createElement("button");
      b.textContent = n;
      b.onclick = () => { $("name").value = n; join(); };
      box.appendChild(b);
    }
    $("names-box").hidden = m.names.length === 0;
    $("new-box").hidden = !m.open;
    const g = $("groups");
    g.textContent = "";
    for (const key of ["red", "blue"]) {
      const b = document.createElement("button");
      b.textContent = m.groups[key];
      b.className = joinGroup === key ? "chosen" : "";
      b.onclick = () => { joinGroup = key; drawNames(m); };
      g.appendChild(b);
    }
  }
  function join() {
    unlockSound();
    const code = $("code").value.trim().toUpperCase();
    const name = $("name").value.trim();
    if (!name) { toast("Tap your name, or type it"); return; }
    send({ type: "join", code: code, name: name, group: joinGroup });
  }
  $("code").addEventListener("input", askNames);
  $("join-btn").onclick = join;
  $("name").addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
  if (location.hash.length > 1) $("code").value = location.hash.slice(1).toUpperCase();

  // ---------------------------------------------------------------- the bell
  function unlockSound() {
    if (audio) return;
    audio = new Audio("/static/bell.wav");
    audio.volume = 0.0;
    audio.play().then(() => { audio.pause(); audio.currentTime = 0; audio.volume = 1.0; }).catch(() => {});
  }
  document.addEventListener("pointerdown", unlockSound, { once: true });
  function ring(bell) {
    $("bell-who").textContent = bell.winner + " wins the head table's pool";
    $("bell").hidden = false;
    if (audio) { audio.volume = 1.0; audio.currentTime = 0; audio.play().catch(() => {}); }
    if (navigator.vibrate) navigator.vibrate([250, 120, 250, 120, 400]);
    setTimeout(() => { $("bell").hidden = true; }, 3200);
  }
  $("bell").onclick = () => { $("bell").hidden = true; };
  $("back-btn").onclick = () => { if (token) send({ type: "hello", token: token }); };

  // ---------------------------------------------------------------- the table
  function draw(m) {
    const t = m.table, ev = m.evening;
    $("t-num").textContent = t.head ? "Head" : t.booby ? "Booby" : "Table " + t.number;
    $("t-name").textContent = t.head ? "table 1, with the bell" : t.booby ? "table " + t.number : "of " + ev.tables;
    $("round").textContent = ev.stage === "over" ? "The evening is over" :
      "Round " + ev.round + (ev.rounds ? " of " + ev.rounds : "");
    $("mine").textContent = (m.me.counters === null ? "" : m.me.counters + " counters") +
      (m.me.yellow ? " \u00b7 " + m.me.yellow + " yellow" : "");
    if (ev.bell && rungFor !== null && rungFor !== ev.bell.round) ring(ev.bell);
    if (ev.bell) rungFor = ev.bell.round; else if (rungFor === null) rungFor = 0;

    // the others
    const others = $("others");
    others.textContent = "";
    t.players.forEach((p, i) => {
      if (i === m.seat) return;
      const d = document.createElement("div");
      d.className = "seat" + (t.to_act === i ? " turn" : "") + (p.holds || t.phase === "waiting" ? "" : " out");
      const nm = document.createElement("span");
      nm.className = "nm";
      nm.textContent = p.name + (p.away ? " (away)" : "");
      d.appendChild(nm);
      const ct = document.createElement("span");
      ct.className = "ct";
      ct.textContent = (p.stack === null ? "" : p.stack) + (p.put ? " \u00b7 in " + p.put : "");
      d.appendChild(ct);
      if (t.dealer === i) { const dl = document.createElement("span"); dl.className = "dl"; dl.textContent = "D"; d.appendChild(dl); }
      const mini = document.createElement("div");
      mini.className = "mini";
      if (p.shown) p.shown.forEach((c) => mini.appendChild(PPCards.face(c)));
      else if (p.holds) for (let k = 0; k < 5; k++) mini.appendChild(PPCards.back("blue"));
      d.appendChild(mini);
      if (p.drew !== null && p.drew !== undefined) {
        const n = document.createElement("span");
        n.className = "note";
        n.textContent = p.drew ? "drew " + p.drew : "stood pat";
        d.appendChild(n);
      }
      others.appendChild(d);
    });

    $("pool").textContent = "Pool " + t.pool;
    const st = $("status");
    const mine = t.to_act === m.seat && m.legal.length > 0;
    st.className = "status" + (mine ? " you" : "");
    if (t.result) st.textContent = t.result.winner + " wins the pool of " + t.result.pool;
    else if (mine) st.textContent = "Your turn";
    else if (t.to_act !== null && t.to_act !== undefined && t.players[t.to_act])
      st.textContent = t.players[t.to_act].name + " to act";
    else if (ev.stage === "between") st.textContent = "Between rounds: the moves";
    else st.textContent = t.phase === "waiting" ? "Waiting for the deal" : "";

    // Acted for while away (time ran out, or the phone slept): one tap brings the seat back.
    $("back-btn").hidden = !m.me.away || ev.stage === "over";
    drawHand(m);
    drawActions(m);
    drawNext(m);
    const log = $("log");
    log.textContent = "";
    for (const line of m.log) { const li = document.createElement("li"); li.textContent = line; log.appendChild(li); }
    log.hidden = m.log.length === 0;
    log.scrollTop = log.scrollHeight;
  }

  function drawHand(m) {
    const drawing = m.legal.some((a) => a.kind === "draw");
    const key = m.table.deal + ":" + m.hand.join(",");
    if (key !== lastHandKey) { marked = new Set(); lastHandKey = key; }
    const hand = $("hand");
    const me = m.table.players[m.seat];
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
        drawHand(m);
        drawActions(m);
      };
      hand.appendChild(slot);
    });
  }

  function button(text, cls, onclick) {
    const b = document.createElement("button");
    b.textContent = text;
    b.className = cls || "";
    b.onclick = onclick;
    return b;
  }

  function act(kind, amount, cards) {
    unlockSound();
    send({ type: "act", action: kind, amount: amount || 0, cards: cards || [], deal: state.table.deal });
  }

  function drawActions(m) {
    const box = $("actions");
    box.textContent = "";
    for (const a of m.legal) {
      if (a.kind === "raise" || a.kind === "bet" || a.kind === "open" || a.kind === "blind") {
        const k = a.kind;
        let v = Math.min(Math.max(amounts[k] || a.low, a.low), a.high);
        const row = document.createElement("div");
        row.className = "amount";
        const word = { raise: "Raise", bet: "Bet", open: "Open for", blind: "Blind" }[k];
        const main = button(word + " " + v, "act gold", () => act(k, v));
        main.dataset.kind = k;
        row.appendChild(button("\u2212", "", () => { amounts[k] = Math.max(a.low, v - 1); drawActions(m); }));
        row.appendChild(main);
        row.appendChild(button("+", "", () => { amounts[k] = Math.min(a.high, v + 1); drawActions(m); }));
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
    if (m.legal.some((a) => a.kind === "draw")) {
      const p = document.createElement("p");
      p.className = "hint";
      p.style.gridColumn = "1 / -1";
      p.textContent = "Tap the cards to discard, then draw (Law 22).";
      box.appendChild(p);
    }
  }

  function drawNext(m) {
    const box = $("next");
    box.textContent = "";
    box.hidden = !m.next && !m.prizes;
    if (m.next) {
      const b = document.createElement("b");
      const over = m.evening.stage === "over";
      const at = (m.next.name.startsWith("Table") ? "" : "the ") + m.next.name;
      b.textContent = over ? "You finished at " + at : (m.next.moved ? "Go to " : "Stay at ") + at;
      box.appendChild(b);
      if (m.next.why && !over) {
        const s = document.createElement("small");
        s.textContent = m.next.why;
        box.appendChild(s);
      }
    }
    if (m.prizes) {
      const ol = document.createElement("ul");
      ol.className = "prizes";
      for (const p of m.prizes) {
        const li = document.createElement("li");
        li.textContent = p.title + ": " + p.player;
        ol.appendChild(li);
      }
      box.appendChild(ol);
    }
  }

  show(token ? "lobby" : "join");
  if (token) $("lobby-name").textContent = "Coming back to your seat...";
  connect();
})();
