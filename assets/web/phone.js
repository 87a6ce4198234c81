// Parlour Poker on a guest's phone: join with the evening's code, then play one seat.
// The seat's token stays in this browser (localStorage), so a reload, a sleep or a lost
// network brings the guest back to the same seat.  The server sends only what this
// seat may see; this page shows it and sends taps back.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const TOKEN = "parlour-poker-token";
  const MARKED = "parlour-poker-marked";
  const GIVE_UP = 10;  // failed connections in a row before the page offers a button as well
  // Seconds between tries while the host does not answer: quick at first, then every five
  // seconds at most, for as long as it takes (a restarted host is found within seconds: its
  // guest's turn waits for his phone, round 3 of issue 37).
  function retryDelay(n) { return 1000 * Math.min(5, [0.5, 1, 2, 2, 3, 4][n - 1] || 5); }
  let ws = null, retry = 0, failures = 0, state = null, token = localStorage.getItem(TOKEN);
  let marked = new Set(), amounts = {}, rungFor = null, joinGroup = "", audio = null;
  let lastHandKey = "", finished = false, stateAt = 0, namesMsg = null, lobbyMsg = null;
  // When the connection to the host went (null while connected): the clocks stop there, for
  // the host's table is not counting either, and the buttons wait until it answers again.
  let lostAt = null;

  // ---------------------------------------------------------------- what comes next, and when
  // The seconds the server gave, counted down here ("next round in 12 s"), so that nobody
  // wonders whether the evening has stopped.
  function secondsTo(value) {
    if (value === null || value === undefined) return null;
    return Math.max(0, Math.ceil(value - ((lostAt || Date.now()) - stateAt) / 1000));
  }
  function drawLobbyWait() {
    const m = lobbyMsg;
    if (!m || $("lobby").hidden) return;
    const left = secondsTo(m.draw_in);
    $("lobby-sub").textContent = left === null ? "You are in. The host draws the seats when everyone has come." :
      left > 0 ? "You are in. The seats are drawn in " + left + " s." : "You are in. The seats are being drawn.";
  }
  function drawCountdown() {
    const el = $("countdown");
    if (!el || !state) return;
    const ev = state.evening;
    if (ev.stage !== "between") { el.hidden = true; return; }
    const left = secondsTo(ev.next_in);
    el.hidden = false;
    el.textContent = left === null ? "The next round begins when the host goes on, after the moves on his screen." :
      left > 0 ? "Next round in " + left + " s" : "The next round is being dealt";
  }
  setInterval(() => { drawLobbyWait(); drawCountdown(); }, 500);

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
  // A lost connection is said large, at the top, in the flow of the page (it covers no other
  // message): the clock stops and the buttons are dimmed, so that a dead host never looks
  // alive.  The seat and the cards are the host's to keep: the guest only waits.
  function lostWords() {
    return state ? "The host's table is not answering. Wait here: you keep your seat and your cards."
      : "The host's computer is not answering. Wait here: the page tries again by itself.";
  }
  function offline(text, retryButton) {
    if (lostAt === null) lostAt = Date.now();
    document.body.classList.add("lost");
    $("offline").hidden = false;
    $("offline-text").textContent = text;
    // Every phone says the clocks have stopped, not only the one whose turn it is.
    $("offline-sub").textContent = (state && state.evening.stage === "playing" ? "Every clock has stopped until it answers. " : "") +
      (retryButton ? "The page looks again every few seconds." : "Reconnecting...");
    $("retry-btn").hidden = !retryButton;
    if (state) drawStatus(state);
  }
  function online() {
    lostAt = null;
    document.body.classList.remove("lost");
    $("offline").hidden = true;
  }
  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    const sock = new WebSocket(url);
    ws = sock;
    let opened = false;
    sock.onopen = () => {
      opened = true;
      retry = 0;
      failures = 0;
      if (token) send({ type: "hello", token: token });  // the answer ends the notice
      else { online(); show("join"); askNames(); }
    };
    sock.onmessage = (e) => receive(JSON.parse(e.data));
    sock.onclose = (e) => {
      if (ws === sock) ws = null;
      // The evening is over: nothing more will come, so no more tries and no banner.
      if (finished) { online(); return; }
      failures = opened ? 1 : failures + 1;
      // The host's computer has stopped mid-evening: he may resume it, so the page looks
      // again every few seconds, by itself; after a while a tap looks at once as well.
      offline(lostWords(), failures >= GIVE_UP);
      retry = Math.min(retry + 1, 6);
      clearTimeout(connect.later);
      connect.later = setTimeout(connect, retryDelay(retry));
    };
  }
  $("retry-btn").onclick = () => {
    clearTimeout(connect.later);
    failures = 0; retry = 0; offline(lostWords(), false); connect();
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !finished && (!ws || ws.readyState > 1)) connect();
  });

  function receive(m) {
    heard(m);
    if (lostAt !== null) online();  // the host answers: its state, and its clock, from here
    if (m.type === "error") {
      if (!state && token && /no seat|join with the code/.test(m.message)) {
        localStorage.removeItem(TOKEN);  // an evening that is gone: join the new one
        token = null;
        show("join");
        askNames();
      }
      if (/not this evening's code/.test(m.message)) {
        // Said under the code itself, where the guest is looking: not a banner that a
        // later warning could replace.
        codeChecked(false);
        inlineWarning("code-bad", m.message);
        return;
      }
      if (!$("join").hidden && codeOk === true && !state) {
        inlineWarning("name-bad", m.message);  // said above the button just tapped
        // ...and in sight, whole, with the button under it (round 6 of issue 37: at 320x568
        // the warning was half below the screen's edge).
        $("join-btn").scrollIntoView({ block: "nearest" });
        $("name-bad").scrollIntoView({ block: "nearest" });
        return;
      }
      toast(m.message);
    } else if (m.type === "names") {
      namesMsg = m;
      codeChecked(true);
      drawNames(m);
    } else if (m.type === "welcome") {
      token = m.token;
      localStorage.setItem(TOKEN, token);
    } else if (m.type === "lobby") {
      show("lobby");
      $("lobby-name").textContent = "Welcome, " + m.you;
      lobbyMsg = m;
      stateAt = Date.now();
      drawLobbyWait();
      $("lobby-guests").textContent = "Here so far: " + m.guests.join(", ");
    } else if (m.type === "late") {
      show("lobby");
      $("lobby-name").textContent = m.over ? "The evening is over" : "Welcome, " + m.you;
      $("lobby-sub").textContent = m.message;
      $("lobby-guests").textContent = "";
      const box = $("lobby-prizes");
      box.textContent = "";
      box.hidden = !m.prizes;
      if (m.prizes) prizeList(box, m.prizes);
      if (m.over) finished = true;  // nothing more will come: no "Reconnecting..." after the end
    } else if (m.type === "gone") {
      localStorage.removeItem(TOKEN);
      token = null;
      state = null;
      show("join");
      toast(m.message);
    } else if (m.type === "state") {
      state = m;
      stateAt = Date.now();
      if (m.evening.stage === "over") finished = true;
      show("game");
      draw(m);
      askForTap();
    }
  }

  // ---------------------------------------------------------------- joining
  // Each warning of the join page is said inline, under the field it is about, and only
  // about a field the guest can see: never "Type your name" with no name field shown.
  let codeOk = null;  // true: the server knows this code; false: it does not; null: not asked yet
  function inlineWarning(id, text) {
    const p = $(id);
    text = text.charAt(0).toUpperCase() + text.slice(1);
    p.textContent = /[.!?]$/.test(text) ? text : text + ".";
    p.hidden = false;
  }
  function askNames() {
    const code = $("code").value.trim().toUpperCase();
    $("code-bad").hidden = true;  // a new code: the old word about it goes
    if (code.length >= 4) send({ type: "names", code: code });
    else codeChecked(null);
  }
  function codeChecked(ok) {
    codeOk = ok;
    $("code-ok").hidden = ok !== true;
    $("code-hint").hidden = ok !== null;
    if (ok === true) {
      $("code-bad").hidden = true;
      // Any banner from before the code was right (about the code, or a name not yet
      // askable) has nothing more to say.
      $("toast").hidden = true;
    }
    if (ok !== true) { $("names-box").hidden = true; $("new-box").hidden = true; $("drawn").hidden = true; }
  }
  function drawNames(m) {
    const box = $("names");
    box.textContent = "";
    for (const n of m.names) {
      const b = document.createElement("button");
      b.textContent = n;
      // A tap chooses the name, plainly (a gold button with a tick); "Take my seat" takes it
      // (round 6 of issue 37: the tap took the seat at once and the button then did nothing).
      b.className = pickedName === n ? "chosen" : "";
      b.setAttribute("aria-pressed", pickedName === n ? "true" : "false");
      b.onclick = () => {
        pickedName = pickedName === n ? null : n;
        $("name").value = "";
        $("name-bad").hidden = true; $("name-ask").hidden = true;
        drawNames(m);
      };
      box.appendChild(b);
    }
    $("names-box").hidden = m.names.length === 0;
    // After the seats are drawn a newcomer may still ask to join: the host seats him later.
    $("drawn").hidden = m.open || m.names.length > 0;
    // In the last round there is no round left to seat him in: said before he asks.
    $("drawn").textContent = m.last ? "The seats are drawn and this is the evening's last round, so the host " +
      "cannot seat you now. Type your name to watch the last deals and see the prizes." :
      "The seats are already drawn. Type your name and ask to join: the host can seat you from the next round.";
    $("new-box").hidden = !m.open && m.names.length > 0;
    $("name-label").textContent = m.names.length ? "Or type your name" : "Your name";
    $("join-btn").textContent = m.open || m.names.length ? "Take my seat" : m.last ? "Come in and watch" : "Ask to join";
    const g = $("groups");
    g.textContent = "";
    for (const key of ["red", "blue"]) {
      const b = document.createElement("button");
      b.textContent = m.groups[key];
      b.className = joinGroup === key ? "chosen" : "";
      b.setAttribute("aria-pressed", joinGroup === key ? "true" : "false");
      b.onclick = () => { joinGroup = key; drawNames(m); };
      g.appendChild(b);
    }
  }
  let pickedName = null;  // the name tapped on the join screen, taken by "Take my seat"
  function join() {
    unlockSound();
    const code = $("code").value.trim().toUpperCase();
    const name = $("name").value.trim() || pickedName || "";
    if (codeOk !== true) {
      // The name comes once the code is right: until then, the code is all there is to fix.
      inlineWarning("code-bad", code.length < 4 ? "Type the evening's code first: it is on the host's screen." :
        codeOk === false ? "That is not this evening's code: look at the host's screen, and type it again." :
        "Checking the code: a moment...");
      $("code").focus();
      return;
    }
    if (!name) {
      // The first tap without a name is often the tap that sent the code, as the names came
      // up: it is asked for kindly, in gold; only a second tap without one is a warning.
      if (!join.asked) {
        join.asked = true;
        const ask = $("name-ask");
        ask.textContent = namesMsg && namesMsg.names.length ? "Now tap your name above, or type it here." :
          "Now type your name here.";
        ask.hidden = false;
        $("name").focus();
        return;
      }
      $("name-ask").hidden = true;
      inlineWarning("name-bad", namesMsg && namesMsg.names.length ? "Tap your name above, or type it here." :
        "Type your name here.");
      $("name").focus();
      return;
    }
    send({ type: "join", code: code, name: name, group: joinGroup });
  }
  $("code").addEventListener("input", askNames);
  // A warning about the name goes once a name is typed: no stale red line.
  $("name").addEventListener("input", () => {
    if ($("name").value.trim()) { $("name-bad").hidden = true; $("name-ask").hidden = true; }
    // A name typed is the one taken: a tapped one is no longer shown chosen.
    if ($("name").value.trim() && pickedName !== null) { pickedName = null; if (namesMsg) drawNames(namesMsg); }
  });
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
  // A browser lets a page vibrate (and sound) only after a tap on it: a page reloaded, or
  // opened again by its token, has had none.  Where the phone can buzz, one tap is asked for,
  // so that the bell is felt as well as heard.
  function tapped() {
    return !navigator.userActivation || navigator.userActivation.hasBeenActive;
  }
  function askForTap() {
    $("buzz").hidden = tapped() || !navigator.vibrate;
  }
  document.addEventListener("pointerdown", () => { setTimeout(askForTap, 0); });
  $("buzz").onclick = () => { unlockSound(); $("buzz").hidden = true; };
  // The bell: its sound, a buzz where the phone allows, and a ribbon of its own under the
  // guest's cards and buttons, which stays until the round's end.  It covers nothing (the
  // table, round and counters above stay in sight), and once shown it does not go away in the
  // middle of a deal, so nothing the guest is about to tap moves under his thumb.
  function ring() {
    if (audio) { audio.volume = 1.0; audio.currentTime = 0; audio.play().catch(() => {}); }
    if (navigator.vibrate && tapped()) navigator.vibrate([250, 120, 250, 120, 400]);
  }
  $("back-btn").onclick = () => send({ type: "back" });

  // ---------------------------------------------------------------- the turn's clock
  // The turn is counted to the deadline the host set, on his clock: this phone's clock is
  // measured against his from every message (the least difference of the last few, the one
  // least delayed on the way), so a message that came late does not put the count behind,
  // and host, phones and television agree (round 5 of issue 37: a few seconds apart).
  const skews = [];
  function heard(m) {
    if (typeof m.now !== "number") return;
    skews.push(Date.now() - m.now);
    if (skews.length > 20) skews.shift();
  }
  function hostNow() { return (lostAt || Date.now()) - Math.min(...skews); }
  function secondsLeft(m) {
    const c = m.table.clock;
    if (!c) return null;
    if (typeof c.until === "number" && skews.length) return Math.max(0, Math.ceil((c.until - hostNow()) / 1000));
    return Math.max(0, Math.ceil(c.left - ((lostAt || Date.now()) - stateAt) / 1000));
  }
  function drawStatus(m) {
    const t = m.table, ev = m.evening;
    const st = $("status");
    // Away, his hand is played for him: it is not his turn until he taps "I'm back".
    const away = m.me && m.me.away && ev.stage !== "over";
    const mine = !away && t.to_act === m.seat && m.legal.length > 0;
    const left = secondsLeft(m);
    st.className = "status" + (mine ? " you" : "") + (mine && left !== null && left <= 10 ? " hurry" : "");
    if (t.result) st.textContent = t.result.winner + " wins the pool of " + t.result.pool +
      (ev.stage === "playing" ? "; the other tables play on" : "");
    else if (ev.stage === "over") st.textContent = "";
    else if (ev.drawing) st.textContent = "The seats are being drawn on the host's screen";
    else if (ev.seated) st.textContent = "Here is your seat: the first deal begins when the host goes on";
    else if (away && t.to_act === m.seat) st.textContent = t.stand_in ? "You are away: a computer plays your hand"
      : "You are away: the table goes on without you";
    else if (mine) st.textContent = "Your turn" + (left !== null ? ": " + left + " s left" : "") +
      (lostAt !== null ? ", the clock stopped" : "");
    else if (t.to_act !== null && t.to_act !== undefined && t.players[t.to_act]) {
      const p = t.players[t.to_act];
      st.textContent = whole(p.name) + (p.away ? (t.stand_in ? " is away: a computer plays" : " is away: abandons") :
        p.gone && lostAt === null ? " to act (phone away)" : " to act") + (left !== null ? " \u00b7 " + left + " s" : "") +
        (lostAt !== null ? ", the clock stopped" : "");
    } else if (ev.stage === "between") st.textContent = "Between rounds";
    else st.textContent = t.phase === "waiting" ? "Waiting for the deal" : "";
    // Why his clock reads what it does, when it was set afresh: said under the status.
    const c = t.clock, why = $("clock-why");
    // The newest word on the clock only: while the host is not answering, "the clock
    // stopped" says it all, not beside an older "your clock started again" (round 5 of issue 37).
    why.hidden = !(mine && c && (c.reset || c.grace)) || lostAt !== null;
    if (!why.hidden) why.textContent = c.reset ?
      "The host's computer was restarted: your clock started again, in full, when your phone came back." :
      "Welcome back: your clock was given " + Math.round(c.left) + " s so that you can read before you act.";
  }
  setInterval(() => { if (state && state.table.clock) drawStatus(state); }, 500);

  // A guest whose hand is thrown in (his own doing, or done while he was away, then "I'm
  // back") sits out the rest of the deal: said plainly, so that he does not wait for a turn.
  function drawSitOut(m) {
    const t = m.table, me = t.players[m.seat];
    const out = m.evening.stage === "playing" && !t.result && !(m.me && m.me.away) && me &&
      !me.holds && t.phase !== "waiting" && !m.evening.drawing;
    $("sitout").hidden = !out;
    if (out) $("sitout").textContent = "Your hand is thrown in, so you sit out until the next deal.";
  }

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
    $("t-name").textContent = ev.drawing ? "" : (t.head ? "table 1, with the bell" : t.booby ? "table " + t.number : "of " + ev.tables) +
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
    log.scrollTop = log.scrollHeight;
    keepNewestInSight(log);
    fitNames();
  }

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
      requestAnimationFrame(() => {
        const said = "Your turn goes on " + whereTurn(box) + ". Tap here to fold this.";
        if (f.textContent !== said) { f.textContent = said; fitMissed(box); }
      });
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
  // The box opened on his turn is short, and scrolls: it ends on a whole line, not half of
  // one, and says that the rest is below (play-test round 4: it cut its own last line).
  function fitMissed(box) {
    box.style.maxHeight = "";
    box.querySelectorAll(".more-cue").forEach((e) => e.remove());
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
      // Which prize, and why, in one line each, next to his place: a booby prize above "8th
      // of 8" with nothing to explain it read as a mistake (round 6 of issue 37).
      for (const p of mine) {
        const w = document.createElement("p");
        w.className = "won-why";
        w.appendChild(Object.assign(document.createElement("span"), { className: "pt", textContent: p.title }));
        w.appendChild(document.createTextNode(p.why ? ": " + p.why + "." : "."));
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

  show(token ? "lobby" : "join");
  if (token) $("lobby-name").textContent = "Coming back to your seat...";
  connect();
})();
