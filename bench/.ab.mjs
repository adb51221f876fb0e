import autocannon from "autocannon";
import { appEnv, groupCpuMs, floorDir, freshDatabase, root, startNext, stopServers } from "./support.mjs";
const servers = {};
const a = freshDatabase("bench-ab-before"), b = freshDatabase("bench-ab-after"), c = freshDatabase("bench-ab-nomw");
const pids = {};
let x;
x = await startNext("ab-before", root, 3305, appEnv(a.url, { NEXT_DIST_DIR: ".next-bench-before" })); servers.before = x.base; pids[x.base] = x.child.pid;
x = await startNext("ab-after", root, 3306, appEnv(b.url)); servers.after = x.base; pids[x.base] = x.child.pid;
x = await startNext("ab-nomw", "/tmp/stepps-nomw", 3307, appEnv(c.url)); servers.nomw = x.base; pids[x.base] = x.child.pid;
x = await startNext("ab-floor", floorDir, 3308); servers.floor = x.base; pids[x.base] = x.child.pid;
const targets = [
  ["floor GET /", servers.floor, "/"], ["before GET /about", servers.before, "/about"], ["after GET /about", servers.after, "/about"], ["no-middleware GET /about", servers.nomw, "/about"],
  ["floor GET /api/ping", servers.floor, "/api/ping"], ["before GET /api/vouchers/status", servers.before, "/api/vouchers/status"], ["after GET /api/vouchers/status", servers.after, "/api/vouchers/status"], ["no-middleware GET /api/vouchers/status", servers.nomw, "/api/vouchers/status"],
];
const res = Object.fromEntries(targets.map(([l]) => [l, []]));
for (const [, base, path] of targets) await autocannon({ url: base + path, connections: 10, amount: 500 });
for (let round = 0; round < 5; round++) {
  for (const [label, base, path] of targets) {
    const c0 = groupCpuMs(pids[base]);
    const r = await autocannon({ url: base + path, connections: 10, duration: 3 });
    await new Promise((r) => setTimeout(r, 200));
    const cpu = (groupCpuMs(pids[base]) - c0) / r.requests.total;
    res[label].push({ cpu,  rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
  }
  process.stderr.write(`round ${round + 1}\n`);
}
const med = (xs) => xs.slice().sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const [label] of targets) console.log(label.padEnd(42), "rps", med(res[label].map((x) => x.rps)).toFixed(0).padStart(5), " p50", String(med(res[label].map((x) => x.p50))).padStart(4), " p99", String(med(res[label].map((x) => x.p99))).padStart(4), " cpu ms/req", med(res[label].map((x) => x.cpu)).toFixed(2), "[" + res[label].map((x) => x.cpu.toFixed(2)).join(",") + "]", " non2xx", res[label].reduce((s, x) => s + x.non2xx, 0), " all rps", res[label].map((x) => x.rps.toFixed(0)).join(","));
await stopServers();
process.exit(0);
