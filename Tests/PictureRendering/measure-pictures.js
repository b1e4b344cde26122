// Renders NavGen's pictures in headless Chromium and reports what a reader sees: for each
// picture and theme, its size, every label's text, box and colour with the paint beneath it
// and over it at six points, and every node's box. PictureRenderingTests writes the page that loads this file after
// mermaid.min.js and `window.NAVGEN_PICTURES`, and judges the report (contrast, overlaps, size).
// Nothing is judged here: this file only collects facts.
"use strict";

(async () => {
  const report = [];
  for (const theme of ["default", "dark"]) {
    mermaid.initialize({ startOnLoad: false, theme });
    for (const [index, picture] of window.NAVGEN_PICTURES.entries()) {
      const host = document.getElementById("picture");
      host.style.background = theme === "dark" ? "#0d1117" : "#ffffff";
      try {
        host.innerHTML =
          picture.kind === "mermaid" ? (await mermaid.render(`picture${index}`, picture.source)).svg : picture.source;
        report.push({ name: picture.name, theme, ...measure(host.querySelector("svg")) });
      } catch (error) {
        report.push({ name: picture.name, theme, error: String(error && error.message ? error.message : error) });
      }
      host.innerHTML = "";
    }
  }
  const bytes = new TextEncoder().encode(JSON.stringify(report));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  document.body.innerHTML = `<pre id="navgen-report">${btoa(binary)}</pre>`;
})();

// Mermaid's SVG is `width="100%"` up to its natural size: drawn at that size, as in a page
// wide enough. Graphviz's has its size in points.
function measure(svg) {
  if (svg.getAttribute("width") === "100%") {
    const viewBox = svg.viewBox.baseVal;
    svg.style.maxWidth = "none";
    svg.setAttribute("width", viewBox.width);
    svg.setAttribute("height", viewBox.height);
  }
  const box = svg.getBoundingClientRect();
  return { width: box.width, height: box.height, labels: labels(svg), nodes: nodes(svg) };
}

// One entry per element that holds text: Mermaid's `<p>` in a label's foreignObject, an SVG `<text>`.
function labels(svg) {
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
  const byElement = new Map();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    if (!text.data.trim() || element.closest("style, title, desc, marker")) continue;
    if (!byElement.has(element)) byElement.set(element, []);
    byElement.get(element).push(text);
  }
  return [...byElement].map(([element, texts]) => {
    const range = document.createRange();
    range.setStartBefore(texts[0]);
    range.setEndAfter(texts[texts.length - 1]);
    // elementsFromPoint sees the viewport only.
    element.scrollIntoView({ block: "center", inline: "center" });
    const box = range.getBoundingClientRect();
    const node = element.closest("g.node");
    return {
      text: texts.map((text) => text.data).join("").trim(),
      kind: kindOf(element),
      node: node ? node.id : null,
      box: onPage(box),
      colour: textColour(element),
      samples: samplePoints(box).map(([x, y]) => paintAt(svg, element, x, y)),
    };
  });
}

// A client rectangle in page coordinates, which scrolling does not change.
function onPage(box) {
  return [box.x + window.scrollX, box.y + window.scrollY, box.width, box.height];
}

function kindOf(element) {
  if (element.closest(".edgeLabel, g.edge")) return "edge";
  if (element.closest(".cluster, .cluster-label, g.cluster")) return "group";
  if (element.closest("g.node")) return "node";
  return "other";
}

// Boxes of the nodes' shapes: Mermaid's `g.node`, Graphviz's `g.node`.
function nodes(svg) {
  return [...svg.querySelectorAll("g.node")].map((node) => {
    return { id: node.id, box: onPage(node.getBoundingClientRect()) };
  });
}

function textColour(element) {
  const style = getComputedStyle(element);
  const isSVGText = element instanceof SVGElement;
  const colour = parseColour(isSVGText ? style.fill : style.color);
  const alpha = isSVGText ? Number(style.fillOpacity) : 1;
  return withAlpha(colour, alpha * opacity(element));
}

// A 3 × 2 grid inside the text's box, where the glyphs are.
function samplePoints(box) {
  const points = [];
  for (const fx of [0.15, 0.5, 0.85]) {
    for (const fy of [0.35, 0.65]) points.push([box.x + box.width * fx, box.y + box.height * fy]);
  }
  return points;
}

// What is painted at a point beneath the text, bottom first (the page is not included), and
// what is painted over it, as [r, g, b, a] with the element's opacity folded into a. SVG paints
// in document order: the label's ancestors and what comes before it lie beneath it.
function paintAt(svg, label, x, y) {
  const beneath = [];
  const over = [];
  for (const element of document.elementsFromPoint(x, y)) {
    if (!svg.contains(element) || element === label) continue;
    const paint = paintOf(element, x, y);
    if (!paint || paint[3] === 0) continue;
    const isBeneath =
      element.contains(label) || label.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING;
    (isBeneath ? beneath : over).push(paint);
  }
  return { beneath: beneath.reverse(), over: over.reverse() };
}

const shapes = new Set(["rect", "polygon", "path", "ellipse", "circle", "polyline", "line"]);

function paintOf(element, x, y) {
  const style = getComputedStyle(element);
  if (!(element instanceof SVGElement)) {
    return withAlpha(parseColour(style.backgroundColor), opacity(element));
  }
  if (!shapes.has(element.localName) || style.visibility === "hidden" || style.display === "none") return null;
  const point = new DOMPoint(x, y).matrixTransform(element.getScreenCTM().inverse());
  if (style.fill !== "none" && element.isPointInFill(point)) {
    return withAlpha(parseColour(style.fill), Number(style.fillOpacity) * opacity(element));
  }
  if (style.stroke !== "none" && element.isPointInStroke(point)) {
    return withAlpha(parseColour(style.stroke), Number(style.strokeOpacity) * opacity(element));
  }
  return null;
}

// The product of the opacities of the element and its ancestors.
function opacity(element) {
  let product = 1;
  for (let current = element; current; current = current.parentElement) {
    product *= Number(getComputedStyle(current).opacity);
  }
  return product;
}

function withAlpha([r, g, b, a], alpha) {
  return [r, g, b, a * alpha];
}

// Computed colours come back as `rgb(…)`, `rgba(…)` or, for SVG paint, a keyword or a url.
function parseColour(text) {
  const match = /rgba?\(([^)]*)\)/.exec(text);
  if (!match) return text === "none" || text === "transparent" ? [0, 0, 0, 0] : canvasColour(text);
  const parts = match[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
}

function canvasColour(text) {
  const context = document.createElement("canvas").getContext("2d");
  context.fillStyle = "#00000000";
  context.fillStyle = text;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}
