#!/usr/bin/env node
/**
 * Upload bombs: what a few hostile Venting Room uploads cost the server, and whether the rest of
 * the site feels them. Against the real server (`next start` of the .next-bench build) on its own
 * fresh database, a signed-in member of the venting plan (bench/support.mjs signedInMember) sends,
 * each scenario in one burst:
 *   (a) BOMBS (--bombs, default 4) GIF bombs at once: 60 bytes each, declaring a 6300×6300 canvas
 *       (39.7 megapixels; a decoder allocates every one of them);
 *   (b) BOMBS multipart bodies at once, each about 25 MB of 514,000 empty parts (as the tester's).
 * Meanwhile GET /api/vouchers/status is probed every PROBE_EVERY_MS (20 ms, one at a time), and the
 * resident memory of the server's processes (VmRSS in Linux /proc/<pid>/status, summed over its
 * process group) is sampled every SAMPLE_EVERY_MS; the kernel's own high-water mark (VmHWM, reset
 * through /proc/<pid>/clear_refs before each scenario) catches peaks between samples. The floor is
 * the same probes and samples for the same time with nothing else sent, measured in the same run.
 * Each scenario lasts WINDOW_MS (--window, default 3000) or until every bomb was answered plus
 * TAIL_MS, whichever is longer. Goals: peak growth under 100 MB, no probe over 100 ms.
 * Part of `npm run bench` (bench/run.mjs --only upload-bombs); runs alone with
 * `node bench/upload-bombs.mjs [--no-build]`. Linux only (/proc). Output: a table on stdout,
 * bench/results/upload-bombs.json. To see the figures before a fix, point BENCH_DIST_DIR at a copy
 * of an older build and pass --no-build.
 */
import fs from "node:fs";
import path from "node:path";
import {
  appEnv,
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
export const GOALS = { peakGrowthMB: 100, probeMaxMs: 100 };
/** Its own port: 3301-3304 are the other benchmarks' (bench/support.mjs PORTS); another is taken when busy. */
const PORT = 3305;
const UPLOAD_DIR = path.join(root, "data", "bench-uploads");
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
  return {
    label,
    processes: pids.length,
    windowMs: performance.now() - start,
    rssBeforeMB: rssBefore / MB,
    peakGrowthMB: (peak - rssBefore) / MB,
    /** From the kernel's high-water mark: every peak, even one between two samples. */
    hwmGrowthMB: hwm === null ? null : (hwm - rssBefore) / MB,
    probe: responsiveness,
    bombs: answers.length,
    statuses: tally(answers.map((a) => a.status)),
    answeredMs: fire ? answeredMs : null,
    slowestAnswerMs: answers.length ? Math.max(...answers.map((a) => a.ms)) : null,
  };
}

/** Runs the floor and both scenarios against a server at `base` whose process group is `pgid`. */
export async function uploadBombs({ base, pgid }) {
  log("upload bombs: signing in two Venting Room members...");
  const members = [];
  for (let i = 0; i < 2; i++) {
    // One per scenario: each upload attempt counts towards a member's hourly limit (30), refused or not.
    const member = await signedInMember(base, "venting");
    const session = await (await member.call("/api/auth/session")).json();
    if (!session?.user?.email) throw new Error("the bench member's session has no e-mail");
    members.push({ ...member, email: session.user.email });
  }
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/vouchers/status`)).arrayBuffer(); // warm

  const gif = gifBomb();
  const multipart = emptyPartsBody();
  const gifForm = (member) => {
    const form = new FormData();
    form.set("file", new File([gif], "bomb.gif", { type: "image/gif" }));
    form.set("topicId", "emergency");
    form.set("userEmail", member.email);
    form.set("fileType", "image");
    return form;
  };

  log(`upload bombs: floor, ${WINDOW_MS} ms of probes with nothing else...`);
  const floor = await scenario("floor: probes only", { base, pgid, fire: null });
  log(`upload bombs: ${BOMBS} GIF bombs (${gif.length} bytes, 6300×6300) at once...`);
  const gifs = await scenario(`${BOMBS} GIF bombs at once (${gif.length} B, 6300×6300)`, {
    base,
    pgid,
    fire: () => Promise.all(Array.from({ length: BOMBS }, () => send(members[0], { body: gifForm(members[0]) }))),
  });
  const partsMB = (multipart.body.length / MB).toFixed(1);
  log(`upload bombs: ${BOMBS} multipart bodies of ${partsMB} MB of empty parts at once...`);
  const parts = await scenario(`${BOMBS} multipart bodies at once (${partsMB} MB, 514,000 empty parts)`, {
    base,
    pgid,
    fire: () =>
      Promise.all(
        Array.from({ length: BOMBS }, () =>
          send(members[1], { headers: { "content-type": multipart.contentType }, body: multipart.body }),
        ),
      ),
  });

  const scenarios = [floor, gifs, parts];
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
      s.answeredMs === null ? "" : f0(s.answeredMs),
      Object.entries(s.statuses)
        .map(([status, n]) => `${n} × ${status}`)
        .join(", "),
    ]),
  ];
  const goals = [gifs, parts].map((s) => {
    const growth = Math.max(s.peakGrowthMB, s.hwmGrowthMB ?? -Infinity);
    return {
      scenario: s.label,
      peakGrowthMB: growth,
      probeMaxMs: s.probe.max,
      met: growth < GOALS.peakGrowthMB && s.probe.max < GOALS.probeMaxMs && s.probe.failures === 0,
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
      `${goal.met ? "goal met " : "goal MISSED"}: ${goal.scenario}: peak growth ${f1(goal.peakGrowthMB)} MB (goal < ${GOALS.peakGrowthMB}), slowest probe ${f1(goal.probeMaxMs)} ms (goal < ${GOALS.probeMaxMs}).`,
    );
  const file = writeResults("upload-bombs.json", {
    ...meta,
    bombs: BOMBS,
    windowMs: WINDOW_MS,
    probeEveryMs: PROBE_EVERY_MS,
    sampleEveryMs: SAMPLE_EVERY_MS,
    gifBombBytes: gif.length,
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
  const { base, child } = await startNext("upload-bombs", root, PORT, appEnv(database.url, { UPLOAD_DIR }));
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
