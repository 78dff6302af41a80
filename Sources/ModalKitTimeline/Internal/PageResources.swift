// The page's inline style sheet and script: no fonts, images or files of their own.

/// The style sheet and the script every timeline page carries inline.
enum PageResources {
  /// The style sheet.
  ///
  /// Positions and sizes of levels are not here: each element carries its own from the layout
  /// code in its `style` attribute.
  static let styleSheet = """
    :root { color-scheme: light; --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6;
      --accent: #0a64d8; --red: #c5001a; --paper: #fafafa; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--paper); color: var(--ink);
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    header.top { position: sticky; top: 0; z-index: 20; padding: 14px 24px 10px;
      background: var(--paper); border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 4px; font-size: 20px; }
    .summary { margin: 0; color: var(--muted); max-width: 880px; }
    .controls { display: flex; gap: 8px; align-items: center; margin-top: 10px; }
    .controls[hidden] { display: none; }
    .controls .slider { flex: 0 1 520px; }
    .controls button { font: inherit; min-width: 40px; }
    .controls output { color: var(--muted); font-variant-numeric: tabular-nums; }
    main > section { padding: 14px 24px 28px; border-bottom: 1px solid var(--line); }
    main > section h2 { margin: 0 0 14px; font: 600 16px/1.3 ui-monospace, "DejaVu Sans Mono",
      monospace; overflow-wrap: anywhere; }
    main > section.rejected h2 { color: var(--red); }
    .frame { display: flex; gap: 20px; align-items: flex-start; }
    .device { position: relative; flex: none; padding: 12px; margin-right: 176px;
      background: #1c1c1e; border-radius: 56px; }
    .phone { position: relative; overflow: hidden; border-radius: 44px; background: #000; }
    .level { position: absolute; display: flex; flex-direction: column; overflow: hidden; }
    .window { background: #f2f2f7; }
    .fullScreenCover { background: #e9eef7; }
    .sheet { background: #f9f9fb; border-radius: 12px 12px 0 0;
      box-shadow: 0 -1px 10px rgba(0, 0, 0, 0.22); }
    .overlay { background: #fff; border-radius: 16px; box-shadow: 0 4px 24px rgba(0, 0, 0, 0.3); }
    .dim { position: absolute; inset: 0; background: rgba(0, 0, 0, 0.38); }
    .status-bar { position: absolute; top: 0; left: 0; padding: 14px 0 0 34px;
      font-weight: 600; font-size: 15px; }
    .island { position: absolute; z-index: 30; top: 11px; left: 50%; width: 124px; height: 34px;
      margin-left: -62px; border-radius: 17px; background: #000; }
    .home-indicator { position: absolute; z-index: 30; bottom: 8px; left: 50%; width: 134px;
      height: 5px; margin-left: -67px; border-radius: 3px; background: #1c1c1e; }
    .grabber { flex: none; width: 36px; height: 5px; margin: 6px auto 0; border-radius: 3px;
      background: #b8b8bd; }
    .stack { position: relative; flex: 1; min-height: 0; margin: 0; padding: 0;
      list-style: none; }
    .screen { position: absolute; bottom: 0; border-radius: 10px; overflow: hidden; }
    .screen.beneath { padding: 0 10px; background: #dcdce1;
      border: 1px solid #c7c7cc; color: var(--muted); font-size: 10px; line-height: 13px;
      white-space: nowrap; text-overflow: ellipsis; }
    .screen.top { left: 0; right: 0; display: flex; flex-direction: column;
      background: #fff; border: 1px solid #e5e5ea; }
    .sheet .screen.top { background: #f9f9fb; border-color: transparent; }
    .overlay .screen.top { border-color: transparent; }
    .bar { position: relative; flex: none; display: flex; align-items: center;
      justify-content: center; min-height: 40px; padding: 0 12px;
      border-bottom: 1px solid #e5e5ea; }
    .bar .back { position: absolute; left: 12px; max-width: 30%; color: var(--accent);
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bar .title { max-width: 38%; font-weight: 600; overflow: hidden; white-space: nowrap;
      text-overflow: ellipsis; }
    .body { flex: 1; display: flex; flex-direction: column; align-items: center;
      justify-content: center; padding: 6px 12px; text-align: center; min-height: 0; }
    .body .route { font-size: 22px; font-weight: 600; overflow-wrap: anywhere; }
    .body .id { color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    .buttons { flex: none; display: flex; gap: 8px; justify-content: flex-end; padding: 8px 12px; }
    .button { padding: 6px 14px; border-radius: 8px; background: #eef2fb; color: var(--accent);
      font-weight: 600; }
    .button.cancel { font-weight: 400; }
    .button.destructive { color: var(--red); }
    .alert, .confirmationDialog { text-align: center; overflow: visible; }
    .alert { transform: translateY(-50%); border-radius: 14px; background: #f2f2f7;
      box-shadow: 0 2px 18px rgba(0, 0, 0, 0.25); }
    .alert .title, .group .title { margin: 0; padding: 16px 16px 4px; font-weight: 600;
      font-size: 17px; overflow-wrap: anywhere; }
    .alert .message, .group .message { margin: 0; padding: 0 16px 14px; font-size: 13px; }
    .alert .buttons, .group .buttons { padding: 0; gap: 0; border-top: 1px solid #c6c6c8; }
    .alert .buttons .button, .group .buttons .button { flex: 1; padding: 11px 8px;
      border-radius: 0; background: none; font-size: 17px; }
    .alert .buttons .button + .button { border-left: 1px solid #c6c6c8; }
    .buttons.vertical { flex-direction: column; }
    .buttons.vertical .button + .button { border-left: none; border-top: 1px solid #c6c6c8; }
    .group { margin-top: 8px; border-radius: 14px; background: #f2f2f7; overflow: hidden; }
    .group .title { font-size: 13px; color: var(--muted); }
    .group .buttons:first-child { border-top: none; }
    .confirmationDialog .button.cancel { font-weight: 600; }
    .annotations { position: absolute; top: 12px; left: 100%; width: 170px; margin: 0;
      padding: 0; list-style: none; }
    .annotations li { position: absolute; left: 0; width: 170px; padding-left: 6px;
      border-top: 1px solid #8e8e93; color: var(--ink); font-size: 11px; line-height: 15px;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .annotations .detail { display: block; }
    .annotations li.blocked { color: var(--red); }
    .annotations li.detent { border-top-style: dashed; color: var(--muted); }
    .queue { flex: none; width: 170px; }
    .queue h3, .notes h3 { margin: 0 0 6px; font-size: 13px; text-transform: uppercase;
      letter-spacing: 0.04em; color: var(--muted); }
    .queue ol { margin: 0; padding: 0; list-style: none; }
    .queued { margin-bottom: 6px; padding: 6px 8px; border: 1px dashed #8e8e93;
      border-radius: 8px; background: #fff; }
    .queued .entry { display: block; font-weight: 600; overflow-wrap: anywhere; }
    .queued .presentation, .queue .waits, .queue .empty { margin: 0; color: var(--muted);
      font-size: 12px; overflow-wrap: anywhere; }
    .queue .waits { margin-bottom: 6px; }
    .notes { flex: 1 1 300px; min-width: 240px; max-width: 520px; }
    .notes .position { margin: 0 0 10px; color: var(--muted); }
    .notes .verdict { margin: 0 0 10px; color: var(--red); font-weight: 600; }
    .events, .levels { margin: 0 0 14px; padding-left: 22px;
      font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    .events.empty { padding-left: 0; color: var(--muted); }
    .events [data-event="rejected"] { color: var(--red); }
    .levels { padding-left: 0; list-style: none; }
    .levels li { margin-bottom: 4px; }
    .levels [data-blocked] { color: var(--muted); }

    """

  /// The script: one step at a time, chosen with the slider, the buttons or the keys.
  ///
  /// It only shows and hides sections; the page reads the same without it.
  static let script = """
    "use strict";
    (function () {
      var sections = document.querySelectorAll("main > section[data-step]");
      var controls = document.querySelector("nav.controls");
      var slider = controls.querySelector(".slider");
      var previous = controls.querySelector(".previous");
      var next = controls.querySelector(".next");
      var position = controls.querySelector(".position");
      var last = sections.length - 1;
      var current = 0;
      function show(step) {
        current = Math.max(0, Math.min(last, step));
        for (var i = 0; i < sections.length; i++) {
          sections[i].hidden = i !== current;
        }
        slider.value = String(current);
        position.textContent = current === 0 ? "start" : "step " + current + " of " + last;
        previous.disabled = current === 0;
        next.disabled = current === last;
      }
      slider.addEventListener("input", function () { show(Number(slider.value)); });
      previous.addEventListener("click", function () { show(current - 1); });
      next.addEventListener("click", function () { show(current + 1); });
      document.addEventListener("keydown", function (event) {
        if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) {
          return;
        }
        var targets = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last };
        if (!Object.prototype.hasOwnProperty.call(targets, event.key)) {
          return;
        }
        event.preventDefault();
        show(targets[event.key]);
      });
      var linked = /^#step-([0-9]+)$/.exec(window.location.hash);
      controls.hidden = false;
      document.documentElement.classList.add("js");
      show(linked ? Number(linked[1]) : 0);
    })();

    """
}
