import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { blobStorage } from "@/lib/uploads/storage/vercel-blob";

// @vercel/blob calls `fetch` from the npm `undici` package, which opens its own sockets and so
// never passes the hooks msw installs (global fetch, http/https, XHR): left alone, these tests
// would reach the real vercel.com. Its requests go through the global fetch instead, unchanged,
// so msw sees exactly the URL, method, headers and body the SDK builds. Nothing else is replaced.
jest.mock("undici", () => ({
  ...jest.requireActual<typeof import("undici")>("undici"),
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
}));

const STORE_ID = "teststore123";
const TOKEN = `vercel_blob_rw_${STORE_ID}_secretvalue`;
const API = "https://vercel.com/api/blob";
const BLOB_HOST = `https://${STORE_ID}.private.blob.vercel-storage.com`;

interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

/** The fake store, by pathname; every request msw saw; whether the fake honours Range headers. */
const blobs = new Map<string, StoredBlob>();
const requests: Request[] = [];
let honourRanges = true;

const authorized = (request: Request) => request.headers.get("authorization") === `Bearer ${TOKEN}`;
const denied = () => HttpResponse.json({ error: { code: "forbidden", message: "Access denied" } }, { status: 403 });

const server = setupServer(
  // put(): PUT {API}/?pathname=<key>, options as x- headers, the bytes as the body; answers a PutBlobResult.
  http.put(`${API}/`, async ({ request }) => {
    if (!authorized(request)) return denied();
    const pathname = new URL(request.url).searchParams.get("pathname") ?? "";
    if (request.headers.get("x-allow-overwrite") !== "1" && blobs.has(pathname)) {
      return HttpResponse.json(
        { error: { code: "bad_request", message: "This blob already exists" } },
        { status: 400 },
      );
    }
    const contentType = request.headers.get("x-content-type") ?? "application/octet-stream";
    blobs.set(pathname, { bytes: new Uint8Array(await request.arrayBuffer()), contentType });
    const url = `${BLOB_HOST}/${pathname}`;
    return HttpResponse.json({
      url,
      downloadUrl: `${url}?download=1`,
      pathname,
      contentType,
      contentDisposition: `attachment; filename="${pathname.split("/").pop()}"`,
      etag: `"etag-${pathname}"`,
    });
  }),
  // get(): GET straight from the private store host, with the token as a bearer and any Range header.
  http.get(`${BLOB_HOST}/*`, ({ request }) => {
    if (!authorized(request)) return denied();
    const blob = blobs.get(new URL(request.url).pathname.slice(1));
    if (!blob) return new HttpResponse("Not found", { status: 404 });
    const size = blob.bytes.byteLength;
    const headers = { "content-type": blob.contentType, etag: '"etag"', "last-modified": new Date(0).toUTCString() };
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get("range") ?? "");
    if (range && honourRanges) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), size - 1);
      return new HttpResponse(blob.bytes.slice(start, end + 1), {
        status: 206,
        headers: {
          ...headers,
          "content-range": `bytes ${start}-${end}/${size}`,
          "content-length": String(end - start + 1),
        },
      });
    }
    return new HttpResponse(blob.bytes, { status: 200, headers: { ...headers, "content-length": String(size) } });
  }),
  // delete(): POST {API}/delete with {"urls": [...]} (pathnames or URLs); the SDK parses the answer as JSON.
  http.post(`${API}/delete`, async ({ request }) => {
    if (!authorized(request)) return denied();
    const { urls } = (await request.json()) as { urls: string[] };
    for (const u of urls) blobs.delete(u.startsWith("https://") ? new URL(u).pathname.slice(1) : u);
    return HttpResponse.json({});
  }),
);

const storage = blobStorage(TOKEN);
const retriesBefore = process.env.VERCEL_BLOB_RETRIES;

beforeAll(() => {
  // A wrong answer from the fake should fail the test at once, not after async-retry's back-off.
  process.env.VERCEL_BLOB_RETRIES = "0";
  server.events.on("request:start", ({ request }) => {
    requests.push(request.clone());
  });
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  blobs.clear();
  requests.length = 0;
  honourRanges = true;
});
afterAll(() => {
  server.close();
  if (retriesBefore === undefined) delete process.env.VERCEL_BLOB_RETRIES;
  else process.env.VERCEL_BLOB_RETRIES = retriesBefore;
});

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return new Uint8Array(Buffer.concat(chunks));
}

function seed(key: string, text: string, contentType = "image/png") {
  blobs.set(key, { bytes: bytesOf(text), contentType });
}

describe("blob storage against a fake Vercel Blob API", () => {
  it("is named vercel-blob", () => {
    expect(storage.name).toBe("vercel-blob");
  });

  it("put uploads the bytes privately, with the token, under the exact key and no random suffix", async () => {
    const bytes = bytesOf("\x89PNG fake image bytes");
    await storage.put("uploads/abc123.png", bytes, "image/png");

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe("PUT");
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(`${API}/`);
    expect(url.searchParams.get("pathname")).toBe("uploads/abc123.png");
    expect(request.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get("x-vercel-blob-access")).toBe("private");
    expect(request.headers.get("x-add-random-suffix")).toBe("0");
    expect(request.headers.get("x-allow-overwrite")).toBe("0");
    expect(request.headers.get("x-content-type")).toBe("image/png");
    expect(request.headers.get("x-vercel-blob-store-id")).toBe(STORE_ID);
    expect(new Uint8Array(await request.arrayBuffer())).toEqual(bytes);

    expect(blobs.get("uploads/abc123.png")).toEqual({ bytes, contentType: "image/png" });
  });

  it("get returns the whole stored file with range null, read from the private store host", async () => {
    seed("uploads/abc123.png", "0123456789");
    const file = await storage.get("uploads/abc123.png");

    expect(file).not.toBeNull();
    expect(file!.range).toBeNull();
    expect(Buffer.from(await readAll(file!.body)).toString()).toBe("0123456789");
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe("GET");
    expect(requests[0].url).toBe(`${BLOB_HOST}/uploads/abc123.png`);
    expect(requests[0].headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(requests[0].headers.get("range")).toBeNull();
  });

  it("get returns null for a key the store does not have (the SDK maps 404 to null)", async () => {
    await expect(storage.get("uploads/missing.png")).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(`${BLOB_HOST}/uploads/missing.png`);
  });

  it("get with a range sends Range: bytes=2-5 and reports the range when the store answers 206", async () => {
    seed("uploads/video1.mp4", "0123456789", "video/mp4");
    const file = await storage.get("uploads/video1.mp4", { start: 2, end: 5 });

    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get("range")).toBe("bytes=2-5");
    expect(file).not.toBeNull();
    expect(file!.range).toEqual({ start: 2, end: 5 });
    expect(Buffer.from(await readAll(file!.body)).toString()).toBe("2345");
  });

  it("get with a range reports range null when the store ignores the Range and sends the whole file", async () => {
    honourRanges = false;
    seed("uploads/video1.mp4", "0123456789", "video/mp4");
    const file = await storage.get("uploads/video1.mp4", { start: 2, end: 5 });

    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get("range")).toBe("bytes=2-5");
    expect(file).not.toBeNull();
    expect(file!.range).toBeNull();
    expect(Buffer.from(await readAll(file!.body)).toString()).toBe("0123456789");
  });

  it("delete removes the blob from the store", async () => {
    seed("uploads/abc123.png", "bytes");
    seed("uploads/keep.png", "other");
    await storage.delete("uploads/abc123.png");

    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe("POST");
    expect(requests[0].url).toBe(`${API}/delete`);
    expect(requests[0].headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(await requests[0].json()).toEqual({ urls: ["uploads/abc123.png"] });
    expect(blobs.has("uploads/abc123.png")).toBe(false);
    expect(blobs.has("uploads/keep.png")).toBe(true);
    await expect(storage.get("uploads/abc123.png")).resolves.toBeNull();
  });

  it.each([
    "../etc/passwd",
    "a//b.png",
    "/uploads/abc.png",
    "uploads/../abc.png",
    "Uploads/ABC.png",
    "https://evil.example/a.png",
  ])("refuses the key %j before any request is made", async (key) => {
    await expect(storage.put(key, bytesOf("x"), "image/png")).rejects.toThrow(`Invalid storage key: ${key}`);
    await expect(storage.get(key)).rejects.toThrow(`Invalid storage key: ${key}`);
    await expect(storage.get(key, { start: 0, end: 1 })).rejects.toThrow(`Invalid storage key: ${key}`);
    await expect(storage.delete(key)).rejects.toThrow(`Invalid storage key: ${key}`);
    expect(requests).toHaveLength(0);
    expect(blobs.size).toBe(0);
  });
});
