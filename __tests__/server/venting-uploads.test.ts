import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { GET as media } from "@/app/api/venting-room/media/[postId]/route";
import { POST as upload } from "@/app/api/venting-room/upload-post/route";
import { db } from "@/lib/db/client";
import { MESSAGES } from "@/lib/messages";
import { detectFile } from "@/lib/uploads/file-signature";
import { withoutIdentifyingMetadata } from "@/lib/uploads/identifying-metadata";
import { MEDIA_KINDS } from "@/lib/venting/media-kinds";
import { docFile } from "../fixtures/identifying-files";
import { fixtures, padTo } from "../fixtures/media";
import { getRequest, noContext } from "../helpers/requests";
import { storedFiles, uploadRequest } from "../helpers/uploads";
import { newMember } from "../helpers/users";

const uploadDir = process.env.UPLOAD_DIR!;

/** Sends an upload that must be refused, and checks that nothing reached the disk or the database. */
async function refused(request: Request, status: number, message?: string | RegExp) {
  const before = { files: storedFiles().length, posts: await db.ventingPost.count() };
  const response = await upload(request, noContext);
  expect(response.status).toBe(status);
  const body = await response.json();
  if (message) expect(body.error).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
  expect({ files: storedFiles().length, posts: await db.ventingPost.count() }).toEqual(before);
}

describe("POST /api/venting-room/upload-post", () => {
  // A fresh member per test: every request, refused or not, counts towards the hourly upload limit.
  let member: Awaited<ReturnType<typeof newMember>>;
  beforeEach(async () => {
    member = await newMember("venting");
  });

  const valid: [keyof typeof fixtures, string, keyof typeof MEDIA_KINDS, string][] = [
    ["png", "sunset.png", "image", "image/png"],
    ["jpeg", "photo.jpg", "image", "image/jpeg"],
    ["gif", "moving.gif", "image", "image/gif"],
    ["webp", "pic.webp", "image", "image/webp"],
    ["mp4", "clip.mp4", "video", "video/mp4"],
    ["webm", "clip.webm", "video", "video/webm"],
    ["mp3", "song.mp3", "audio", "audio/mpeg"],
    ["wav", "voice.wav", "audio", "audio/wav"],
    ["ogg", "voice.ogg", "audio", "audio/ogg"],
    ["m4a", "voice.m4a", "audio", "audio/mp4"],
    ["pdf", "letter.pdf", "doc", "application/pdf"],
    ["doc", "essay.doc", "doc", "application/msword"],
    ["docx", "essay.docx", "doc", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["txt", "diary.txt", "doc", "text/plain"],
  ];

  it.each(valid)("accepts and stores a valid %s as %s", async (fixture, name, fileType, mime) => {
    // The bare compound file fixture has no Word text stream; a .doc needs one to be cleaned.
    const bytes = fixture === "doc" ? docFile({}) : fixtures[fixture]();
    const response = await upload(
      uploadRequest(
        { file: { bytes, name }, topicId: "economic-hell", userEmail: member.user.email, fileType },
        member.cookie,
      ),
      noContext,
    );
    expect(response.status).toBe(201);
    const { post } = await response.json();
    expect(post).toMatchObject({
      type: fileType,
      file: expect.objectContaining({ contentType: mime }),
      text: null,
      topicId: "economic-hell",
      author: "Anonymous",
      isMine: true,
      likeCount: 0,
    });

    const row = await db.ventingPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.userId).toBe(member.user.id);
    const stored = fs.readFileSync(path.join(uploadDir, ...row.storageKey!.split("/")));
    if (fileType === "image") {
      // Pictures are re-encoded without metadata: the same picture, not the same bytes.
      const [before, after] = await Promise.all([sharp(bytes).metadata(), sharp(stored).metadata()]);
      expect({ format: after.format, width: after.width, height: after.height }).toEqual({
        format: before.format,
        width: before.width,
        height: before.height,
      });
    } else {
      // Other kinds are stored as cleaned of what could identify the poster: that, and nothing else.
      const cleaned = await withoutIdentifyingMetadata(bytes, detectFile(bytes)!);
      expect(cleaned.ok && Buffer.from(cleaned.bytes)).toEqual(stored);
      expect(detectFile(stored)?.mime).toBe(mime);
    }
    expect(post.file.fileName).toMatch(/^(image|video|document|audio)\.[a-z0-9]+$/);

    // And it comes back, byte for byte, to a member.
    const served = await media(getRequest(post.file.mediaUrl, { cookie: member.cookie }), {
      params: Promise.resolve({ postId: post.id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(mime);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  it("refuses a text file renamed .png and claimed as an image", async () => {
    await refused(
      uploadRequest(
        {
          file: { bytes: fixtures.txt(), name: "holiday.png", type: "image/png" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "image",
        },
        member.cookie,
      ),
      415,
      "This file is not a valid image. Choose a JPEG, PNG, GIF or WebP file.",
    );
  });

  it("refuses a real file of another kind than declared, and files on no allowed list", async () => {
    await refused(
      uploadRequest(
        {
          file: { bytes: fixtures.pdf(), name: "x.mp4" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "video",
        },
        member.cookie,
      ),
      415,
      /not a valid video/,
    );
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);
    await refused(
      uploadRequest(
        { file: { bytes: exe, name: "game.pdf" }, topicId: "emergency", userEmail: member.user.email, fileType: "doc" },
        member.cookie,
      ),
      415,
      /not allowed/,
    );
  });

  it("refuses a file over its kind's size limit, and a body over the largest limit", async () => {
    const bigImage = padTo(fixtures.png(), MEDIA_KINDS.image.maxBytes + 1);
    await refused(
      uploadRequest(
        {
          file: { bytes: bigImage, name: "big.png" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "image",
        },
        member.cookie,
      ),
      413,
      "Image files can be at most 5 MB.",
    );

    const huge = padTo(fixtures.mp4(), MEDIA_KINDS.video.maxBytes + 200 * 1024);
    await refused(
      uploadRequest(
        {
          file: { bytes: huge, name: "long.mp4" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "video",
        },
        member.cookie,
      ),
      413,
      "Files can be at most 25 MB.",
    );
  });

  it("asks for words or a file, the file's type with a file, and the e-mail", async () => {
    const base = {
      file: { bytes: fixtures.png(), name: "a.png" },
      topicId: "emergency",
      userEmail: member.user.email,
      fileType: "image",
    };
    await refused(uploadRequest({ ...base, file: undefined }, member.cookie), 400, MESSAGES.venting.emptyPost);
    await refused(
      uploadRequest({ ...base, file: undefined, text: "   " }, member.cookie),
      400,
      MESSAGES.venting.emptyPost,
    );
    await refused(uploadRequest({ ...base, fileType: undefined }, member.cookie), 400, MESSAGES.venting.unknownType);
    await refused(
      uploadRequest({ ...base, userEmail: undefined }, member.cookie),
      400,
      "Please select a file and ensure you are authenticated.",
    );
    await refused(
      uploadRequest({ ...base, file: { bytes: new Uint8Array(0), name: "empty.png" }, text: undefined }, member.cookie),
      400,
      MESSAGES.venting.emptyPost,
    );
    await refused(
      uploadRequest({ ...base, topicId: "gossip" }, member.cookie),
      400,
      "Choose one of the Venting Room topics.",
    );
    await refused(uploadRequest({ ...base, userId: "someone-else" }, member.cookie), 400, "Unexpected field: userId.");
    await refused(
      new Request("http://localhost:3000/api/venting-room/upload-post", {
        method: "POST",
        headers: { origin: "http://localhost:3000", cookie: member.cookie, "content-type": "application/json" },
        body: "{}",
      }),
      415,
    );
  });

  it("accepts 'ecosystem+' as a topic, however the plus arrives", async () => {
    for (const topicId of ["ecosystem+", "ecosystem "]) {
      const response = await upload(
        uploadRequest(
          { file: { bytes: fixtures.txt(), name: "note.txt" }, topicId, userEmail: member.user.email, fileType: "doc" },
          member.cookie,
        ),
        noContext,
      );
      expect(response.status).toBe(201);
      expect((await response.json()).post.topicId).toBe("ecosystem+");
    }
  });

  it("posts only as the session's own member", async () => {
    const other = await newMember("venting", "Sipho");
    await refused(
      uploadRequest(
        {
          file: { bytes: fixtures.png(), name: "a.png" },
          topicId: "emergency",
          userEmail: other.user.email,
          fileType: "image",
        },
        member.cookie,
      ),
      403,
      "You can only post from your own account.",
    );
  });

  it("answers 401 signed out, 403 without the Venting Room, and refuses other sites", async () => {
    const fields = { file: { bytes: fixtures.png(), name: "a.png" }, topicId: "emergency", fileType: "image" };
    await refused(uploadRequest({ ...fields, userEmail: member.user.email }), 401, "User not authenticated.");
    const stem = await newMember("stem", "Kagiso");
    await refused(
      uploadRequest({ ...fields, userEmail: stem.user.email }, stem.cookie),
      403,
      /does not include Venting Room/,
    );
    const crossSite = uploadRequest({ ...fields, userEmail: member.user.email }, member.cookie);
    const forged = new Request(crossSite, { headers: { origin: "https://evil.example", cookie: member.cookie } });
    await refused(forged, 403, "Cross-site requests are not allowed.");
  });

  it("keeps neither the poster's file name nor a photo's location and camera details", async () => {
    const doc = await upload(
      uploadRequest(
        {
          file: { bytes: fixtures.pdf(), name: "Thabo_Mokoena_payslip.pdf" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "doc",
        },
        member.cookie,
      ),
      noContext,
    );
    const { post } = await doc.json();
    expect(post.file.fileName).toBe("document.pdf");
    const served = await media(getRequest(post.file.mediaUrl, { cookie: member.cookie }), {
      params: Promise.resolve({ postId: post.id }),
    });
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`,
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const photo = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#0b7a4b" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Thabo Mokoena" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 12/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.includes("Thabo Mokoena")).toBe(true);
    const posted = await (
      await upload(
        uploadRequest(
          {
            file: { bytes: photo, name: "IMG_0001.jpg" },
            topicId: "emergency",
            userEmail: member.user.email,
            fileType: "image",
          },
          member.cookie,
        ),
        noContext,
      )
    ).json();
    const row = await db.ventingPost.findUniqueOrThrow({ where: { id: posted.post.id } });
    const stored = fs.readFileSync(path.join(uploadDir, ...row.storageKey!.split("/")));
    expect(stored.includes("Thabo Mokoena")).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    // Turned upright from the EXIF orientation (rotate 90°) before the tag was dropped.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 4, height: 8 });
  });

  it("refuses a picture that has the right signature but cannot be decoded", async () => {
    const broken = Buffer.concat([fixtures.png().subarray(0, 33), Buffer.alloc(64, 7)]);
    await refused(
      uploadRequest(
        {
          file: { bytes: broken, name: "a.png" },
          topicId: "emergency",
          userEmail: member.user.email,
          fileType: "image",
        },
        member.cookie,
      ),
      415,
      /could not be read/,
    );
  });
});

describe("GET /api/venting-room/media/:postId", () => {
  it("serves files only to members whose plan includes the Venting Room, and honours byte ranges", async () => {
    const owner = await newMember("venting");
    const bytes = padTo(fixtures.mp4(), 10_000);
    const response = await upload(
      uploadRequest(
        {
          file: { bytes, name: "clip.mp4" },
          topicId: "romantic-chaos",
          userEmail: owner.user.email,
          fileType: "video",
        },
        owner.cookie,
      ),
      noContext,
    );
    const { post } = await response.json();
    const params = { params: Promise.resolve({ postId: post.id }) };

    expect((await media(getRequest(post.file.mediaUrl), params)).status).toBe(401);
    const entrepreneur = await newMember("entrepreneur", "Ayanda");
    expect((await media(getRequest(post.file.mediaUrl, { cookie: entrepreneur.cookie }), params)).status).toBe(403);
    const platinum = await newMember("platinum", "Naledi");
    expect((await media(getRequest(post.file.mediaUrl, { cookie: platinum.cookie }), params)).status).toBe(200);

    const partial = await media(
      getRequest(post.file.mediaUrl, { cookie: platinum.cookie, range: "bytes=100-199" }),
      params,
    );
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await media(getRequest(post.file.mediaUrl, { cookie: platinum.cookie, range: "bytes=-10" }), params);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(9990));
    expect(
      (await media(getRequest(post.file.mediaUrl, { cookie: platinum.cookie, range: "bytes=20000-" }), params)).status,
    ).toBe(416);

    expect(
      (
        await media(getRequest("/api/venting-room/media/nope", { cookie: owner.cookie }), {
          params: Promise.resolve({ postId: "nope" }),
        })
      ).status,
    ).toBe(404);
  });
});
