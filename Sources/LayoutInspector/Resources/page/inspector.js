// The layout inspector's page: one WebSocket to the server, which lays out and draws; this
// script shows what it sends and makes the drawing clickable. No build step, no libraries.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const state = {
  socket: null,
  live: false,
  documents: [],
  document: null,      // the index of the open document
  scene: 0,
  drawing: null,       // the last good drawing message
  selected: null,      // the key of the clicked view
  details: null,
  resizeInFlight: false,
  pendingResize: null, // {width, height} to send once the last resize is answered
  dragging: false,
};

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function setStatus(text, kind) {
  const status = $("status");
  status.textContent = text;
  status.dataset.state = kind || "ok";
}

function pickers() {
  return {
    device: $("device").value, orientation: $("orientation").value,
    contentSize: $("content-size").value, pseudoLanguage: $("pseudo-language").value,
  };
}

function connect() {
  const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  state.socket = socket;
  socket.onopen = () => setStatus("Connected", "ok");
  socket.onclose = () => {
    setStatus("Disconnected; reconnecting…", "error");
    state.resizeInFlight = false;
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    const handler = handlers[message.type];
    if (handler) handler(message);
  };
}

const handlers = {
  hello(message) {
    state.live = message.live;
    state.documents = message.documents;
    fillSelect($("device"), message.devices);
    fillSelect($("content-size"), message.contentSizes);
    fillSelect($("pseudo-language"), message.pseudoLanguages);
    $("pickers").querySelectorAll("label").forEach((label) => { label.hidden = message.live; });
    $("pickers").querySelector("h2").hidden = message.live;
    $("documents-section").hidden = message.live;
    const list = $("documents");
    list.textContent = "";
    for (const entry of message.documents) {
      const item = document.createElement("li");
      item.textContent = entry.name;
      item.title = entry.name;
      item.dataset.document = String(entry.id);
      item.dataset.kind = entry.kind;
      item.addEventListener("click", () => open(entry.id, 0));
      list.appendChild(item);
    }
    if (message.live) return;
    const fromHash = Number(new URLSearchParams(location.hash.slice(1)).get("doc"));
    const first = Number.isInteger(fromHash) && message.documents.some((d) => d.id === fromHash) ? fromHash : 0;
    if (state.document !== null) open(state.document, state.scene);
    else if (message.documents.length > 0) open(first, 0);
  },

  drawing(message) {
    state.resizeInFlight = false;
    state.drawing = message;
    state.document = message.document;
    state.scene = message.scene;
    $("document-error").hidden = true;
    markDocument(message.document, false);
    showDrawing(message);
    fillScenes(message.scenes, message.scene);
    for (const [id, value] of [["device", message.device], ["orientation", message.orientation],
      ["content-size", message.contentSize], ["pseudo-language", message.pseudoLanguage]]) {
      $(id).value = value || "";
    }
    const canvas = message.drawing.canvas;
    $("canvas-size").textContent = `Canvas ${canvas.width} × ${canvas.height} pt`;
    if (message.reason !== "resize") setStatus(`${message.title} (${message.reason})`, "ok");
    if (state.pendingResize) {
      const next = state.pendingResize;
      state.pendingResize = null;
      sendResize(next);
    } else if (state.selected && message.reason !== "apply" && !state.dragging) {
      if (message.drawing.views.some((v) => v.id === state.selected)) send({ type: "select", view: state.selected });
      else clearDetails();
    }
  },

  details(message) {
    state.details = message;
    showDetails(message);
  },

  documentError(message) {
    const panel = $("document-error");
    panel.textContent = message.message;
    panel.hidden = false;
    state.resizeInFlight = false;
    markDocument(message.document, true);
    if (state.document !== message.document) {
      // A document that never drew: nothing of another document stays on the canvas.
      state.document = message.document;
      $("drawing").textContent = "";
      $("resize-handle").hidden = true;
      clearDetails();
    }
    setStatus("The document has an error; the last good drawing stays", "error");
  },

  error(message) {
    state.resizeInFlight = false;
    setStatus(message.message, "error");
  },

  applied(message) {
    setStatus(`Applied: ${message.fixes.join("; ")}`, "ok");
  },
};

function fillSelect(select, values) {
  const keep = select.options[0];
  select.textContent = "";
  select.appendChild(keep);
  for (const value of values) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = value;
    select.appendChild(option);
  }
}

function fillScenes(scenes, current) {
  const select = $("scene");
  select.parentElement.hidden = state.live || scenes.length < 2;
  select.textContent = "";
  scenes.forEach((title, index) => {
    const option = document.createElement("option");
    option.value = String(index);
    option.textContent = title;
    select.appendChild(option);
  });
  select.value = String(current);
}

function markDocument(id, failed) {
  for (const item of $("documents").children) {
    const here = Number(item.dataset.document) === id;
    item.classList.toggle("current", here);
    if (here) item.classList.toggle("failed", failed);
  }
}

function open(id, scene) {
  if (id !== state.document) { state.selected = null; clearDetails(); }
  state.document = id;
  history.replaceState(null, "", `#doc=${id}`);
  send({ type: "open", document: id, scene, ...pickers() });
}

// The drawing, with a layer of its own on the canvas: a transparent rectangle per view
// (data-view) to click, and a mark per drawn constraint (data-constraint) to highlight.
function showDrawing(message) {
  const holder = $("drawing");
  holder.innerHTML = message.drawing.svg;
  const svg = holder.querySelector("svg");
  const canvasGroup = svg && svg.querySelector("g.canvas");
  if (!canvasGroup) return;
  svg.dataset.document = String(message.document);
  const layer = document.createElementNS(SVG_NS, "g");
  layer.id = "inspector-layer";
  // Views first, in drawing order, so that a subview's rectangle is over its superview's.
  for (const view of message.drawing.views) {
    if (view.hidden) continue;
    const rect = document.createElementNS(SVG_NS, "rect");
    rect.setAttribute("class", "hit" + (view.id === state.selected ? " selected" : ""));
    rect.dataset.view = view.id;
    rect.setAttribute("x", view.rect.x); rect.setAttribute("y", view.rect.y);
    rect.setAttribute("width", Math.max(view.rect.width, 1)); rect.setAttribute("height", Math.max(view.rect.height, 1));
    const title = document.createElementNS(SVG_NS, "title");
    title.textContent = `${view.id} (${view.rect.x}, ${view.rect.y}, ${view.rect.width}, ${view.rect.height})`;
    rect.appendChild(title);
    rect.addEventListener("click", (event) => { event.stopPropagation(); select(view.id); });
    layer.appendChild(rect);
  }
  // Then the marks, over the views so that a highlight shows; they never catch the pointer.
  const marks = document.createElementNS(SVG_NS, "g");
  marks.setAttribute("class", "marks");
  for (const line of message.drawing.constraints) {
    if (!line.from || !line.to) continue;
    const mark = document.createElementNS(SVG_NS, line.kind === "equalSize" ? "g" : "line");
    mark.setAttribute("class", "mark");
    mark.dataset.constraint = String(line.index);
    if (line.kind === "equalSize") {
      for (const point of [line.from, line.to]) {
        const dot = document.createElementNS(SVG_NS, "circle");
        dot.setAttribute("cx", point.x); dot.setAttribute("cy", point.y); dot.setAttribute("r", 9);
        mark.appendChild(dot);
      }
    } else {
      mark.setAttribute("x1", line.from.x); mark.setAttribute("y1", line.from.y);
      mark.setAttribute("x2", line.to.x); mark.setAttribute("y2", line.to.y);
    }
    marks.appendChild(mark);
  }
  layer.appendChild(marks);
  canvasGroup.appendChild(layer);
  placeHandle(canvasGroup);
}

function placeHandle(canvasGroup) {
  const handle = $("resize-handle");
  const canvasRect = canvasGroup.querySelector("rect");
  if (!canvasRect) { handle.hidden = true; return; }
  const frame = $("canvas-frame").getBoundingClientRect();
  const box = canvasRect.getBoundingClientRect();
  handle.hidden = false;
  handle.style.left = `${box.right - frame.left - 8}px`;
  handle.style.top = `${box.bottom - frame.top - 8}px`;
}

function select(key) {
  state.selected = key;
  for (const rect of document.querySelectorAll("#inspector-layer rect.hit")) {
    rect.classList.toggle("selected", rect.dataset.view === key);
  }
  send({ type: "select", view: key });
}

function clearDetails() {
  state.details = null;
  $("details").hidden = true;
}

const formatRect = (r) => `(${r.x}, ${r.y}, ${r.width}, ${r.height})`;

function showDetails(message) {
  $("details").hidden = false;
  $("details").dataset.view = message.view;
  $("view-name").textContent = message.view;
  $("view-class").textContent = message.className;
  $("view-frame").textContent = formatRect(message.frame);
  $("view-root-frame").textContent = formatRect(message.rootFrame);
  const list = $("view-constraints");
  list.textContent = "";
  for (const constraint of message.constraints) {
    const item = document.createElement("li");
    item.textContent = constraint.text;
    item.dataset.constraint = String(constraint.index);
    if (constraint.broken) item.classList.add("broken");
    item.addEventListener("mouseenter", () => highlight(constraint.index, true));
    item.addEventListener("mouseleave", () => highlight(constraint.index, false));
    list.appendChild(item);
  }
  if (message.constraints.length === 0) list.innerHTML = "<li class=\"hint\">None of the document's constraints</li>";
  $("view-explanation").textContent = message.explanation || "—";
  const ambiguity = $("ambiguity-list");
  ambiguity.textContent = "";
  for (const entry of message.ambiguity) {
    const item = document.createElement("li");
    item.dataset.axis = entry.axis;
    item.textContent = `${entry.axis}: ${entry.text}`;
    ambiguity.appendChild(item);
  }
  $("view-ambiguity").hidden = message.ambiguity.length === 0;
  $("apply-fix").hidden = !message.canApply;
  const broken = $("broken-list");
  broken.textContent = "";
  for (const entry of message.broken) {
    const block = document.createElement("pre");
    block.className = "broken-constraint";
    block.dataset.constraint = entry.constraint;
    block.textContent = entry.explanation;
    broken.appendChild(block);
  }
  $("view-broken").hidden = message.broken.length === 0;
}

function highlight(index, on) {
  for (const mark of document.querySelectorAll(`#inspector-layer .mark[data-constraint="${index}"]`)) {
    mark.classList.toggle("highlight", on);
  }
}

function sendResize(size) {
  if (state.resizeInFlight) { state.pendingResize = size; return; }
  state.resizeInFlight = true;
  send({ type: "resize", width: size.width, height: size.height });
}

// Dragging the handle: one resize in flight at a time, the latest size sent next.
function startDrag(event) {
  if (!state.drawing) return;
  event.preventDefault();
  const handle = $("resize-handle");
  handle.setPointerCapture(event.pointerId);
  state.dragging = true;
  const start = { x: event.clientX, y: event.clientY, canvas: state.drawing.drawing.canvas };
  const move = (e) => {
    const width = Math.max(20, Math.round(start.canvas.width + e.clientX - start.x));
    const height = Math.max(20, Math.round(start.canvas.height + e.clientY - start.y));
    sendResize({ width, height });
  };
  const end = () => {
    state.dragging = false;
    handle.removeEventListener("pointermove", move);
    handle.removeEventListener("pointerup", end);
    handle.removeEventListener("pointercancel", end);
    if (state.selected) send({ type: "select", view: state.selected });
  };
  handle.addEventListener("pointermove", move);
  handle.addEventListener("pointerup", end);
  handle.addEventListener("pointercancel", end);
}

$("resize-handle").addEventListener("pointerdown", startDrag);
for (const id of ["device", "orientation", "content-size", "pseudo-language"]) {
  $(id).addEventListener("change", () => send({ type: "options", ...pickers() }));
}
$("scene").addEventListener("change", () => open(state.document, Number($("scene").value)));
$("apply-fix").addEventListener("click", () => {
  if (state.selected) send({ type: "apply", view: state.selected });
});
window.addEventListener("resize", () => {
  const group = document.querySelector("#drawing g.canvas");
  if (group) placeHandle(group);
});
connect();
