#!/usr/bin/env node
// Generates the media files of the Venting Room's seeded trending items (prisma/seed/venting-trending.ts)
// into public/venting/trending/, entirely offline and small enough for expensive mobile data:
//   images  640x360 JPEG cards, rendered from HTML/CSS in Chromium and screenshotted
//   videos  4 s 320x180 WebM (VP8), a canvas animation recorded with MediaRecorder in Chromium
//   audio   4-5 s WebM (Opus), Web Audio chimes recorded with MediaRecorder in Chromium
//   docs    one-page PDFs written byte by byte here (Helvetica, no embedded fonts)
// Each file is then checked (signature, size budget, and for media that Chromium can load it).
//
//   node scripts/generate-trending-media.mjs            generate everything, then verify
//   node scripts/generate-trending-media.mjs --verify   only verify the files already there
//
// Titles, summaries, sections, kinds and file names come from prisma/seed/venting-trending.ts; the SPECS table
// below holds only how each file looks or sounds. The two must name the same ids and files.
// Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser.
// Recordings run in real time, so re-running gives equivalent but not byte-identical WebM files.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "venting", "trending");
const URL_PREFIX = "/venting/trending/";

const KB = 1024;
const BUDGET = { image: 40 * KB, video: 120 * KB, audio: 60 * KB, doc: 5 * KB, total: 400 * KB };
const EXTENSION = { image: ".jpg", video: ".webm", audio: ".webm", doc: ".pdf" };

const SECTIONS = {
  "social-injustice": { label: "Social Injustice", from: "#4c1d95", to: "#9333ea", pdf: [0.36, 0.13, 0.71] },
  "economic-hell": { label: "Economic Hell", from: "#7c2d12", to: "#ea580c", pdf: [0.76, 0.25, 0.05] },
  "romantic-chaos": { label: "Romantic Chaos", from: "#9d174d", to: "#f43f5e", pdf: [0.75, 0.09, 0.36] },
  "ecosystem+": { label: "Ecosystem +", from: "#065f46", to: "#0d9488", pdf: [0.02, 0.47, 0.34] },
  emergency: { label: "Emergency", from: "#7f1d1d", to: "#dc2626", pdf: [0.73, 0.11, 0.11] },
};

// How each item's file looks or sounds. `headline`: the short text on an image or video.
// `motif`: the shapes drawn. `notes`: chime pitches in Hz with start times in seconds.
// `lines`: a document's body, plain ASCII.
const SPECS = [
  {
    id: "trending-01",
    file: "trending-01-16-days-of-activism.webm",
    kind: "video",
    headline: "16 Days of Activism against GBV",
    motif: "dots16",
  },
  {
    id: "trending-02",
    file: "trending-02-breathing-chime.webm",
    kind: "audio",
    seconds: 5,
    breath: true,
    notes: [
      [0, 523.25],
      [2.6, 392.0],
    ],
  },
  {
    id: "trending-03",
    file: "trending-03-break-up-in-exams.jpg",
    kind: "image",
    headline: "Break-up during exams? Be gentle with yourself.",
    motif: "rings",
  },
  {
    id: "trending-04",
    file: "trending-04-nsfas-delays.pdf",
    kind: "doc",
    lines: [
      "Keep copies of every document you submitted and screenshot each status update.",
      "Check your application status regularly, using only official NSFAS channels.",
      "Ask your institution's financial aid office about interim or fee-deferral support.",
      "Tell student support early if the delay affects food, transport or housing.",
      "You are not alone: share how you are coping in the Economic Hell topic.",
    ],
  },
  {
    id: "trending-05",
    file: "trending-05-cape-town-water.jpg",
    kind: "image",
    headline: "Every drop counts, Cape Town.",
    motif: "drops",
  },
  {
    id: "trending-06",
    file: "trending-06-taxi-fares.webm",
    kind: "audio",
    seconds: 4,
    notes: [
      [0, 659.25],
      [0.35, 587.33],
      [0.7, 493.88],
      [2, 659.25],
      [2.35, 587.33],
      [2.7, 440.0],
    ],
  },
  {
    id: "trending-07",
    file: "trending-07-durban-flood-clean-up.webm",
    kind: "video",
    headline: "Durban cleans up after the floods",
    motif: "waves",
  },
  {
    id: "trending-08",
    file: "trending-08-school-sanitation.jpg",
    kind: "image",
    headline: "Safe, clean toilets for every learner.",
    motif: "blocks",
  },
  {
    id: "trending-09",
    file: "trending-09-load-shedding-spaza.webm",
    kind: "video",
    headline: "Load-shedding vs the corner spaza",
    motif: "flicker",
  },
  {
    id: "trending-10",
    file: "trending-10-healthy-relationships.pdf",
    kind: "doc",
    lines: [
      "Green flag: your 'no' is respected, without sulking, pressure or threats.",
      "Green flag: you both keep your own friends, family, goals and privacy.",
      "Red flag: checking your phone, tracking your location or controlling your money.",
      "Red flag: put-downs, jealousy passed off as love, or pressure around sex.",
      "Feeling unsafe? Talk to someone you trust, or contact POWA or Lifeline South Africa.",
    ],
  },
  {
    id: "trending-11",
    file: "trending-11-where-to-find-help.pdf",
    kind: "doc",
    lines: [
      "SADAG (South African Depression and Anxiety Group): counselling and support groups.",
      "Lifeline South Africa: trained counsellors to talk to when things feel too heavy.",
      "Childline South Africa: support for children and teenagers.",
      "POWA (People Opposing Women Abuse): support for survivors of gender-based violence.",
      "In danger right now? Contact emergency services or go to your nearest clinic or hospital.",
    ],
  },
  {
    id: "trending-12",
    file: "trending-12-school-solar.webm",
    kind: "audio",
    seconds: 4,
    notes: [
      [0, 523.25],
      [0.3, 587.33],
      [0.6, 659.25],
      [0.9, 783.99],
      [1.2, 880.0],
      [1.8, 1046.5],
    ],
  },
  {
    id: "trending-13",
    file: "trending-13-youth-unemployment.jpg",
    kind: "image",
    headline: "Still job-hunting? You're not the only one.",
    motif: "bars",
  },
];

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--no-first-run",
  "--autoplay-policy=no-user-gesture-required",
];

const verifyOnly = process.argv.includes("--verify");
const problems = [];
const fail = (message) => problems.push(message);

// ---------------------------------------------------------------------------------------------
// The seed list and the spec table must describe the same files.

async function loadItems() {
  const seedUrl = new URL("../prisma/seed/venting-trending.ts", import.meta.url).href;
  const { TRENDING_SEED } = await tsImport(seedUrl, import.meta.url);
  const specs = new Map(SPECS.map((spec) => [spec.id, spec]));
  const items = [];
  for (const seed of TRENDING_SEED) {
    const spec = specs.get(seed.id);
    if (!spec) throw new Error(`${seed.id} is in venting-trending.ts but not in this script's SPECS table`);
    specs.delete(seed.id);
    if (spec.kind !== seed.type) throw new Error(`${seed.id}: seed type ${seed.type}, spec kind ${spec.kind}`);
    if (seed.mediaUrl !== URL_PREFIX + spec.file)
      throw new Error(`${seed.id}: mediaUrl ${seed.mediaUrl} is not ${URL_PREFIX}${spec.file}`);
    if (path.extname(spec.file) !== EXTENSION[spec.kind])
      throw new Error(`${seed.id}: a ${spec.kind} file must end in ${EXTENSION[spec.kind]}`);
    if (!SECTIONS[seed.section]) throw new Error(`${seed.id}: unknown section ${seed.section}`);
    if (seed.summary.length > 200)
      throw new Error(`${seed.id}: summary is ${seed.summary.length} characters (max 200)`);
    items.push({ ...seed, ...spec, section: seed.section, palette: SECTIONS[seed.section] });
  }
  if (specs.size) throw new Error(`In SPECS but not in venting-trending.ts: ${[...specs.keys()].join(", ")}`);
  return items;
}

const outPath = (item) => path.join(outDir, item.file);

function formatDate(iso) {
  return new Date(iso).toLocaleDateString("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  });
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Small deterministic pseudo-random numbers, so the decorations do not change between runs.
function rng(seedText) {
  let state = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// ---------------------------------------------------------------------------------------------
// Images: an HTML/CSS card, screenshotted as JPEG.

function motifHtml(motif, random) {
  const shapes = [];
  if (motif === "rings") {
    shapes.push('<div class="ring" style="left:418px;top:92px;width:120px;height:120px"></div>');
    shapes.push('<div class="ring" style="left:500px;top:128px;width:96px;height:96px;opacity:.5"></div>');
  } else if (motif === "drops") {
    for (let i = 0; i < 5; i += 1) {
      const size = 22 + Math.round(random() * 34);
      shapes.push(
        `<div class="drop" style="left:${400 + Math.round(random() * 190)}px;top:${40 + i * 52}px;width:${size}px;height:${size}px"></div>`,
      );
    }
  } else if (motif === "blocks") {
    for (let i = 0; i < 4; i += 1) {
      shapes.push(
        `<div class="block" style="left:${430 + (i % 2) * 86}px;top:${70 + Math.floor(i / 2) * 96}px"></div>`,
      );
    }
  } else if (motif === "bars") {
    [58, 92, 74, 128, 164].forEach((height, i) => {
      shapes.push(`<div class="bar" style="left:${430 + i * 34}px;top:${270 - height}px;height:${height}px"></div>`);
    });
  }
  return shapes.join("");
}

function cardHtml(item) {
  const random = rng(item.id);
  const bubbles = Array.from({ length: 6 }, () => {
    const size = 60 + Math.round(random() * 160);
    return `<div class="bubble" style="left:${Math.round(random() * 640 - 80)}px;top:${Math.round(random() * 360 - 80)}px;width:${size}px;height:${size}px"></div>`;
  }).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; }
    html, body { width: 640px; height: 360px; overflow: hidden; }
    body { position: relative; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #fff;
      background: linear-gradient(135deg, ${item.palette.from}, ${item.palette.to}); }
    .bubble { position: absolute; border-radius: 50%; background: rgba(255,255,255,.07); }
    .ring { position: absolute; border-radius: 50%; border: 10px solid rgba(255,255,255,.35); }
    .drop { position: absolute; border-radius: 0 50% 50% 50%; transform: rotate(45deg); background: rgba(255,255,255,.3); }
    .block { position: absolute; width: 70px; height: 80px; border-radius: 10px; background: rgba(255,255,255,.22); }
    .bar { position: absolute; width: 24px; border-radius: 6px 6px 0 0; background: rgba(255,255,255,.3); }
    .pill { position: absolute; left: 36px; top: 32px; padding: 6px 14px; border-radius: 999px; background: rgba(255,255,255,.18);
      font-size: 14px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; }
    h1 { position: absolute; left: 36px; top: 88px; width: 380px; font-size: 34px; line-height: 1.18; font-weight: 700; }
    .foot { position: absolute; left: 36px; bottom: 26px; font-size: 14px; opacity: .85; }
  </style></head><body>
    ${bubbles}${motifHtml(item.motif, random)}
    <div class="pill">${escapeHtml(item.palette.label)}</div>
    <h1>${escapeHtml(item.headline)}</h1>
    <div class="foot">Stepps Venting Room &middot; Trending &middot; ${escapeHtml(formatDate(item.publishedAt))}</div>
  </body></html>`;
}

async function makeImage(browser, item) {
  const page = await browser.newPage({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 1 });
  try {
    await page.setContent(cardHtml(item));
    const jpeg = await page.screenshot({ type: "jpeg", quality: 70 });
    fs.writeFileSync(outPath(item), jpeg);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Videos and audio: recorded in the page with MediaRecorder, handed back as base64.

// Runs inside Chromium. Draws the animation on a canvas and records it.
async function recordVideoInPage(spec) {
  const W = 320;
  const H = 180;
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  let state = spec.seed;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const bubbles = Array.from({ length: 9 }, () => ({
    x: random() * W,
    r: 6 + random() * 18,
    speed: 12 + random() * 26,
    phase: random() * 6.28,
  }));

  const words = spec.headline.split(" ");
  ctx.font = "bold 21px 'DejaVu Sans', sans-serif";
  const lines = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && ctx.measureText(`${last} ${word}`).width <= W - 40) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }

  function draw(t) {
    const shift = Math.sin(t * 0.8) * 40;
    const gradient = ctx.createLinearGradient(0 + shift, 0, W + shift, H);
    gradient.addColorStop(0, spec.from);
    gradient.addColorStop(1, spec.to);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, W, H);

    ctx.fillStyle = "rgba(255,255,255,0.12)";
    for (const b of bubbles) {
      const y = H + b.r - ((t * b.speed + b.phase * 30) % (H + 2 * b.r));
      ctx.beginPath();
      ctx.arc(b.x + Math.sin(t * 1.5 + b.phase) * 8, y, b.r, 0, Math.PI * 2);
      ctx.fill();
    }

    if (spec.motif === "dots16") {
      const shown = Math.min(16, Math.floor(t / 0.2) + 1);
      for (let i = 0; i < 16; i += 1) {
        ctx.fillStyle = i < shown ? "rgba(255,255,255,0.9)" : "rgba(255,255,255,0.25)";
        ctx.beginPath();
        ctx.arc(28 + i * 17.6, 140, 5.5, 0, Math.PI * 2);
        ctx.fill();
      }
    } else if (spec.motif === "waves") {
      for (let k = 0; k < 3; k += 1) {
        ctx.fillStyle = `rgba(255,255,255,${0.14 + k * 0.06})`;
        ctx.beginPath();
        ctx.moveTo(0, H);
        for (let x = 0; x <= W; x += 8) ctx.lineTo(x, 138 + k * 12 + Math.sin(x / 28 + t * (2 + k) + k) * 5);
        ctx.lineTo(W, H);
        ctx.fill();
      }
    } else if (spec.motif === "flicker") {
      const on = Math.floor(t * 1.25) % 2 === 0;
      ctx.fillStyle = on ? "rgba(255,236,150,0.95)" : "rgba(255,255,255,0.2)";
      ctx.beginPath();
      ctx.arc(280, 138, 14, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "rgba(255,255,255,0.5)";
      ctx.fillRect(274, 154, 12, 8);
    }

    ctx.font = "bold 11px 'DejaVu Sans', sans-serif";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "rgba(255,255,255,0.2)";
    ctx.beginPath();
    ctx.roundRect(16, 14, ctx.measureText(spec.label.toUpperCase()).width + 12, 22, 11);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.fillText(spec.label.toUpperCase(), 22, 25.5);

    // The headline is there from the first frame, which players show as the poster.
    ctx.font = "bold 21px 'DejaVu Sans', sans-serif";
    ctx.textBaseline = "alphabetic";
    lines.forEach((line, i) => ctx.fillText(line, 18, 70 + i * 27));

    ctx.fillStyle = "rgba(255,255,255,0.85)";
    ctx.fillRect(0, H - 4, (W * Math.min(t, spec.seconds)) / spec.seconds, 4);
  }

  draw(0);
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: spec.bitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    function frame() {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < spec.seconds) requestAnimationFrame(frame);
      else resolve();
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  const durationMs = performance.now() - start;
  await stopped;
  stream.getTracks().forEach((track) => track.stop());
  const blob = new Blob(chunks, { type: "video/webm" });
  const dataUrl = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsDataURL(blob);
  });
  return { base64: dataUrl.slice(dataUrl.indexOf(",") + 1), durationMs };
}

// Runs inside Chromium. Plays soft bell-like chimes into a MediaStream and records it as Opus.
async function recordAudioInPage(spec) {
  const context = new AudioContext({ sampleRate: 48000 });
  await context.resume();
  const destination = context.createMediaStreamDestination();
  const master = context.createGain();
  master.gain.value = 0.5;
  master.connect(destination);
  const t0 = context.currentTime + 0.15;

  function bell(at, frequency) {
    // A fundamental plus two softer inharmonic partials, each fading exponentially.
    [
      [1, 0.5, 2.4],
      [2.76, 0.14, 1.2],
      [5.4, 0.05, 0.6],
    ].forEach(([ratio, level, decay]) => {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency * ratio;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(level, t0 + at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + decay);
      osc.connect(gain).connect(master);
      osc.start(t0 + at);
      osc.stop(t0 + at + decay + 0.05);
    });
  }
  spec.notes.forEach(([at, frequency]) => bell(at, frequency));

  if (spec.breath) {
    // A low pad that swells for the in-breath and fades for the out-breath.
    const pad = context.createGain();
    pad.gain.setValueAtTime(0.0001, t0);
    pad.gain.exponentialRampToValueAtTime(0.16, t0 + 2.4);
    pad.gain.exponentialRampToValueAtTime(0.0001, t0 + spec.seconds - 0.2);
    pad.connect(master);
    [130.81, 196.0].forEach((frequency) => {
      const osc = context.createOscillator();
      osc.type = "sine";
      osc.frequency.value = frequency;
      osc.connect(pad);
      osc.start(t0);
      osc.stop(t0 + spec.seconds);
    });
  }

  const recorder = new MediaRecorder(destination.stream, {
    mimeType: "audio/webm;codecs=opus",
    audioBitsPerSecond: spec.bitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, spec.seconds * 1000 + 150));
  recorder.stop();
  const durationMs = performance.now() - start;
  await stopped;
  await context.close();
  const blob = new Blob(chunks, { type: "audio/webm" });
  const dataUrl = await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsDataURL(blob);
  });
  return { base64: dataUrl.slice(dataUrl.indexOf(",") + 1), durationMs };
}

async function makeVideo(browser, item) {
  const page = await browser.newPage();
  try {
    const result = await page.evaluate(recordVideoInPage, {
      headline: item.headline,
      label: item.palette.label,
      from: item.palette.from,
      to: item.palette.to,
      motif: item.motif,
      seconds: 4,
      bitsPerSecond: 150_000,
      seed: (rng(item.id)() * 2 ** 32) >>> 0,
    });
    fs.writeFileSync(outPath(item), withWebmDuration(Buffer.from(result.base64, "base64"), result.durationMs));
  } finally {
    await page.close();
  }
}

async function makeAudio(browser, item) {
  const page = await browser.newPage();
  try {
    const result = await page.evaluate(recordAudioInPage, {
      notes: item.notes,
      breath: Boolean(item.breath),
      seconds: item.seconds,
      bitsPerSecond: 24_000,
    });
    fs.writeFileSync(outPath(item), withWebmDuration(Buffer.from(result.base64, "base64"), result.durationMs));
  } finally {
    await page.close();
  }
}

// MediaRecorder writes live WebM without a Duration, so players show "Infinity" and cannot seek.
// This adds Segment > Info > Duration (in TimecodeScale units, milliseconds by default).
const EBML_ID = { EBML: 0x1a45dfa3, Segment: 0x18538067, Info: 0x1549a966, TimecodeScale: 0x2ad7b1, Duration: 0x4489 };

function readVint(buf, pos, keepMarker) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`Bad EBML variable-length integer at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(buf, pos) {
  const id = readVint(buf, pos, true);
  const size = readVint(buf, pos + id.length, false);
  const dataStart = pos + id.length + size.length;
  return {
    id: id.value,
    start: pos,
    dataStart,
    size: size.value,
    unknown: size.unknown,
    end: size.unknown ? buf.length : dataStart + size.value,
  };
}

function encodeSize(value, length = 8) {
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] |= 0x80 >> (length - 1);
  return out;
}

function withWebmDuration(buf, durationMs) {
  const header = readElement(buf, 0);
  if (header.id !== EBML_ID.EBML) throw new Error("Not a WebM file");
  const segment = readElement(buf, header.end);
  if (segment.id !== EBML_ID.Segment) throw new Error("WebM without a Segment after its header");
  let pos = segment.dataStart;
  let info;
  while (pos < segment.end) {
    const element = readElement(buf, pos);
    if (element.id === EBML_ID.Info) {
      info = element;
      break;
    }
    if (element.unknown) break;
    pos = element.end;
  }
  if (!info) throw new Error("WebM without a Segment Info element");

  let scale = 1_000_000;
  const children = [];
  for (let p = info.dataStart; p < info.end;) {
    const child = readElement(buf, p);
    if (child.id === EBML_ID.TimecodeScale) scale = buf.readUIntBE(child.dataStart, child.size);
    if (child.id !== EBML_ID.Duration) children.push(buf.subarray(child.start, child.end));
    p = child.end;
  }
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(EBML_ID.Duration, 0);
  duration[2] = 0x88; // size 8
  duration.writeDoubleBE((durationMs * 1_000_000) / scale, 3);
  const payload = Buffer.concat([...children, duration]);
  const newInfo = Buffer.concat([buf.subarray(info.start, info.start + 4), encodeSize(payload.length), payload]);

  let segmentHead = buf.subarray(segment.start, segment.dataStart);
  if (!segment.unknown) {
    const delta = newInfo.length - (info.end - info.start);
    segmentHead = Buffer.concat([buf.subarray(segment.start, segment.start + 4), encodeSize(segment.size + delta)]);
  }
  return Buffer.concat([
    buf.subarray(0, segment.start),
    segmentHead,
    buf.subarray(segment.dataStart, info.start),
    newInfo,
    buf.subarray(info.end),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Documents: a one-page A5 PDF with the standard Helvetica fonts (nothing embedded).

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

function textWidth(text, size, bold) {
  const units = [...text].reduce((sum, c) => sum + (HELVETICA[c.charCodeAt(0) - 32] ?? 556), 0);
  return (units * size * (bold ? 1.08 : 1)) / 1000; // Helvetica-Bold runs about 8% wider
}

function wrap(text, size, maxWidth, bold = false) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function pdfString(text) {
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`PDF text must be plain ASCII: ${JSON.stringify(text)}`);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pdfDate(iso) {
  return `D:${iso.replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

function makePdf(item) {
  const [pageW, pageH] = [420, 595];
  const margin = 36;
  const width = pageW - 2 * margin;
  const [r, g, b] = item.palette.pdf;
  const ops = [];
  const text = (font, size, x, y, value) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(value)} Tj ET`);

  ops.push(`${r} ${g} ${b} rg 0 ${pageH - 64} ${pageW} 64 re f`);
  ops.push("1 1 1 rg");
  text("F2", 9, margin, pageH - 28, "STEPPS VENTING ROOM  |  TRENDING");
  text("F1", 11, margin, pageH - 46, item.palette.label);

  let y = pageH - 98;
  ops.push("0.1 0.1 0.12 rg");
  for (const line of wrap(item.title, 16, width, true)) {
    text("F2", 16, margin, y, line);
    y -= 20;
  }
  y -= 6;
  ops.push("0.3 0.3 0.34 rg");
  for (const line of wrap(item.summary, 10.5, width)) {
    text("F1", 10.5, margin, y, line);
    y -= 14;
  }
  y -= 12;
  ops.push(`${r} ${g} ${b} rg ${margin} ${y.toFixed(1)} ${width} 1 re f`);
  y -= 22;
  for (const entry of item.lines) {
    wrap(entry, 10.5, width - 14).forEach((line, i) => {
      ops.push(
        i === 0 ? `${r} ${g} ${b} rg ${margin} ${(y + 2).toFixed(1)} 5 5 re f 0.1 0.1 0.12 rg` : "0.1 0.1 0.12 rg",
      );
      text("F1", 10.5, margin + 14, y, line);
      y -= 14;
    });
    y -= 6;
  }
  ops.push("0.45 0.45 0.5 rg");
  text(
    "F1",
    8,
    margin,
    30,
    `Published ${formatDate(item.publishedAt)}. A sample trending item from the Stepps Venting Room.`,
  );
  const content = ops.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(item.title)} /Author (Stepps) /Producer (scripts/generate-trending-media.mjs) /CreationDate (${pdfDate(item.publishedAt)}) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, "latin1");
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(outPath(item), Buffer.from(body, "latin1"));
}

// ---------------------------------------------------------------------------------------------
// Verification.

function verifyPdf(item, buf) {
  const text = buf.toString("latin1");
  if (!text.startsWith("%PDF-")) return fail(`${item.file}: does not start with %PDF-`);
  const match = /startxref\n(\d+)\n%%EOF\n?$/.exec(text);
  if (!match) return fail(`${item.file}: no startxref at the end`);
  const xref = Number(match[1]);
  if (!text.startsWith("xref\n", xref)) return fail(`${item.file}: startxref ${xref} does not point at the xref table`);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xref)) ?? [];
  const entries = text
    .slice(xref)
    .split("\n")
    .slice(2, 2 + Number(count));
  entries.forEach((entry, i) => {
    const number = Number(first) + i;
    if (entry.length !== 19) fail(`${item.file}: xref entry ${number} is not 20 bytes`);
    if (entry.endsWith("n ") && !text.startsWith(`${number} 0 obj`, Number(entry.slice(0, 10))))
      fail(`${item.file}: xref offset of object ${number} is wrong`);
  });
  const stream = /\/Length (\d+) >>\nstream\n/.exec(text);
  if (stream && !text.startsWith("\nendstream", stream.index + stream[0].length + Number(stream[1])))
    fail(`${item.file}: stream /Length is wrong`);
  return `PDF ${count - 1} objects, xref at ${xref}`;
}

// Runs inside Chromium: can the browser load this file as the given kind?
async function probeInPage({ base64, kind, mime }) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const timeout = (ms) =>
    new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms));
  try {
    if (kind === "image") {
      const img = new Image();
      img.src = url;
      await Promise.race([img.decode(), timeout(5000)]);
      return { width: img.naturalWidth, height: img.naturalHeight };
    }
    const element = document.createElement(kind === "video" ? "video" : "audio");
    element.preload = "auto";
    element.muted = true;
    const loaded = new Promise((resolve, reject) => {
      element.onloadedmetadata = resolve;
      element.onerror = () => reject(new Error(`media error ${element.error?.code}: ${element.error?.message}`));
    });
    element.src = url;
    await Promise.race([loaded, timeout(5000)]);
    const result = { duration: element.duration };
    if (kind === "video") {
      Object.assign(result, { width: element.videoWidth, height: element.videoHeight });
      // Seek to the middle and make sure a frame decodes there.
      const seeked = new Promise((resolve) => (element.onseeked = resolve));
      element.currentTime = Math.min(2, element.duration / 2 || 0);
      await Promise.race([seeked, timeout(5000)]);
      result.seekedTo = element.currentTime;
    } else {
      const audio = await new AudioContext().decodeAudioData(bytes.buffer.slice(0));
      const samples = audio.getChannelData(0);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      Object.assign(result, { decodedSeconds: audio.duration, peak });
    }
    return result;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function verify(browser, items) {
  const page = await browser.newPage();
  const rows = [];
  let total = 0;
  for (const item of items) {
    const file = outPath(item);
    if (!fs.existsSync(file)) {
      fail(`${item.file}: missing`);
      continue;
    }
    const buf = fs.readFileSync(file);
    total += buf.length;
    if (buf.length > BUDGET[item.kind])
      fail(`${item.file}: ${buf.length} bytes, over the ${BUDGET[item.kind]}-byte budget for ${item.kind}`);
    let detail;
    if (item.kind === "doc") {
      detail = verifyPdf(item, buf);
    } else {
      const signature = item.kind === "image" ? "ffd8ff" : "1a45dfa3";
      if (buf.subarray(0, signature.length / 2).toString("hex") !== signature)
        fail(`${item.file}: does not start with ${signature}`);
      const mime = item.kind === "image" ? "image/jpeg" : `${item.kind}/webm`;
      try {
        const probe = await page.evaluate(probeInPage, { base64: buf.toString("base64"), kind: item.kind, mime });
        if (item.kind === "image") {
          if (probe.width !== 640 || probe.height !== 360)
            fail(`${item.file}: ${probe.width}x${probe.height}, expected 640x360`);
          detail = `JPEG ${probe.width}x${probe.height}`;
        } else if (item.kind === "video") {
          if (probe.width !== 320 || probe.height !== 180)
            fail(`${item.file}: ${probe.width}x${probe.height}, expected 320x180`);
          if (!(probe.duration > 0)) fail(`${item.file}: duration ${probe.duration}`);
          detail = `WebM/VP8 ${probe.width}x${probe.height}, ${probe.duration.toFixed(2)} s, seeks to ${probe.seekedTo.toFixed(2)} s`;
        } else {
          if (!(probe.duration > 0)) fail(`${item.file}: duration ${probe.duration}`);
          if (!(probe.peak > 0.01)) fail(`${item.file}: decodes to silence (peak ${probe.peak})`);
          detail = `WebM/Opus ${probe.duration.toFixed(2)} s (decoded ${probe.decodedSeconds.toFixed(2)} s), peak ${probe.peak.toFixed(2)}`;
        }
      } catch (error) {
        fail(`${item.file}: Chromium could not load it (${error.message})`);
        detail = "not loadable";
      }
    }
    rows.push({ file: item.file, bytes: buf.length, detail });
  }
  await page.close();
  if (total > BUDGET.total) fail(`All files together are ${total} bytes, over the ${BUDGET.total}-byte budget`);

  const expected = new Set(items.map((item) => item.file));
  const strays = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((name) => !expected.has(name)) : [];
  for (const name of strays)
    console.warn(`warning: ${path.relative(root, path.join(outDir, name))} is not in the seed list`);

  const width = Math.max(...rows.map((row) => row.file.length));
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${String(row.bytes).padStart(7)} B  ${row.detail}`);
  console.log(
    `${"total".padEnd(width)}  ${String(total).padStart(7)} B  (${(total / KB).toFixed(1)} KiB, budget ${BUDGET.total / KB} KiB)`,
  );
}

// ---------------------------------------------------------------------------------------------

async function launch() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean);
  const executablePath = candidates.find((candidate) => fs.existsSync(candidate));
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

const items = await loadItems();
const browser = await launch();
try {
  if (!verifyOnly) {
    fs.mkdirSync(outDir, { recursive: true });
    for (const item of items) {
      const started = Date.now();
      if (item.kind === "image") await makeImage(browser, item);
      else if (item.kind === "video") await makeVideo(browser, item);
      else if (item.kind === "audio") await makeAudio(browser, item);
      else makePdf(item);
      console.log(`made ${path.relative(root, outPath(item))} (${Date.now() - started} ms)`);
    }
  }
  await verify(browser, items);
} finally {
  await browser.close();
}

if (problems.length) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
