import { acceptsAs, detectFile, type DetectedFile, type MediaKind } from "@/lib/uploads/file-signature";
import { ebml, fixtures, isoBmff, ole2, oggPage, padTo, zip, type FixtureName } from "../fixtures/media";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const text = (s: string) => Buffer.from(s, "utf8");

describe("detectFile", () => {
  const expected: Record<Exclude<FixtureName, "docm">, DetectedFile> = {
    png: { kind: "image", mime: "image/png", extension: "png" },
    jpeg: { kind: "image", mime: "image/jpeg", extension: "jpg" },
    gif: { kind: "image", mime: "image/gif", extension: "gif" },
    webp: { kind: "image", mime: "image/webp", extension: "webp" },
    mp4: { kind: "video", mime: "video/mp4", extension: "mp4" },
    mov: { kind: "video", mime: "video/quicktime", extension: "mov" },
    threeGp: { kind: "video", mime: "video/3gpp", extension: "3gp" },
    webm: { kind: "video", mime: "video/webm", extension: "webm" },
    mkv: { kind: "video", mime: "video/x-matroska", extension: "mkv" },
    mp3: { kind: "audio", mime: "audio/mpeg", extension: "mp3" },
    mp3Bare: { kind: "audio", mime: "audio/mpeg", extension: "mp3" },
    wav: { kind: "audio", mime: "audio/wav", extension: "wav" },
    ogg: { kind: "audio", mime: "audio/ogg", extension: "ogg" },
    flac: { kind: "audio", mime: "audio/flac", extension: "flac" },
    aac: { kind: "audio", mime: "audio/aac", extension: "aac" },
    amr: { kind: "audio", mime: "audio/amr", extension: "amr" },
    m4a: { kind: "audio", mime: "audio/mp4", extension: "m4a" },
    pdf: { kind: "doc", mime: "application/pdf", extension: "pdf" },
    doc: { kind: "doc", mime: "application/msword", extension: "doc" },
    docx: { kind: "doc", mime: DOCX, extension: "docx" },
    txt: { kind: "doc", mime: "text/plain", extension: "txt" },
  };
  const cases = Object.entries(expected) as [keyof typeof expected, DetectedFile][];

  it.each(cases)("recognises the %s fixture", (name, want) => {
    expect(detectFile(fixtures[name]())).toEqual(want);
  });

  it.each(cases)("still recognises the %s fixture grown past 64 KB by padTo", (name, want) => {
    const padded = padTo(fixtures[name](), 200_000);
    expect(padded).toHaveLength(200_000);
    expect(detectFile(padded)).toEqual(want);
  });

  it("accepts a plain Uint8Array as well as a Buffer", () => {
    const png = fixtures.png();
    expect(detectFile(new Uint8Array(png))?.extension).toBe("png");
    // A Buffer that is a view into a larger pool must be read from its own offset.
    const pooled = Buffer.concat([Buffer.from("junk"), png]).subarray(4);
    expect(detectFile(pooled)?.extension).toBe("png");
  });

  it("returns a fresh object each time, so callers cannot corrupt the table", () => {
    const first = detectFile(fixtures.png())!;
    first.mime = "text/html";
    expect(detectFile(fixtures.png())?.mime).toBe("image/png");
  });

  describe("text", () => {
    it("calls text claiming to be a PNG what it is: a document, which an image post refuses", () => {
      const detected = detectFile(text("definitely a photo.png, trust me\n"))!;
      expect(detected).toEqual(expected.txt);
      expect(acceptsAs(detected, "image")).toBe(false);
    });

    it("treats SVG markup as plain text, never an image", () => {
      const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
      const detected = detectFile(svg)!;
      expect(detected.mime).toBe("text/plain");
      expect(acceptsAs(detected, "image")).toBe(false);
    });

    it("treats HTML as plain text (it is stored and served as text/plain)", () => {
      expect(detectFile(text("<!doctype html><html><body onload=alert(1)>hi</body></html>"))?.mime).toBe("text/plain");
    });

    it("accepts a UTF-8 byte-order mark and every allowed control character", () => {
      expect(detectFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text("hello")]))?.mime).toBe("text/plain");
      expect(detectFile(text("a\tb\nc\rd\fe"))?.mime).toBe("text/plain");
      expect(detectFile(text("ok"))?.mime).toBe("text/plain"); // shorter than any signature
    });

    it("rejects empty files, including one that is only a byte-order mark", () => {
      expect(detectFile(new Uint8Array(0))).toBeNull();
      expect(detectFile(Buffer.from([0xef, 0xbb, 0xbf]))).toBeNull();
    });

    it.each([
      ["Latin-1 é", Buffer.from("caf\xe9", "latin1")],
      ["an overlong slash", Buffer.from([0x61, 0xc0, 0xaf])],
      ["an encoded surrogate", Buffer.from([0x61, 0xed, 0xa0, 0x80])],
      ["a truncated sequence", Buffer.from([0x61, 0xe2, 0x82])],
      ["a stray continuation byte", Buffer.from([0x61, 0x80, 0x62])],
      ["UTF-16 text", Buffer.from("\ufeffhello", "utf16le")],
    ])("rejects invalid UTF-8: %s", (_, bytes) => {
      expect(detectFile(bytes)).toBeNull();
    });

    it.each([
      ["NUL", "\0"],
      ["escape", "\x1b[31m"],
      ["bell", "\x07"],
      ["backspace", "\b"],
      ["vertical tab", "\v"],
    ])("rejects text containing %s", (_, control) => {
      expect(detectFile(text(`before ${control} after`))).toBeNull();
    });

    it("does not take text that happens to start like a tag or frame for audio", () => {
      expect(detectFile(text("ID3 tags are how MP3s carry titles"))?.mime).toBe("text/plain");
      expect(detectFile(text("RIFF raff"))?.mime).toBe("text/plain");
    });
  });

  describe("refuses everything off the list", () => {
    it.each([
      ["a Windows executable", Buffer.concat([text("MZ"), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(56)])],
      ["an ELF binary", Buffer.concat([Buffer.from([0x7f]), text("ELF"), Buffer.from([2, 1, 1, 0]), Buffer.alloc(56)])],
      ["a BMP", Buffer.concat([text("BM"), Buffer.alloc(60)])],
      ["a TIFF", Buffer.concat([text("II*"), Buffer.alloc(61)])],
      ["an AVI", Buffer.concat([text("RIFF"), Buffer.from([4, 0, 0, 0]), text("AVI LIST"), Buffer.alloc(8)])],
      ["a gzip file", Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(16)])],
      ["a HEIC photo", isoBmff("heic", ["mif1", "heic"])],
      ["an AVIF photo", isoBmff("avif", ["avif", "mif1", "miaf", "MA1B"])],
      ["an ISO-BMFF file with unknown brands", isoBmff("abcd", ["wxyz"])],
      ["a truncated ftyp box", isoBmff("isom", ["isom"]).subarray(0, 12)],
      ["an EBML file that is neither WebM nor Matroska", ebml("other")],
      ["an Ogg Theora video", oggPage(0x02, 0, Buffer.concat([Buffer.from([0x80]), text("theora"), Buffer.alloc(35)]))],
      ["an Excel workbook (OLE2 without a WordDocument stream)", ole2("Workbook")],
      [
        "a lone MPEG frame header followed by garbage",
        Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc4]), Buffer.alloc(413), text("not a frame")]),
      ],
    ])("%s", (_, bytes) => {
      expect(detectFile(bytes)).toBeNull();
    });

    it("refuses random binary garbage", () => {
      let seed = 0x2545f491;
      const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
      for (let i = 0; i < 200; i++) {
        const bytes = Uint8Array.from({ length: 16 + i * 7 }, next);
        expect(detectFile(bytes)).toBeNull();
      }
    });

    it("refuses a zip that is not a Word document", () => {
      expect(detectFile(zip({ "hello.txt": "hi", "photo.jpg": fixtures.jpeg() }))).toBeNull();
      // An OpenDocument or other package with only one of the two Word parts is not a .docx either.
      expect(detectFile(zip({ "word/document.xml": "<w:document/>" }))).toBeNull();
      expect(detectFile(zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    });

    it("refuses a macro-enabled Word document", () => {
      expect(detectFile(fixtures.docm())).toBeNull();
    });

    it("refuses a .docx whose central directory is missing or cut off", () => {
      const docx = fixtures.docx();
      expect(detectFile(docx.subarray(0, docx.length - 10))).toBeNull();
      expect(detectFile(docx.subarray(0, 200))).toBeNull();
    });
  });

  describe("ISO-BMFF brands", () => {
    it.each([
      ["M4B ", [], "audio/mp4"],
      ["mp42", ["mp42", "isom"], "video/mp4"],
      ["M4V ", ["M4V ", "M4A ", "mp42"], "video/mp4"], // the major brand decides
      ["iso5", ["iso5", "dash"], "video/mp4"],
      ["3gp5", ["3gp5", "isom"], "video/3gpp"],
      ["3g2a", [], "video/3gpp"],
      ["qt  ", [], "video/quicktime"],
      ["XAVC", ["XAVC", "mp42", "iso2"], "video/mp4"], // unknown major brand, known compatible one
    ])("%s with %j is %s", (major, compatible, mime) => {
      expect(detectFile(isoBmff(major, compatible))?.mime).toBe(mime);
    });
  });
});

describe("acceptsAs", () => {
  const kinds: MediaKind[] = ["image", "video", "doc", "audio"];
  const table: [FixtureName, MediaKind[]][] = [
    ["png", ["image"]],
    ["jpeg", ["image"]],
    ["mp4", ["video", "audio"]], // Safari's MediaRecorder writes voice notes as MP4
    ["threeGp", ["video", "audio"]], // Android voice recorders write 3GP
    ["webm", ["video", "audio"]], // Chrome's and Firefox's MediaRecorder write voice notes as WebM
    ["mov", ["video"]],
    ["mkv", ["video"]],
    ["mp3", ["audio"]],
    ["m4a", ["audio"]],
    ["ogg", ["audio"]],
    ["pdf", ["doc"]],
    ["docx", ["doc"]],
    ["txt", ["doc"]],
  ];

  it.each(table)("lets a %s file be posted as %j only", (name, allowed) => {
    const detected = detectFile(fixtures[name]())!;
    for (const kind of kinds) expect([kind, acceptsAs(detected, kind)]).toEqual([kind, allowed.includes(kind)]);
  });
});
