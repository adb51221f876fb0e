#!/usr/bin/env node
/**
 * Upload bombs: what a few hostile Venting Room uploads cost the server, and whether the rest of
 * the site feels them. Against the real server (`next start` of the .next-bench build) on its own
 * fresh database, members of the venting plan (bench/support.mjs signedInMember) send, each scenario
 * in one burst:
 *   (a) BOMBS (--bombs, default 4) GIF bombs at once: 60 bytes each, declaring a 6300×6300 canvas
 *       (39.7 megapixels; a decoder allocates every one of them);
 *   (b) BOMBS multipart bodies at once, each about 25 MB of 514,000 empty parts (as the tester's);
 *   (c) BOMBS small GIFs declaring 4999×4999, just under the pixel limit, in 60 bytes (a decoder
 *       fills the whole canvas: 1.4 to 2.8 s and ~350 MB each, before their bytes were weighed);
 *   (d) BOMBS .docx files of about 150 KB whose document.xml inflates to 51 MB of tracked changes;
 *   (e) BOMBS "videos" of 22 MB: an MP4 header and 2.9 million empty boxes;
 *   (f) all of them together, BOMBS of each kind at once, each kind from a member of its own;
 *   and, for comparison, BOMBS ordinary videos of the same 22 MB: what receiving that much costs anyway.
 * Meanwhile GET /api/vouchers/status is probed every PROBE_EVERY_MS (20 ms, one at a time), and the
 * resident memory of the server's processes (VmRSS in Linux /proc/<pid>/status, summed over its
 * process group) is sampled every SAMPLE_EVERY_MS; the kernel's own high-water mark (VmHWM, reset
 * through /proc/<pid>/clear_refs before each scenario) catches peaks between samples. The floor is
 * the same probes and samples for the same time with nothing else sent, measured in the same run.
 * Each scenario lasts WINDOW_MS (--window, default 3000) or until every bomb was answered plus
 * TAIL_MS, whichever is longer. Goals: peak growth under 100 MB, probes' p99 under 100 ms.
 * Part of `npm run bench` (bench/run.mjs --only upload-bombs); runs alone with
 * `node bench/upload-bombs.mjs [--no-build]`. Linux only (/proc). Output: a table on stdout,
 * bench/results/upload-bombs.json. To see the figures before a fix, point BENCH_DIST_DIR at a copy
 * of an older build and pass --no-build.
 */
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import {
  appEnv,
  eventLoopWindow,
  freshDatabase,
  isMain,
  log,
  machine,
  machineLine,
  option,
  prepareBuilds,
  probeStatusOffThread,
  root,
  runAlone,
  signedInMember,
  sleep,
  startNext,
  stopServers,
  table,
  writeResults,
} from "./support.mjs";

const BOMBS = Number(option("--bombs") ?? 4);
const WINDOW_MS = Number(option("--window") ?? 3000);
const TAIL_MS = 500;
const PROBE_EVERY_MS = 20;
const SAMPLE_EVERY_MS = 10;
/** The goals the scenarios are read against (printed, never an exit code: figures, not tests). */
export const GOALS = { peakGrowthMB: 100, probeP99Ms: 100 };
/** Its own port: 3301-3304 are the other benchmarks' (bench/support.mjs PORTS); another is taken when busy. */
const PORT = 3305;
const UPLOAD_DIR = path.join(root, "data", "bench-uploads");
const SERVER_LABEL = "upload-bombs";
const MB = 1024 * 1024;

// ---- Pure helpers (exported so they can be checked on their own).

/** How many times each value occurs: { "413": 4 }. */
export const tally = (values) => values.reduce((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {});

/** A field of /proc/<pid>/status in bytes ("VmRSS:\t  123456 kB"), or null when absent. */
export function statusField(statusText, field) {
  const match = new RegExp(`^${field}:\\s*(\\d+)\\s*kB`, "m").exec(statusText);
  return match ? Number(match[1]) * 1024 : null;
}

/** Process ids whose process group is `pgid`, from the text of each /proc/<pid>/stat. */
export function groupMembers(stats, pgid) {
  return stats
    .filter(({ stat }) => {
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is state, [2] the pgrp
      return Number(fields[2]) === pgid;
    })
    .map(({ pid }) => pid);
}

const u16le = (n) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);

/**
 * The tester's GIF: 60 bytes declaring a `width`×`height` logical screen and one frame as large,
 * whose LZW data holds a single pixel (clear, 0, end). A decoder still allocates the whole frame.
 */
export function gifBomb(width = 6300, height = 6300) {
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    u16le(width),
    u16le(height),
    Buffer.from([0x80, 0x00, 0x00]), // global colour table of two colours
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xfe, 13]), // comment extension
    Buffer.from("6300x6300 GIF", "latin1"),
    Buffer.from([0x00]),
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // graphic control
    Buffer.from([0x2c]), // image descriptor
    u16le(0),
    u16le(0),
    u16le(width),
    u16le(height),
    Buffer.from([0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW minimum code size 2, one sub-block, terminator
    Buffer.from([0x3b]),
  ]);
}

/**
 * A .docx (deflated, as Word writes one) whose word/document.xml inflates to about `xmlMB` MB of
 * tracked-change runs, each naming its author: the tester's was 155 KB for 51 MB.
 */
export function trackedChangesDocx(xmlMB = 51) {
  const run = '<w:ins w:id="1" w:author="Thabo Mokoena" w:date="2026-11-20T10:00:00Z"><w:r><w:t>a</w:t></w:r></w:ins>';
  const body = run.repeat(Math.ceil((xmlMB * MB) / run.length));
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${body}</w:p></w:body></w:document>`;
  const text = (value) => strToU8(value);
  return Buffer.from(
    zipSync(
      {
        "[Content_Types].xml": text(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
        "word/document.xml": text(xml),
      },
      { level: 9 },
    ),
  );
}

/** An ordinary video of the same size as the bomb: the file-type box, then one box of media data. */
export function ordinaryMp4(bytes = 23_200_024) {
  const out = Buffer.alloc(bytes, 0x5a);
  Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]).copy(out, 0);
  out.writeUInt32BE(bytes - 24, 24);
  out.write("mdat", 28, "latin1");
  return out;
}

/** A 22 MB "video": an MP4 file-type box, then 2.9 million empty `free` boxes of 8 bytes each (as the tester's). */
export function emptyBoxesMp4(boxes = 2_900_000) {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  const box = Buffer.from([0, 0, 0, 8, ...Buffer.from("free")]);
  const out = Buffer.alloc(ftyp.length + boxes * box.length);
  ftyp.copy(out, 0);
  for (let i = 0; i < boxes; i++) box.copy(out, ftyp.length + i * box.length);
  return out;
}

/**
 * A multipart body of `parts` empty text parts and its Content-Type. With a one-letter boundary a
 * part is 51 bytes: the tester's 514,000 make 25.0 MB (MiB, as the app counts them), just under the
 * upload route's cap (MAX_UPLOAD_BODY_BYTES, 25 MB + 64 KB), so only the count of parts can refuse it.
 */
export function emptyPartsBody(parts = 514_000, boundary = "X") {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n`;
  return {
    body: Buffer.from(`${part.repeat(parts)}--${boundary}--\r\n`, "latin1"),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// ---- The server's memory (Linux /proc).

function readProc(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** The processes of the server's process group (`next start` and whatever it started). */
function serverPids(pgid) {
  const stats = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    if (stat) stats.push({ pid: Number(entry), stat });
  }
  return groupMembers(stats, pgid);
}

/** VmRSS or VmHWM summed over `pids`, in bytes; processes that have gone count nothing. */
function summed(pids, field) {
  let total = 0;
  let any = false;
  for (const pid of pids) {
    const status = readProc(`/proc/${pid}/status`);
    const value = status === null ? null : statusField(status, field);
    if (value === null) continue;
    total += value;
    any = true;
  }
  return any ? total : null;
}

/** Resets each process's VmHWM to its current VmRSS ("5" in clear_refs, Linux 4.0+); false when not allowed. */
function resetHighWaterMarks(pids) {
  try {
    for (const pid of pids) fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Samples the group's VmRSS every SAMPLE_EVERY_MS until stopped; the highest sample. */
function startSampling(pids) {
  let peak = summed(pids, "VmRSS") ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, summed(pids, "VmRSS") ?? 0);
  }, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, summed(pids, "VmRSS") ?? 0);
  };
}

// ---- Load.

/** GET /api/vouchers/status every PROBE_EVERY_MS, one at a time, on a thread of its own. */
const probe = (base) => probeStatusOffThread(base, { everyMs: PROBE_EVERY_MS, timeoutMs: 30_000 });

/** A member's POST to the upload route: its status (or the error's code) and how long it took. */
export async function send(member, init) {
  const t = performance.now();
  try {
    const response = await member.call("/api/venting-room/upload-post", {
      method: "POST",
      signal: AbortSignal.timeout(120_000),
      ...init,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - t };
  } catch (error) {
    return { status: `error: ${error.cause?.code ?? error.name}`, ms: performance.now() - t };
  }
}

/**
 * One scenario: the server's memory before, then `fire()` (null for the floor) while probing and
 * sampling, for WINDOW_MS or until every bomb was answered plus TAIL_MS.
 */
export async function scenario(label, { base, pgid, fire }) {
  await sleep(1000); // what the last scenario left behind settles (answers written, sockets closed)
  await eventLoopWindow(SERVER_LABEL, pgid); // the window starts now
  const pids = serverPids(pgid);
  if (!pids.length)
    throw new Error(`no processes in the server's process group ${pgid} (this benchmark needs Linux /proc)`);
  const rssBefore = summed(pids, "VmRSS");
  const hwmReset = resetHighWaterMarks(pids);
  const stopSampling = startSampling(pids);
  const probing = probe(base);
  const start = performance.now();
  const answers = fire ? await fire() : [];
  const answeredMs = performance.now() - start;
  await sleep(Math.max(WINDOW_MS - answeredMs, fire ? TAIL_MS : 0));
  const responsiveness = await probing.stop();
  const peak = stopSampling();
  const hwm = hwmReset ? summed(pids, "VmHWM") : null;
  const loop = await eventLoopWindow(SERVER_LABEL, pgid);
  return {
    label,
    processes: pids.length,
    windowMs: performance.now() - start,
    rssBeforeMB: rssBefore / MB,
    peakGrowthMB: (peak - rssBefore) / MB,
    /** From the kernel's high-water mark: every peak, even one between two samples. */
    hwmGrowthMB: hwm === null ? null : (hwm - rssBefore) / MB,
    probe: responsiveness,
    /** The server's own event loop over the window (BENCH_EVENT_LOOP): how long any request waited for it. */
    loop,
    bombs: answers.length,
    statuses: tally(answers.map((a) => a.status)),
    answeredMs: fire ? answeredMs : null,
    slowestAnswerMs: answers.length ? Math.max(...answers.map((a) => a.ms)) : null,
  };
}

/** Runs the floor and both scenarios against a server at `base` whose process group is `pgid`. */
export async function uploadBombs({ base, pgid }) {
  // One member per scenario (each upload attempt counts towards a member's hourly limit, 30), and one
  // per kind in the last, all at once, so their turns on the cleaning pool are shared between them.
  const KINDS = 6;
  log(`upload bombs: signing in ${KINDS * 2} Venting Room members...`);
  const members = [];
  for (let i = 0; i < KINDS * 2; i++) {
    const member = await signedInMember(base, "venting");
    const session = await (await member.call("/api/auth/session")).json();
    if (!session?.user?.email) throw new Error("the bench member's session has no e-mail");
    members.push({ ...member, email: session.user.email });
  }
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/vouchers/status`)).arrayBuffer(); // warm

  const gif = gifBomb();
  const smallGif = gifBomb(4999, 4999);
  const docx = trackedChangesDocx();
  const mp4 = emptyBoxesMp4();
  const video = ordinaryMp4(mp4.length);
  const multipart = emptyPartsBody();
  const fileForm = (member, bytes, name, type, fileType) => {
    const form = new FormData();
    form.set("file", new File([bytes], name, { type }));
    form.set("topicId", "emergency");
    form.set("userEmail", member.email);
    form.set("fileType", fileType);
    return form;
  };
  /** Each kind of bomb: its label and how one member sends one. */
  const kinds = [
    [
      `GIF bombs (${gif.length} B, 6300×6300)`,
      (m) => send(m, { body: fileForm(m, gif, "bomb.gif", "image/gif", "image") }),
    ],
    [
      `multipart bodies (${(multipart.body.length / MB).toFixed(1)} MB, 514,000 empty parts)`,
      (m) => send(m, { headers: { "content-type": multipart.contentType }, body: multipart.body }),
    ],
    [
      `small GIFs (${smallGif.length} B, 4999×4999, under the pixel limit)`,
      (m) => send(m, { body: fileForm(m, smallGif, "small.gif", "image/gif", "image") }),
    ],
    [
      `.docx bombs (${(docx.length / 1024).toFixed(0)} KB, 51 MB of tracked changes)`,
      (m) =>
        send(m, {
          body: fileForm(
            m,
            docx,
            "report.docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "doc",
          ),
        }),
    ],
    [
      `MP4s of empty boxes (${(mp4.length / MB).toFixed(1)} MB, 2.9 million boxes)`,
      (m) => send(m, { body: fileForm(m, mp4, "clip.mp4", "video/mp4", "video") }),
    ],
  ];
  const ordinary = [
    `ordinary videos of the same size (${(video.length / MB).toFixed(1)} MB), for comparison`,
    (m) => send(m, { body: fileForm(m, video, "holiday.mp4", "video/mp4", "video") }),
  ];

  // The process grows once to hold the largest legitimate uploads (one, then as many at once as the
  // bombs come): what the bombs cost is measured beyond what members' real videos already need.
  log("upload bombs: warming up with one ordinary 22 MB video...");
  const warmed = await ordinary[1](members[KINDS * 2 - 1]);
  if (warmed.status !== 201) throw new Error(`the warm-up video was refused: ${warmed.status}`);
  log(`upload bombs: ${BOMBS} ${ordinary[0]} at once...`);
  const control = await scenario(`${BOMBS} ${ordinary[0]} at once`, {
    base,
    pgid,
    fire: () => Promise.all(Array.from({ length: BOMBS }, () => ordinary[1](members[kinds.length]))),
  });
  log(`upload bombs: floor, ${WINDOW_MS} ms of probes with nothing else...`);
  const floor = await scenario("floor: probes only", { base, pgid, fire: null });
  const each = [];
  for (const [index, [label, sendOne]] of kinds.entries()) {
    log(`upload bombs: ${BOMBS} ${label} at once...`);
    each.push(
      await scenario(`${BOMBS} ${label} at once`, {
        base,
        pgid,
        fire: () => Promise.all(Array.from({ length: BOMBS }, () => sendOne(members[index]))),
      }),
    );
  }
  log(`upload bombs: ${BOMBS} of each kind at once, a member per kind...`);
  const together = await scenario(`${BOMBS} of each kind at once (${BOMBS * kinds.length} uploads)`, {
    base,
    pgid,
    fire: () =>
      Promise.all(
        kinds.flatMap(([, sendOne], index) => Array.from({ length: BOMBS }, () => sendOne(members[KINDS + index]))),
      ),
  });

  const scenarios = [control, floor, ...each, together];
  const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : "-");
  const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : "-");
  const rows = [
    [
      "scenario",
      "RSS before MB",
      "peak growth MB",
      "HWM growth MB",
      "probes",
      "p50 ms",
      "p99 ms",
      "max ms",
      "failed",
      "loop p99 ms",
      "loop max ms",
      "answered in ms",
      "bomb statuses",
    ],
    ...scenarios.map((s) => [
      s.label,
      f0(s.rssBeforeMB),
      f1(s.peakGrowthMB),
      s.hwmGrowthMB === null ? "n/a" : f1(s.hwmGrowthMB),
      s.probe.probes,
      f1(s.probe.p50),
      f1(s.probe.p99),
      f1(s.probe.max),
      s.probe.failures,
      s.loop ? f1(s.loop.p99) : "n/a",
      s.loop ? f1(s.loop.max) : "n/a",
      s.answeredMs === null ? "" : f0(s.answeredMs),
      Object.entries(s.statuses)
        .map(([status, n]) => `${n} × ${status}`)
        .join(", "),
    ]),
  ];
  const goals = [...each, together].map((s) => {
    const growth = Math.max(s.peakGrowthMB, s.hwmGrowthMB ?? -Infinity);
    return {
      scenario: s.label,
      peakGrowthMB: growth,
      probeP99Ms: s.probe.p99,
      probeMaxMs: s.probe.max,
      met: growth < GOALS.peakGrowthMB && s.probe.p99 < GOALS.probeP99Ms && s.probe.failures === 0,
      /** Against the same number of real videos: what a bomb costs beyond what members' own files cost. */
      probeP99VsOrdinaryMs: s.probe.p99 - control.probe.p99,
    };
  });

  const meta = machine();
  console.log(`\n== Upload bombs, ${meta.date}: Node ${meta.node}, Next ${meta.next}; next start on 127.0.0.1`);
  console.log(machineLine(meta));
  console.log(
    `Server memory: VmRSS of the server's ${floor.processes} process(es) (its process group), sampled every ${SAMPLE_EVERY_MS} ms; HWM: the kernel's peak (VmHWM, reset before each scenario). Probe: GET /api/vouchers/status every ${PROBE_EVERY_MS} ms, one at a time, for ${WINDOW_MS} ms or until the bombs were answered + ${TAIL_MS} ms.\n`,
  );
  console.log(table(rows));
  for (const goal of goals)
    console.log(
      `${goal.met ? "goal met " : "goal MISSED"}: ${goal.scenario}: peak growth ${f1(goal.peakGrowthMB)} MB (goal < ${GOALS.peakGrowthMB}), probes' p99 ${f1(goal.probeP99Ms)} ms (goal < ${GOALS.probeP99Ms}; slowest ${f1(goal.probeMaxMs)}; ${f1(goal.probeP99VsOrdinaryMs)} ms against ${BOMBS} ordinary videos).`,
    );
  const file = writeResults("upload-bombs.json", {
    ...meta,
    bombs: BOMBS,
    windowMs: WINDOW_MS,
    probeEveryMs: PROBE_EVERY_MS,
    sampleEveryMs: SAMPLE_EVERY_MS,
    gifBombBytes: gif.length,
    smallGifBytes: smallGif.length,
    docxBombBytes: docx.length,
    emptyBoxesMp4Bytes: mp4.length,
    multipartBodyBytes: multipart.body.length,
    goals: { ...GOALS, results: goals },
    scenarios,
  });
  console.log(`Details: ${file}`);
  return { scenarios, goals };
}

/** Its own server: a fresh database, payments off, uploads in data/bench-uploads; stopped afterwards. */
export async function uploadBombsOnFreshServer() {
  const database = freshDatabase("bench-bombs");
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
  const { base, child } = await startNext(
    SERVER_LABEL,
    root,
    PORT,
    appEnv(database.url, { UPLOAD_DIR, BENCH_EVENT_LOOP: "1" }),
  );
  try {
    // The server runs in its own process group (spawned detached), whose id is its pid.
    return await uploadBombs({ base, pgid: child.pid });
  } finally {
    await stopServers([child]);
  }
}

if (isMain(import.meta.url))
  runAlone("upload-bombs", async () => {
    prepareBuilds({ floor: false });
    return uploadBombsOnFreshServer();
  });
