// Bounded cost per upload: a picture is judged by the pixels its header declares before any decoder
// sees it, and a multipart body with more parts than a form has is refused before it is parsed.
// (What the refusals save in memory and time is measured by bench/upload-bombs.mjs, never asserted here.)
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { db } from "@/lib/db/client";
import { readMultipart } from "@/lib/http/route";
import { MESSAGES } from "@/lib/messages";
import { cleanPool } from "@/lib/uploads/clean-pool";
import type { CleanJob, CleanResult } from "@/lib/uploads/clean-upload";
import { imageDimensions } from "@/lib/uploads/image-dimensions";
import { MAX_FRAME_PIXELS, MAX_FRAMES, MAX_MEGAPIXELS, MAX_TOTAL_PIXELS } from "@/lib/uploads/strip-metadata";
import { UPLOAD_MEMORY_BYTES, withUploadMemory } from "@/lib/uploads/upload-memory";
import { createWorkerPool, type WorkerPool } from "@/lib/workers/pool";
import { crc32, fixtures } from "../fixtures/media";
import { APP_ORIGIN, noContext } from "../helpers/requests";
import { storedFiles, uploadRequest } from "../helpers/uploads";
import { newMember } from "../helpers/users";

// The cleaning pool, where every decoder runs, counted: a refused bomb must never reach it.
let cleanJobs: jest.SpiedFunction<ReturnType<typeof cleanPool>["run"]>;
beforeEach(() => {
  cleanJobs = jest.spyOn(cleanPool(), "run");
});
afterEach(() => cleanJobs.mockRestore());

const u16le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u24le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A GIF89a whose logical screen and every frame are `width`×`height`, each frame one pixel of LZW
 * data (clear, 0, end): a decoder still draws every declared pixel. With one frame, 60 bytes, as the
 * tester's.
 */
function gifBomb(width: number, height: number, frames = 1): Buffer {
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // graphic control: 0.1 s
    Buffer.from([0x2c]),
    u16le(0),
    u16le(0),
    u16le(width),
    u16le(height),
    Buffer.from([0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW minimum code size 2, one sub-block, terminator
  ]);
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    u16le(width),
    u16le(height),
    Buffer.from([0x80, 0x00, 0x00]), // global colour table of two colours
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xfe, 13]), // comment extension
    Buffer.from("6300x6300 GIF", "latin1"),
    Buffer.from([0x00]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

/** A PNG whose IHDR declares `width`×`height`, with one row of data (the decoder would allocate the rest). */
function pngBomb(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 0, 0, 0, 0])])),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The 1×1 JPEG fixture with its SOF0 saying `width`×`height`. */
function jpegBomb(width: number, height: number): Buffer {
  const jpeg = fixtures.jpeg();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), ...chunks]);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), u32le(body.length), body]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const padded = data.length % 2 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  return Buffer.concat([Buffer.from(type, "latin1"), u32le(data.length), padded]);
}

/** A lossless WebP header (VP8L) declaring `width`×`height` (at most 16384 each). */
function webpLosslessBomb(width: number, height: number): Buffer {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riff([riffChunk("VP8L", Buffer.concat([Buffer.from([0x2f]), u32le(bits), Buffer.alloc(8)]))]);
}

/** An extended WebP (VP8X) declaring a `width`×`height` canvas; animated with `frames` ANMF frames covering it. */
function webpExtended(width: number, height: number, frames = 0): Buffer {
  const vp8x = Buffer.concat([Buffer.from([frames ? 0x02 : 0x00, 0, 0, 0]), u24le(width - 1), u24le(height - 1)]);
  const anmf = riffChunk(
    "ANMF",
    Buffer.concat([u24le(0), u24le(0), u24le(width - 1), u24le(height - 1), u24le(100), Buffer.from([0])]),
  );
  const anim = riffChunk("ANIM", Buffer.from([0, 0, 0, 0, 0, 0]));
  return riff([
    riffChunk("VP8X", vp8x),
    ...(frames ? [anim, ...Array.from({ length: frames }, () => anmf)] : [riffChunk("VP8 ", Buffer.alloc(10))]),
  ]);
}

/** An animation of `frames` noisy frames, encoded by sharp. */
async function animation(format: "gif" | "webp", width: number, height: number, frames: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    [format]({ loop: 0 })
    .toBuffer();
}

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: "#0b7a4b" } });

describe("imageDimensions: the declared size, from the header only", () => {
  it("reads the fixtures' 1×1 pictures", () => {
    for (const [fixture, format] of [
      ["png", "png"],
      ["jpeg", "jpeg"],
      ["gif", "gif"],
      ["webp", "webp"],
    ] as const) {
      expect(imageDimensions(fixtures[fixture]())).toEqual({ format, width: 1, height: 1, frames: 1, totalPixels: 1 });
    }
  });

  it("agrees with the decoder on real pictures of every kind", async () => {
    const pictures: [string, Buffer, { width: number; height: number; frames: number }][] = [
      ["PNG", await picture(640, 360).png().toBuffer(), { width: 640, height: 360, frames: 1 }],
      [
        "interlaced PNG",
        await picture(33, 17, 4).png({ progressive: true }).toBuffer(),
        { width: 33, height: 17, frames: 1 },
      ],
      ["baseline JPEG", await picture(640, 360).jpeg().toBuffer(), { width: 640, height: 360, frames: 1 }],
      [
        "progressive JPEG (SOF2)",
        await picture(300, 200).jpeg({ progressive: true }).toBuffer(),
        { width: 300, height: 200, frames: 1 },
      ],
      [
        "JPEG with EXIF before its frame",
        await picture(8, 4)
          .jpeg()
          .withExif({ IFD0: { Artist: "Thabo Mokoena", ImageDescription: "x".repeat(3000) } })
          .toBuffer(),
        { width: 8, height: 4, frames: 1 },
      ],
      ["lossy WebP (VP8)", await picture(64, 32).webp().toBuffer(), { width: 64, height: 32, frames: 1 }],
      [
        "lossless WebP (VP8L)",
        await picture(65, 33).webp({ lossless: true }).toBuffer(),
        { width: 65, height: 33, frames: 1 },
      ],
      ["WebP with alpha (VP8X)", await picture(70, 30, 4).webp().toBuffer(), { width: 70, height: 30, frames: 1 }],
      ["animated GIF", await animation("gif", 20, 10, 3), { width: 20, height: 10, frames: 3 }],
      ["animated WebP", await animation("webp", 20, 10, 4), { width: 20, height: 10, frames: 4 }],
    ];
    for (const [label, bytes, expected] of pictures) {
      const meta = await sharp(bytes, { animated: true }).metadata();
      const decoder = { width: meta.width, height: meta.pageHeight ?? meta.height, frames: meta.pages ?? 1 };
      expect({ label, ...decoder }).toEqual({ label, ...expected });
      expect({ label, ...imageDimensions(bytes) }).toMatchObject({
        label,
        ...expected,
        totalPixels: expected.width * expected.height * expected.frames,
      });
    }
  });

  it("reads the tester's 60-byte GIF as the 6300×6300 it declares", () => {
    const bomb = gifBomb(6300, 6300);
    expect(bomb.length).toBe(60);
    expect(imageDimensions(bomb)).toEqual({
      format: "gif",
      width: 6300,
      height: 6300,
      frames: 1,
      totalPixels: 39_690_000,
    });
  });

  it("counts every GIF frame and grows the canvas to fit a frame that sticks out of the screen", () => {
    expect(imageDimensions(gifBomb(500, 500, 120))).toMatchObject({ frames: 120, totalPixels: 30_000_000 });
    const bomb = gifBomb(10, 10, 2);
    // The second frame's descriptor: left 100, top 50 (the first frame is at 0, 0).
    const second = bomb.lastIndexOf(0x2c);
    bomb.writeUInt16LE(100, second + 1);
    bomb.writeUInt16LE(50, second + 3);
    expect(imageDimensions(bomb)).toEqual({ format: "gif", width: 110, height: 60, frames: 2, totalPixels: 13_200 });
  });

  it("skips GIF sub-blocks without decompressing them, whatever bytes they hold", () => {
    // Image data of 300 bytes in two sub-blocks, full of bytes that look like blocks (0x2C, 0x21, 0x3B).
    const gif = gifBomb(4, 4);
    const head = gif.subarray(0, gif.length - 6); // up to the image data: 02 02 44 01 00, then the trailer
    const data = Buffer.concat([
      Buffer.from([0x02, 0xff]),
      Buffer.alloc(255, 0x2c),
      Buffer.from([45]),
      Buffer.alloc(45, 0x3b),
      Buffer.from([0x00, 0x3b]),
    ]);
    expect(imageDimensions(Buffer.concat([head, data]))).toMatchObject({ width: 4, height: 4, frames: 1 });
  });

  it("walks JPEG markers past fill bytes and stray bytes to the frame", () => {
    const jpeg = jpegBomb(1234, 567);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const padded = Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0x00, 0x00, 0xff, 0xff]), jpeg.subarray(sof)]);
    expect(imageDimensions(padded)).toMatchObject({ format: "jpeg", width: 1234, height: 567 });
  });

  it("reads the canvas and frames of extended and animated WebP", () => {
    expect(imageDimensions(webpExtended(10_000, 8_000))).toEqual({
      format: "webp",
      width: 10_000,
      height: 8_000,
      frames: 1,
      totalPixels: 80_000_000,
    });
    expect(imageDimensions(webpExtended(500, 500, 150))).toMatchObject({ frames: 150, totalPixels: 37_500_000 });
    expect(imageDimensions(webpLosslessBomb(16_384, 16_384))).toMatchObject({ width: 16_384, height: 16_384 });
  });

  it("is null for a header it cannot read: truncated, empty or not a picture", async () => {
    const whole = {
      png: fixtures.png(),
      jpeg: fixtures.jpeg(),
      gif: fixtures.gif(),
      webp: fixtures.webp(),
      lossy: await picture(64, 32).webp().toBuffer(),
      extended: await picture(70, 30, 4).webp().toBuffer(),
    };
    const cuts: [keyof typeof whole, number][] = [
      ["png", 8], // signature only
      ["png", 24], // IHDR without its CRC
      ["jpeg", 2], // SOI only
      ["jpeg", whole.jpeg.indexOf(Buffer.from([0xff, 0xc0])) + 4], // inside the frame header
      ["gif", 10], // inside the logical screen
      ["gif", 19], // before the first image descriptor
      ["webp", 14], // inside the first chunk's header
      ["lossy", 24], // before the VP8 start code and size
      ["extended", 25], // inside the VP8X chunk
    ];
    for (const [format, length] of cuts) {
      expect({ format, length, size: imageDimensions(whole[format].subarray(0, length)) }).toEqual({
        format,
        length,
        size: null,
      });
    }
    expect(imageDimensions(new Uint8Array(0))).toBeNull();
    expect(imageDimensions(fixtures.pdf())).toBeNull();
    expect(imageDimensions(fixtures.mp4())).toBeNull();
    // A JPEG whose scan comes before any frame header, and one whose height is left to a DNL marker.
    const jpeg = fixtures.jpeg();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(imageDimensions(Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0xff, 0xda, 0, 2])]))).toBeNull();
    expect(imageDimensions(jpegBomb(100, 0))).toBeNull();
    // A GIF with no frame at all, and an animated WebP with none.
    expect(imageDimensions(Buffer.concat([gifBomb(4, 4).subarray(0, 19), Buffer.from([0x3b])]))).toBeNull();
    const noFrames = webpExtended(10, 10, 1);
    noFrames.write("XXXX", noFrames.indexOf("ANMF"), "latin1");
    expect(imageDimensions(noFrames)).toBeNull();
  });
});

describe("the limits", () => {
  it("let every phone photo at its usual size through, and keep the tester's GIF out", () => {
    expect(5712 * 4284).toBeLessThanOrEqual(MAX_FRAME_PIXELS); // 24 MP phone cameras
    expect(4032 * 3024).toBeLessThanOrEqual(MAX_FRAME_PIXELS); // 12 MP
    expect(6300 * 6300).toBeGreaterThan(MAX_FRAME_PIXELS);
    expect(MAX_TOTAL_PIXELS).toBeGreaterThanOrEqual(MAX_FRAME_PIXELS);
    expect(MAX_MEGAPIXELS).toBe(25);
  });
});

describe("POST /api/venting-room/upload-post with decompression bombs", () => {
  let member: Awaited<ReturnType<typeof newMember>>;
  beforeEach(async () => {
    member = await newMember("venting");
  });

  const post = (bytes: Uint8Array, name: string) =>
    upload(
      uploadRequest(
        { file: { bytes, name }, topicId: "emergency", userEmail: member.user.email, fileType: "image" },
        member.cookie,
      ),
      noContext,
    );

  /** Posts a picture that must be refused as too large: 413, the message, nothing stored, no decoder. */
  async function refusedUndecoded(bytes: Uint8Array, name: string) {
    const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
    const response = await post(bytes, name);
    expect({ name, status: response.status, body: await response.json() }).toEqual({
      name,
      status: 413,
      body: { error: MESSAGES.venting.imageTooLarge(MAX_MEGAPIXELS) },
    });
    expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
    expect(cleanJobs).not.toHaveBeenCalled();
  }

  it("refuses the tester's 60-byte GIF declaring 6300×6300 without decoding it", async () => {
    const bomb = gifBomb(6300, 6300);
    const size = imageDimensions(bomb)!;
    expect({ width: size.width, height: size.height, totalPixels: size.totalPixels }).toEqual({
      width: 6300,
      height: 6300,
      totalPixels: 39_690_000,
    });
    expect(size.totalPixels).toBeGreaterThan(MAX_FRAME_PIXELS);
    await refusedUndecoded(bomb, "bomb.gif");
  });

  it("refuses PNG, JPEG and WebP pictures declaring huge sizes the same way", async () => {
    await refusedUndecoded(pngBomb(20_000, 20_000), "huge.png");
    await refusedUndecoded(pngBomb(0x7fffffff, 1), "wide.png");
    await refusedUndecoded(jpegBomb(8_000, 8_000), "huge.jpg");
    await refusedUndecoded(jpegBomb(65_535, 65_535), "largest.jpg");
    await refusedUndecoded(webpLosslessBomb(16_384, 16_384), "huge.webp");
    await refusedUndecoded(webpExtended(10_000, 8_000), "canvas.webp");
  });

  it("refuses animations over the budget for all their frames, each frame small", async () => {
    // 500×500 is a quarter of a megapixel; 120 frames of it are 30.
    expect(500 * 500).toBeLessThan(MAX_FRAME_PIXELS);
    expect(500 * 500 * 120).toBeGreaterThan(MAX_TOTAL_PIXELS);
    await refusedUndecoded(gifBomb(500, 500, 120), "long.gif");
    await refusedUndecoded(webpExtended(500, 500, 120), "long.webp");
    // And more frames than any animation may have, however tiny.
    await refusedUndecoded(gifBomb(2, 2, MAX_FRAMES + 1), "many.gif");
  });

  it("still accepts ordinary pictures, decoding them", async () => {
    const pictures: [Buffer, string][] = [
      [fixtures.png(), "a.png"],
      [fixtures.jpeg(), "a.jpg"],
      [fixtures.gif(), "a.gif"],
      [fixtures.webp(), "a.webp"],
      [await picture(640, 360).jpeg().toBuffer(), "photo.jpg"],
      [await animation("gif", 48, 27, 5), "moving.gif"],
    ];
    for (const [bytes, name] of pictures) {
      const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
      cleanJobs.mockClear();
      const response = await post(bytes, name);
      expect({ name, status: response.status }).toEqual({ name, status: 201 });
      expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual({
        files: before.files + 1,
        posts: before.posts + 1,
      });
      expect(cleanJobs).toHaveBeenCalledTimes(1);
    }
  });

  it("refuses a picture declaring more pixels than its bytes could hold (the tester's 43-byte GIF of 4999×4999), without decoding it", async () => {
    const small = gifBomb(4999, 4999);
    const size = imageDimensions(small)!;
    expect(size.totalPixels).toBeLessThanOrEqual(MAX_TOTAL_PIXELS);
    for (const [bytes, name] of [
      [small, "small.gif"],
      [pngBomb(4999, 4999), "small.png"],
      [jpegBomb(4000, 4000), "small.jpg"],
    ] as const) {
      const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
      const response = await post(bytes, name);
      expect({ name, status: response.status, body: await response.json() }).toEqual({
        name,
        status: 415,
        body: { error: MESSAGES.venting.unreadableImage },
      });
      expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
    }
    expect(cleanJobs).not.toHaveBeenCalled();
  });

  it("refuses an upload whose cleaning runs past its time as too complex, stores nothing, and the pool carries on", async () => {
    const stuck = createWorkerPool<CleanJob, CleanResult>({
      name: "upload cleaning",
      size: 1,
      // A thread that never answers: the job runs into its time limit.
      spawn: () => new Worker(`require("node:worker_threads").parentPort.on("message", () => {});`, { eval: true }),
      jobTimeoutMs: 200,
    });
    const shared = globalThis as unknown as { steppsCleanPool?: WorkerPool<CleanJob, CleanResult> };
    const real = shared.steppsCleanPool;
    shared.steppsCleanPool = stuck;
    try {
      const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
      const response = await post(fixtures.png(), "slow.png");
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 413,
        body: { error: MESSAGES.venting.tooComplex },
      });
      expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
      expect(stuck.stats()).toEqual({ threads: 0, busy: 0, queued: 0 });
    } finally {
      shared.steppsCleanPool = real;
      await stuck.close();
    }
    expect((await post(fixtures.png(), "after.png")).status).toBe(201);
  });

  it("answers a picture whose header cannot be read as unreadable, without decoding it", async () => {
    const jpeg = fixtures.jpeg();
    const noFrame = Buffer.concat([jpeg.subarray(0, 20), Buffer.from([0xff, 0xd9])]);
    const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
    const response = await post(noFrame, "a.jpg");
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe(MESSAGES.venting.unreadableImage);
    expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
    expect(cleanJobs).not.toHaveBeenCalled();
  });
});

/** A multipart body of `parts` empty text parts (the tester's was 514,000 of them in 25 MB). */
function emptyParts(boundary: string, parts: number, name = "x"): Buffer {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n\r\n`;
  return Buffer.from(`${part.repeat(parts)}--${boundary}--\r\n`, "latin1");
}

/** A request whose body arrives in chunks of `chunkSize` bytes, as a socket delivers it; `pulled()` says how many were read. */
function chunkedRequest(body: Buffer, contentType: string, chunkSize = body.length): Request & { pulled(): number } {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= body.length) return controller.close();
        controller.enqueue(new Uint8Array(body.subarray(at, at + chunkSize)));
        at += chunkSize;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`${APP_ORIGIN}/api/form`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return Object.assign(request, { pulled: () => Math.min(at, body.length) });
}

describe("multipart bodies with more parts than the form", () => {
  it("refuses 10,000 empty parts on the upload route with a 400 before parsing, and stores nothing", async () => {
    const member = await newMember("venting");
    const boundary = "----SteppsBomb7MA4YWxkTrZu0gW";
    const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
    const response = await upload(
      new Request(`${APP_ORIGIN}/api/venting-room/upload-post`, {
        method: "POST",
        headers: {
          origin: APP_ORIGIN,
          cookie: member.cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        body: new Uint8Array(emptyParts(boundary, 10_000)),
      }),
      noContext,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(MESSAGES.venting.missingUpload);
    expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
  });

  const options = { maxBytes: 1024 * 1024, tooLargeMessage: "too large", invalidMessage: "not this form" };

  it.each([1, 2, 5, 13, 64, 100_000])(
    "counts delimiters split across chunks of %i bytes: up to maxParts parts are read, one more is refused",
    async (chunkSize) => {
      // A boundary as long as the standard allows, so that delimiters straddle chunks of every size.
      const boundary = "b".repeat(70);
      const type = `multipart/form-data; boundary="${boundary}"`;
      const ten = await readMultipart(chunkedRequest(emptyParts(boundary, 10, "a"), type, chunkSize), options);
      expect(ten.fields).toEqual({ a: "" });
      const eleven = readMultipart(chunkedRequest(emptyParts(boundary, 11, "a"), type, chunkSize), options);
      await expect(eleven).rejects.toMatchObject({ kind: "invalid", message: "not this form" });
    },
  );

  it("takes maxParts from the caller", async () => {
    const type = "multipart/form-data; boundary=xyz";
    await expect(
      readMultipart(chunkedRequest(emptyParts("xyz", 3), type), { ...options, maxParts: 3 }),
    ).resolves.toEqual({
      file: null,
      fields: { x: "" },
    });
    await expect(
      readMultipart(chunkedRequest(emptyParts("xyz", 4), type), { ...options, maxParts: 3 }),
    ).rejects.toMatchObject({ kind: "invalid" });
  });

  it("refuses a missing, empty or oversized boundary before reading the body", async () => {
    for (const type of [
      "multipart/form-data",
      "multipart/form-data; boundary=",
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${"b".repeat(71)}`,
    ]) {
      const request = chunkedRequest(emptyParts("b", 1), type);
      await expect(readMultipart(request, options)).rejects.toMatchObject({
        kind: "invalid",
        message: "not this form",
      });
      expect(request.pulled()).toBe(0);
    }
  });

  it("stops reading a body at its first delimiter too many", async () => {
    const body = emptyParts("xyz", 10_000);
    const request = chunkedRequest(body, "multipart/form-data; boundary=xyz", 1024);
    await expect(readMultipart(request, options)).rejects.toMatchObject({ kind: "invalid" });
    expect(request.pulled()).toBeLessThan(2 * 1024);
  });

  it("reads the file as a view into the body, its fields as text, and refuses what is not a form", async () => {
    const file = Buffer.alloc(256 * 1024, 7);
    const body = Buffer.concat([
      Buffer.from('preamble\r\n--b\r\nContent-Disposition: form-data; name="topicId"\r\n\r\nemergency\r\n--b\r\n'),
      Buffer.from('Content-Disposition: form-data; name="note"\r\n\r\nLine one\r\nline two \u00e9\r\n--b\r\n'),
      Buffer.from(
        'Content-Disposition: form-data; name="file"; filename="a \\"b\\".png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n--b\r\nContent-Disposition: form-data; name="extra"; filename="x.txt"\r\n\r\nhi\r\n--b--\r\n'),
    ]);
    const read = await readMultipart(chunkedRequest(body, "multipart/form-data; boundary=b", 4096), options);
    expect(read.fields).toEqual({ topicId: "emergency", note: "Line one\r\nline two \u00e9", extra: null });
    expect(Buffer.from(read.file!).equals(file)).toBe(true);
    expect(read.file!.buffer.byteLength).toBeLessThan(body.length + 1);
    for (const broken of [
      "no delimiter at all",
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nnever closed',
      "--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n",
      "--bX\r\n",
    ])
      await expect(
        readMultipart(chunkedRequest(Buffer.from(broken), "multipart/form-data; boundary=b"), options),
      ).rejects.toMatchObject({ kind: "invalid", message: "not this form" });
  });
});

describe("the memory uploads may hold at once (lib/uploads/upload-memory.ts)", () => {
  const MB = 1024 * 1024;
  /** A piece of work that holds its share until `release` is called. */
  function holding() {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { work: () => done, release: () => release() };
  }

  it("lets uploads in while they fit, and the next in turn as soon as one is done", async () => {
    const first = holding();
    const second = holding();
    const started: string[] = [];
    const a = withUploadMemory(22 * MB, () => (started.push("a"), first.work()));
    const b = withUploadMemory(22 * MB, () => (started.push("b"), second.work()));
    const small = withUploadMemory(MB, async () => void started.push("small"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // 44 MB would not fit the budget: b waits, and the small one after it (first come, first served).
    expect(started).toEqual(["a"]);
    first.release();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(["a", "b", "small"]);
    second.release();
    await Promise.all([b, small]);
    expect(UPLOAD_MEMORY_BYTES).toBeGreaterThanOrEqual(25 * MB);
  });

  it("answers 503 to an upload that waits too long for room, and forgets it", async () => {
    const first = holding();
    const held = withUploadMemory(UPLOAD_MEMORY_BYTES, first.work);
    await expect(withUploadMemory(MB, async () => "never", { waitMs: 30 })).rejects.toMatchObject({
      kind: "unavailable",
      message: MESSAGES.request.uploadsBusy,
    });
    first.release();
    await held;
    expect(await withUploadMemory(MB, async () => "after")).toBe("after");
  });
});
