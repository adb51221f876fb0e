import zlib from "node:zlib";
import * as CFB from "cfb";
import { unzipSync, zipSync } from "fflate";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from "pdf-lib";
import sharp from "sharp";
import { detectFile, type DetectedFile } from "@/lib/uploads/file-signature";
import { withoutIdentifyingMetadata, type MetadataOutcome } from "@/lib/uploads/identifying-metadata";
import { amrWithoutMetadata } from "@/lib/uploads/metadata/amr";
import { jpeg2000WithoutMetadata } from "@/lib/uploads/metadata/embedded-images";
import { flacWithoutMetadata } from "@/lib/uploads/metadata/flac";
import { isoBmffWithoutMetadata } from "@/lib/uploads/metadata/iso-bmff";
import { matroskaWithoutMetadata } from "@/lib/uploads/metadata/matroska";
import { mpegAudioWithoutMetadata } from "@/lib/uploads/metadata/mpeg-audio";
import { oggWithoutMetadata } from "@/lib/uploads/metadata/ogg";
import { svgWithoutMetadata } from "@/lib/uploads/metadata/svg";
import { wavWithoutMetadata } from "@/lib/uploads/metadata/wav";
import {
  docxWithDocumentVariables,
  docxWithPicturePath,
  docxWithSvg,
  inkscapeSvg,
  J2K_CODESTREAM,
  jp2WithXmp,
  OWN_ALT_TEXT,
  pdfWithIncludedPdf,
  pdfWithJpeg2000,
} from "../fixtures/identifying-corners";
import {
  adtsFrames,
  box,
  containsText,
  docFile,
  docWithAuthor,
  docWithTrackedChanges,
  docxWithAuthor,
  docxWithOleObject,
  FAMILY,
  flacFrames,
  flacWithArtist,
  GPS,
  identifyingFiles,
  ISO_SAMPLES,
  jpegWithExif,
  m4aWithArtist,
  mp3Frames,
  mp3WithArtist,
  mp4WithGpsAndArtist,
  mp4WithGpsTrack,
  NAME,
  oggCrc,
  oggStream,
  oggVorbisWithArtist,
  oggWithArtist,
  opusPackets,
  pdfFile,
  pdfStream,
  pdfWithAttachment,
  pdfWithAuthor,
  wavSamples,
  wavWithArtist,
  WEBM_FRAME,
  webmWithTitle,
  type IdentifyingFileName,
} from "../fixtures/identifying-files";
import { fixtures, zip, type FixtureName } from "../fixtures/media";
import {
  docWithStreams,
  docxWithEntries,
  docxWithXmlParts,
  flacWithBlocks,
  liveWebmWithElements,
  mp3WithStackedTags,
  mp4WithBoxes,
  mp4WithManyChunksAndFreedBoxes,
  oggWithPages,
  pdfWithLzwObjectStream,
  pdfWithObjects,
} from "../fixtures/over-budget";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const IDENTIFYING = [NAME, FAMILY, GPS];
const latin1 = (s: string) => Buffer.from(s, "latin1");

function detected(bytes: Uint8Array): DetectedFile {
  const found = detectFile(bytes);
  if (!found) throw new Error("fixture not detected");
  return found;
}

/** The cleaned bytes, failing the test if the outcome is not ok. */
async function clean(bytes: Uint8Array, as: DetectedFile = detected(bytes)): Promise<Buffer> {
  const outcome = await withoutIdentifyingMetadata(bytes, as);
  if (!outcome.ok) throw new Error(`expected ok, got ${outcome.problem}`);
  return Buffer.from(outcome.bytes);
}

const as = (mime: string, kind: DetectedFile["kind"], extension: string): DetectedFile => ({ kind, mime, extension });
const PDF = as("application/pdf", "doc", "pdf");
const DOC = as("application/msword", "doc", "doc");
const DOCX_FILE = as(DOCX, "doc", "docx");

/** Every part of a zip, inflated, so text search sees what a reader of the document sees. */
function inflatedParts(bytes: Uint8Array): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, Buffer.from(data)]));
}

/** Fails unless every tag is closed, in order (read independently of the code under test). */
function expectWellFormed(xml: string): void {
  const open: string[] = [];
  for (const [tag, closing, name] of xml.matchAll(/<(\/?)([\w:.-]+)[^<>]*>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!tag.endsWith("/>")) open.push(name);
  }
  expect(open).toEqual([]);
}

/** The bytes a member downloading the file could read: zips inflated. */
function readableBytes(bytes: Uint8Array): Buffer {
  if (detectFile(bytes)?.mime === DOCX) return Buffer.concat(Object.values(inflatedParts(bytes)));
  return Buffer.from(bytes);
}

describe("the fixtures", () => {
  it.each(Object.entries(identifyingFiles))("%s is detected as %s and carries the name", (_, { build, mime }) => {
    const file = build();
    expect(detectFile(file)?.mime).toBe(mime);
    expect(containsText(readableBytes(file), NAME)).toBe(true);
  });

  it("other builders are detected too", () => {
    expect(detectFile(docWithTrackedChanges())?.mime).toBe("application/msword");
    expect(detectFile(docFile({}))?.mime).toBe("application/msword");
    expect(detectFile(docxWithOleObject())?.mime).toBe(DOCX);
    expect(detectFile(pdfWithAttachment())?.mime).toBe("application/pdf");
    expect(detectFile(jpegWithExif())?.mime).toBe("image/jpeg");
  });
});

describe("withoutIdentifyingMetadata, every format", () => {
  const cases = Object.entries(identifyingFiles) as [
    IdentifyingFileName,
    (typeof identifyingFiles)[IdentifyingFileName],
  ][];

  it.each(cases)("%s: no name, family or GPS left in any encoding", async (_, { build }) => {
    const output = readableBytes(await clean(build()));
    for (const text of IDENTIFYING) expect(containsText(output, text)).toBe(false);
  });

  it.each(cases)("%s: the caller's buffer is left as it was", async (_, { build }) => {
    const input = build();
    await clean(input);
    expect(input).toEqual(build());
  });

  it.each(cases)("%s: still detected as the same type", async (name, { build, mime }) => {
    const output = await clean(build());
    // An ID3 tag made detectFile call the AAC stream MP3; without it, it is what it is.
    expect(detectFile(output)?.mime).toBe(name === "aacWithId3" ? "audio/aac" : mime);
  });

  it("returns images untouched: strip-metadata.ts re-encodes them", async () => {
    const jpeg = jpegWithExif();
    expect(await withoutIdentifyingMetadata(jpeg, detected(jpeg))).toEqual({ ok: true, bytes: jpeg });
  });

  it("returns plain text unchanged", async () => {
    const text = fixtures.txt();
    expect(await clean(text)).toEqual(text);
  });

  it("refuses a type it has no cleaner for", async () => {
    expect(await withoutIdentifyingMetadata(fixtures.txt(), as("application/x-unknown", "doc", "bin"))).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  // media.ts's files carry no metadata (beyond an encoder name): they come through, most unchanged.
  const unchanged: FixtureName[] = [
    "mp3Bare",
    "wav",
    "flac",
    "aac",
    "amr",
    "mp4",
    "mov",
    "threeGp",
    "m4a",
    "webm",
    "mkv",
    "txt",
  ];
  it.each(unchanged)("passes media.ts's %s through byte for byte", async (name) => {
    const file = fixtures[name]();
    expect(await clean(file)).toEqual(file);
  });

  it.each(["mp3", "ogg", "pdf", "docx"] as FixtureName[])(
    "passes media.ts's %s through, still the same type",
    async (name) => {
      const file = fixtures[name]();
      expect(detectFile(await clean(file))).toEqual(detectFile(file));
    },
  );

  it("calls media.ts's doc unreadable: its WordDocument stream is empty, with no FIB", async () => {
    expect(await withoutIdentifyingMetadata(fixtures.doc(), DOC)).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("bad input never throws", () => {
  const truncations = [0, 1, 4, 9, 17, 40, 100, 0.25, 0.5, 0.75, 0.9, -1, -9];
  const cases = Object.entries(identifyingFiles) as [
    IdentifyingFileName,
    (typeof identifyingFiles)[IdentifyingFileName],
  ][];

  it.each(cases)("%s cut short anywhere, or with a byte flipped, gives an outcome", async (_, { build, mime }) => {
    const file = build();
    const type = as(mime, "doc", "x");
    for (const cut of truncations) {
      const length = cut < 0 ? file.length + cut : cut < 1 ? Math.floor(file.length * cut) : cut;
      const outcome = await withoutIdentifyingMetadata(file.subarray(0, length), type);
      expect(["ok", "unreadable", "cannot-remove"]).toContain(outcome.ok ? "ok" : outcome.problem);
    }
    for (let i = 0; i < file.length; i += Math.max(1, Math.floor(file.length / 97))) {
      const flipped = Buffer.from(file);
      flipped[i] ^= 0xff;
      const outcome = await withoutIdentifyingMetadata(flipped, type);
      // A flipped size can declare far more than any real part holds: refused as too large, unread.
      expect(["ok", "unreadable", "cannot-remove", "too-large"]).toContain(outcome.ok ? "ok" : outcome.problem);
    }
  });

  // The byte walkers check every length themselves: they must not lean on the dispatcher's catch.
  const walkers: [string, (bytes: Uint8Array) => MetadataOutcome, () => Buffer][] = [
    ["mpeg audio", mpegAudioWithoutMetadata, mp3WithArtist],
    ["flac", flacWithoutMetadata, flacWithArtist],
    ["ogg", oggWithoutMetadata, oggVorbisWithArtist],
    ["wav", wavWithoutMetadata, wavWithArtist],
    ["amr", amrWithoutMetadata, fixtures.amr],
    ["iso-bmff", isoBmffWithoutMetadata, mp4WithGpsTrack],
    ["matroska", matroskaWithoutMetadata, () => webmWithTitle({ live: true })],
  ];
  it.each([
    ["SVG", svgWithoutMetadata, inkscapeSvg],
    ["JPEG 2000", jpeg2000WithoutMetadata, jp2WithXmp],
  ])("the %s cleaner never throws on damaged input", (_, cleaner, build) => {
    const file = build();
    for (let length = 0; length <= file.length; length += 3) {
      expect(() => cleaner(file.subarray(0, length))).not.toThrow();
    }
    for (let i = 0; i < file.length; i++) {
      const flipped = Buffer.from(file);
      flipped[i] ^= 0xa5;
      expect(() => cleaner(flipped)).not.toThrow();
    }
  });

  it.each(walkers)("the %s walker never throws on damaged input", (_, walk, build) => {
    const file = build();
    for (let length = 0; length <= file.length; length += 3) expect(() => walk(file.subarray(0, length))).not.toThrow();
    for (let i = 0; i < file.length; i++) {
      const flipped = Buffer.from(file);
      flipped[i] ^= 0xa5;
      expect(() => walk(flipped)).not.toThrow();
    }
  });

  it.each([
    ["application/pdf", "pdf"],
    ["application/msword", "doc"],
    [DOCX, "docx"],
    ["audio/mpeg", "mp3"],
    ["audio/flac", "flac"],
    ["audio/ogg", "ogg"],
    ["audio/wav", "wav"],
    ["audio/amr", "amr"],
    ["video/mp4", "mp4"],
    ["video/webm", "webm"],
  ])("garbage claiming to be %s is unreadable", async (mime, extension) => {
    const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await withoutIdentifyingMetadata(garbage, as(mime, "doc", extension))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("PDF", () => {
  it("drops Info, XMP (catalog and page), the trailer /ID, comment authors and application data", async () => {
    const output = await clean(pdfWithAuthor());
    const pdf = await PDFDocument.load(output, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.context.trailerInfo.Info).toBeUndefined();
    expect(pdf.context.trailerInfo.ID).toBeUndefined();
    // (pdf-lib's getters create an empty Info dictionary when there is none.)
    expect(pdf.getAuthor()).toBeUndefined();
    expect(pdf.getTitle()).toBeUndefined();
    expect(pdf.getProducer()).toBeUndefined();
    expect(pdf.getCreationDate()).toBeUndefined();
    expect(pdf.catalog.get(PDFName.of("Metadata"))).toBeUndefined();
    const page = pdf.getPage(0).node;
    for (const key of ["Metadata", "PieceInfo", "LastModified"]) expect(page.get(PDFName.of(key))).toBeUndefined();
    const metadataStreams = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) => object instanceof PDFStream && object.dict.get(PDFName.of("Type")) === PDFName.of("Metadata"),
      );
    expect(metadataStreams).toEqual([]);
    const annotation = pdf.context.lookup(page.lookup(PDFName.of("Annots"), PDFArray).get(0), PDFDict);
    expect(annotation.get(PDFName.of("Contents"))).toBeDefined();
    expect(annotation.get(PDFName.of("T"))).toBeUndefined();
  });

  it("keeps the page content, and the picture without its EXIF", async () => {
    const pdf = await PDFDocument.load(await clean(pdfWithAuthor()));
    const streams = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream)
      .map(([, object]) => object as PDFRawStream);
    expect(streams.some((stream) => Buffer.from(stream.contents).includes(latin1("(Vent) Tj")))).toBe(true);
    const image = streams.find((stream) => stream.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode"))!;
    const jpeg = Buffer.from(image.contents);
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpeg.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    expect(image.dict.get(PDFName.of("Length"))?.toString()).toBe(String(jpeg.length));
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it("drops an orphaned Info dictionary from an earlier revision", async () => {
    const output = await clean(pdfWithAuthor());
    expect(output.includes(latin1("an earlier revision"))).toBe(false);
  });

  it("refuses a PDF with an attached file", async () => {
    expect(await withoutIdentifyingMetadata(pdfWithAttachment(), PDF)).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("refuses an encrypted PDF", async () => {
    const encrypted = pdfFile(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
        `<< /Filter /Standard /V 1 /R 2 /O <${"00".repeat(32)}> /U <${"00".repeat(32)}> /P -4 >>`,
      ],
      "/Encrypt 4 0 R ",
    );
    expect(await withoutIdentifyingMetadata(encrypted, PDF)).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("removes signature values, which carry the signer's name", async () => {
    const signed = pdfFile([
      "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> /Perms << /DocMDP 5 0 R >> >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Annots [4 0 R] >>",
      "<< /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [0 0 0 0] /P 3 0 R /V 5 0 R >>",
      `<< /Type /Sig /Filter /Adobe.PPKLite /Name (${NAME}) /Location (${GPS}) /Contents <00> >>`,
    ]);
    const output = await clean(signed, PDF);
    expect(containsText(output, NAME)).toBe(false);
    expect(containsText(output, GPS)).toBe(false);
    expect((await PDFDocument.load(output)).getForm().getFields()).toHaveLength(1);
  });

  it("strips a JPEG 2000 image's XMP, XML and UUID boxes and blanks its codestream's comment", async () => {
    const output = await clean(pdfWithJpeg2000());
    for (const text of IDENTIFYING) expect(containsText(output, text)).toBe(false);
    const images = (await PDFDocument.load(output)).context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      )
      .map((image) => Buffer.from((image as PDFRawStream).contents));
    const jp2 = images.find((image) => image.toString("latin1", 4, 8) === "jP  ")!;
    const bare = images.find((image) => image.readUInt16BE(0) === 0xff4f)!;
    const boxes: string[] = [];
    for (let p = 0; p < jp2.length; p += jp2.readUInt32BE(p)) {
      expect(jp2.readUInt32BE(p)).toBeGreaterThanOrEqual(8);
      boxes.push(jp2.toString("latin1", p + 4, p + 8));
    }
    expect(boxes).toEqual(["jP  ", "ftyp", "jp2h", "jp2c"]);
    // OpenJPEG's own header boxes, and its codestream with only the comment's text zeroed.
    const header = 12 + 20 + 45; // jP, ftyp, jp2h
    expect(jp2.subarray(0, header)).toEqual(jp2WithXmp().subarray(0, header));
    const codestream = Buffer.from(J2K_CODESTREAM);
    const comment = codestream.indexOf(Buffer.from([0xff, 0x64]));
    codestream.fill(0, comment + 4, comment + 2 + codestream.readUInt16BE(comment + 2));
    expect(jp2.subarray(header + 8)).toEqual(codestream);
    expect(bare).toEqual(codestream);
  });

  it("drops pdfTeX's PTEX keys: an included PDF's path, and the copy of its Info naming its author", async () => {
    const output = await clean(pdfWithIncludedPdf());
    for (const text of [NAME, FAMILY, "PTEX", "Ghostscript"]) expect(containsText(output, text)).toBe(false);
    const pdf = await PDFDocument.load(output, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const form = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict).lookup(PDFName.of("Im1"));
    expect(form).toBeInstanceOf(PDFRawStream);
    const { dict, contents } = form as PDFRawStream;
    expect(dict.keys().map(String)).toEqual([
      "/Type",
      "/Subtype",
      "/FormType",
      "/BBox",
      "/Resources",
      "/Filter",
      "/Length",
    ]);
    expect(zlib.inflateSync(contents).toString()).toBe("0 0 1 rg 10 10 180 80 re f");
  });

  it("refuses an image whose encoding is wrapped in another filter", async () => {
    const wrapped = pdfFile([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /XObject << /Im1 4 0 R >> >> >>",
      pdfStream(
        "/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /DCTDecode]",
        zlib.deflateSync(jpegWithExif()),
      ),
    ]);
    expect(await withoutIdentifyingMetadata(wrapped, PDF)).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("calls a cut-off or empty PDF unreadable", async () => {
    expect(await withoutIdentifyingMetadata(pdfWithAuthor().subarray(0, 60), PDF)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    expect(await withoutIdentifyingMetadata(latin1("%PDF-1.4\n%%EOF\n"), PDF)).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("DOCX", () => {
  async function cleanedParts() {
    return inflatedParts(await clean(docxWithAuthor()));
  }

  it("empties core and app properties and removes custom properties, the thumbnail, people and customXml", async () => {
    const parts = await cleanedParts();
    expect(Object.keys(parts).sort()).toEqual(
      [
        "[Content_Types].xml",
        "_rels/.rels",
        "docProps/app.xml",
        "docProps/core.xml",
        "word/_rels/document.xml.rels",
        "word/_rels/settings.xml.rels",
        "word/comments.xml",
        "word/document.xml",
        "word/media/image1.jpeg",
        "word/settings.xml",
      ].sort(),
    );
    const core = parts["docProps/core.xml"].toString();
    expect(core).toMatch(/^<\?xml[^>]*\?>\s*<cp:coreProperties [^>]*><\/cp:coreProperties>$/);
    expect(core).not.toMatch(/creator|lastModifiedBy|created|modified/);
    expect(parts["docProps/app.xml"].toString()).not.toMatch(/Company|Manager|Template/);
  });

  it("keeps the package consistent: every relationship and content-type override names a part that exists", async () => {
    const parts = await cleanedParts();
    for (const [name, data] of Object.entries(parts).filter(([part]) => part.endsWith(".rels"))) {
      const base = name.replace(/_rels\/[^/]*$/, "");
      for (const [element, target] of data.toString().matchAll(/<Relationship\b[^>]*Target="([^"]*)"[^>]*\/>/g)) {
        if (element.includes('TargetMode="External"')) continue;
        const resolved = new URL(target, `http://package/${base}`).pathname.slice(1);
        expect(Object.keys(parts)).toContain(resolved);
      }
    }
    const types = parts["[Content_Types].xml"].toString();
    for (const [, partName] of types.matchAll(/PartName="\/([^"]*)"/g)) expect(Object.keys(parts)).toContain(partName);
  });

  it("replaces comment and tracked-change authors, keeps the text, unlinks the template", async () => {
    const parts = await cleanedParts();
    const comments = parts["word/comments.xml"].toString();
    expect(comments).toContain('w:author="Anonymous"');
    expect(comments).toContain('w:initials=""');
    const document = parts["word/document.xml"].toString();
    expect(document).toContain('<w:ins w:id="1" w:author="Anonymous"');
    expect(document).toContain("Today was heavy, and writing it down helped.");
    expect(document).toContain("Tomorrow will be lighter.");
    expect(parts["word/settings.xml"].toString()).not.toContain("attachedTemplate");
    expect(parts["word/_rels/settings.xml.rels"].toString()).not.toContain("Relationship ");
  });

  it("finds core properties where .NET's packaging puts them (package/services/.../*.psmdcp)", async () => {
    const parts = inflatedParts(docxWithAuthor());
    const psmdcp = "package/services/metadata/core-properties/0123456789abcdef.psmdcp";
    parts[psmdcp] = parts["docProps/core.xml"];
    delete parts["docProps/core.xml"];
    parts["_rels/.rels"] = Buffer.from(
      parts["_rels/.rels"].toString().replace('Target="docProps/core.xml"', `Target="/${psmdcp}"`),
    );
    const output = inflatedParts(await clean(zipSync(parts), DOCX_FILE));
    expect(output[psmdcp].toString()).not.toContain(NAME);
    expect(output[psmdcp].toString()).toContain("<cp:coreProperties");
  });

  it("leaves the same words in the document's own text alone", async () => {
    const parts = inflatedParts(docxWithAuthor());
    parts["word/document.xml"] = Buffer.from(
      parts["word/document.xml"].toString().replace("Today was heavy", 'Today the author="me" was heavy'),
    );
    const output = inflatedParts(await clean(zipSync(parts), DOCX_FILE));
    expect(output["word/document.xml"].toString()).toContain('Today the author="me" was heavy');
  });

  it("strips the photo's EXIF without re-encoding it", async () => {
    const photo = (await cleanedParts())["word/media/image1.jpeg"];
    expect(photo.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    expect(photo.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
    expect(Buffer.from(photo).subarray(-20)).toEqual(jpegWithExif().subarray(-20));
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it("empties alt text and names Word took from the inserted file, keeping alt text the member wrote", async () => {
    const parts = inflatedParts(await clean(docxWithPicturePath()));
    const everything = Buffer.concat(Object.values(parts));
    expect(containsText(everything, NAME)).toBe(false);
    expect(containsText(everything, "IMG_2041")).toBe(false);
    const document = parts["word/document.xml"].toString();
    expectWellFormed(document);
    expect([...document.matchAll(/<(?:wp:docPr|pic:cNvPr)\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<wp:docPr id="1" name="Picture 1" descr=""/>',
      '<pic:cNvPr id="0" name="Picture" descr=""/>',
      `<wp:docPr id="2" name="Picture 2" descr="${OWN_ALT_TEXT}" title="Harbour"/>`,
      `<pic:cNvPr id="0" name="Picture 2" descr="${OWN_ALT_TEXT}" title="Harbour"/>`,
    ]);
    expect(document).toContain('<v:imagedata r:id="rId4" o:title=""/>');
    // Every picture still shows the photo.
    expect(document.match(/r:(?:embed|id)="rId4"/g)).toHaveLength(3);
    expect(await sharp(parts["word/media/image1.jpeg"]).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it("removes document variables, where templates and add-ins keep the user's name", async () => {
    const parts = inflatedParts(await clean(docxWithDocumentVariables()));
    for (const text of [NAME, FAMILY]) expect(containsText(Buffer.concat(Object.values(parts)), text)).toBe(false);
    const settings = parts["word/settings.xml"].toString();
    expectWellFormed(settings);
    expect(settings).not.toContain("docVar");
    expect(settings).toContain('<w:proofState w:spelling="clean" w:grammar="clean"/><w:rsids>');
    expect(parts["word/document.xml"].toString()).toContain("Notes from the meeting.");
  });

  it("cleans an SVG picture: Inkscape's records, the RDF author and the photo's EXIF go; it draws the same", async () => {
    const parts = inflatedParts(await clean(docxWithSvg()));
    for (const text of IDENTIFYING) expect(containsText(Buffer.concat(Object.values(parts)), text)).toBe(false);
    const svg = parts["word/media/image2.svg"];
    const source = svg.toString();
    for (const gone of ["sodipodi", "inkscape", "<metadata", "rdf:", "dc:", "<!--"]) expect(source).not.toContain(gone);
    expect(source).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="no"\?>\s*<svg\s/);
    expectWellFormed(source.replace(/^<\?xml[^>]*>/, ""));
    const photo = Buffer.from(/xlink:href="data:image\/jpeg;base64,([^"]*)"/.exec(source)![1], "base64");
    expect(photo.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    expect(photo.includes(Buffer.from([0xff, 0xfe]))).toBe(false);
    expect(photo.subarray(-20)).toEqual(jpegWithExif().subarray(-20));
    const drawn = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
    expect(drawn.info).toMatchObject({ width: 142, height: 142 });
    expect(drawn.data).toEqual(await sharp(inkscapeSvg()).raw().toBuffer());
    expect(parts["word/media/image1.png"]).toBeDefined();
  });

  it("knows an SVG by its content type or its first element, whatever its name, and refuses one it cannot clean", async () => {
    const renamed = inflatedParts(docxWithSvg());
    renamed["word/media/drawing.dat"] = renamed["word/media/image2.svg"];
    delete renamed["word/media/image2.svg"];
    const output = inflatedParts(await clean(zipSync(renamed), DOCX_FILE));
    expect(output["word/media/drawing.dat"].toString()).not.toContain("inkscape");

    const refusals = [
      // Entities declared in the file itself could put text anywhere.
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY who "Thandi">]><svg xmlns="http://www.w3.org/2000/svg"><title>&who;</title></svg>',
      // A linked picture's address is where it lay on the member's computer.
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///C:/Users/Thandi/Pictures/me.jpg"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    ];
    for (const svg of refusals) {
      const parts = inflatedParts(docxWithSvg());
      parts["word/media/image2.svg"] = latin1(svg);
      expect(await withoutIdentifyingMetadata(zipSync(parts), DOCX_FILE)).toEqual({
        ok: false,
        problem: "cannot-remove",
      });
    }
    const utf16 = inflatedParts(docxWithSvg());
    utf16["word/media/image2.svg"] = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(inkscapeSvg().toString(), "utf16le"),
    ]);
    expect(await withoutIdentifyingMetadata(zipSync(utf16), DOCX_FILE)).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("cleans an embedded Office file (a chart's workbook) the same way", async () => {
    const workbook = zipSync({
      "[Content_Types].xml": latin1(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      "docProps/core.xml": latin1(`<cp:coreProperties><dc:creator>${NAME}</dc:creator></cp:coreProperties>`),
      "xl/comments1.xml": latin1(`<comments><authors><author>${NAME}</author></authors></comments>`),
    });
    const outer = inflatedParts(docxWithAuthor());
    outer["word/embeddings/Microsoft_Excel_Worksheet.xlsx"] = Buffer.from(workbook);
    const output = await clean(zipSync(outer), DOCX_FILE);
    const inner = inflatedParts(inflatedParts(output)["word/embeddings/Microsoft_Excel_Worksheet.xlsx"]);
    expect(containsText(Buffer.concat(Object.values(inner)), NAME)).toBe(false);
    expect(inner["xl/comments1.xml"].toString()).toContain("<author>Anonymous</author>");
  });

  it("refuses an embedded OLE object (a packaged file keeps its original path)", async () => {
    expect(await withoutIdentifyingMetadata(docxWithOleObject(), DOCX_FILE)).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("refuses a package that claims to unpack to more than the budget, without unpacking it", async () => {
    const bomb = Buffer.from(
      zipSync({ "[Content_Types].xml": latin1("<Types/>"), "word/document.xml": latin1("<w:document/>") }),
    );
    // Claim 300 MB for the document in the central directory.
    const central = bomb.lastIndexOf(Buffer.from("PK\x01\x02", "latin1"));
    bomb.writeUInt32LE(300 * 1024 * 1024, central + 24);
    expect(await withoutIdentifyingMetadata(bomb, DOCX_FILE)).toEqual({ ok: false, problem: "too-large" });
  });

  it("stops inflating an entry at the size it declares: a bomb that lies about its size is unreadable", async () => {
    // 200 MB of zeros deflate to about 200 KB; the directory says the part is 100 bytes.
    const bomb = zip(
      { "[Content_Types].xml": "<Types/>", "word/document.xml": Buffer.alloc(200 * 1024 * 1024) },
      { deflated: true },
    );
    const central = bomb.lastIndexOf(Buffer.from("PK\x01\x02", "latin1"));
    bomb.writeUInt32LE(100, central + 24);
    const before = process.memoryUsage().arrayBuffers;
    expect(await withoutIdentifyingMetadata(bomb, DOCX_FILE)).toEqual({ ok: false, problem: "unreadable" });
    // Nothing near 200 MB was ever held (a generous bound: the inflater stops at 100 bytes).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses a package with more pictures than one document may have checked", async () => {
    const parts: Record<string, Uint8Array> = {
      "[Content_Types].xml": latin1("<Types/>"),
      "word/document.xml": latin1("<w:document/>"),
    };
    for (let i = 0; i < 101; i++) parts[`word/media/image${i}.png`] = fixtures.png();
    expect(await withoutIdentifyingMetadata(Buffer.from(zipSync(parts)), DOCX_FILE)).toEqual({
      ok: false,
      problem: "too-large",
    });
  });

  it("calls a cut-off zip, or one without word/document.xml, unreadable", async () => {
    const file = docxWithAuthor();
    expect(await withoutIdentifyingMetadata(file.subarray(0, file.length - 30), DOCX_FILE)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const noDocument = Buffer.from(zipSync({ "[Content_Types].xml": latin1("<Types/>") }));
    expect(await withoutIdentifyingMetadata(noDocument, DOCX_FILE)).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("DOC", () => {
  const fcLcb = (fib: Uint8Array, pair: number) => {
    const view = Buffer.from(fib);
    return [view.readUInt32LE(154 + pair * 8), view.readUInt32LE(154 + pair * 8 + 4)];
  };

  it("removes both summary streams, empties Word's associated strings and drops the saved-by list", async () => {
    const output = await clean(docWithAuthor());
    const container = CFB.read(output, { type: "buffer" });
    const names = container.FileIndex.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["WordDocument", "1Table"]));
    expect(names).not.toContain("\u0005SummaryInformation");
    expect(names).not.toContain("\u0005DocumentSummaryInformation");
    const fib = Uint8Array.from(CFB.find(container, "/WordDocument")!.content);
    const table = Buffer.from(Uint8Array.from(CFB.find(container, "/1Table")!.content));
    const [fcAssoc, lcbAssoc] = fcLcb(fib, 32);
    // 0xFFFF, 18 strings, no extra data, then 18 empty strings.
    expect(lcbAssoc).toBe(6 + 18 * 2);
    expect(table.subarray(fcAssoc, fcAssoc + 6)).toEqual(Buffer.from([0xff, 0xff, 18, 0, 0, 0]));
    expect(table.subarray(fcAssoc + 6, fcAssoc + lcbAssoc).every((byte) => byte === 0)).toBe(true);
    expect(fcLcb(fib, 71)[1]).toBe(0);
  });

  it("drops the printer record and the table stream an earlier save left behind", async () => {
    const container = CFB.read(await clean(docWithAuthor()), { type: "buffer" });
    expect(container.FileIndex.map((entry) => entry.name)).not.toContain("0Table");
    expect(fcLcb(Uint8Array.from(CFB.find(container, "/WordDocument")!.content), 27)[1]).toBe(0);
  });

  it("keeps Word 2000's e-mail threading block while its string tables are empty", async () => {
    const container = CFB.read(await clean(docFile({})), { type: "buffer" });
    expect(fcLcb(Uint8Array.from(CFB.find(container, "/WordDocument")!.content), 94)[1]).toBe(48);
  });

  it("refuses a document sent as e-mail from Word: its envelope names the sender", async () => {
    expect(await withoutIdentifyingMetadata(docFile({ envelope: true }), DOC)).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("refuses a Word 6 or 95 document, whose tables are laid out differently", async () => {
    const container = CFB.read(docFile({}), { type: "buffer" });
    const word = CFB.find(container, "/WordDocument")!;
    const fib = Buffer.from(Uint8Array.from(word.content));
    fib.writeUInt16LE(0xa5dc, 0);
    word.content = fib;
    const word6 = Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
    expect(await withoutIdentifyingMetadata(word6, DOC)).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("refuses a document with tracked changes by a named author", async () => {
    expect(await withoutIdentifyingMetadata(docWithTrackedChanges(), DOC)).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("refuses an encrypted document", async () => {
    const container = CFB.read(docFile({}), { type: "buffer" });
    const word = CFB.find(container, "/WordDocument")!;
    const fib = Buffer.from(Uint8Array.from(word.content));
    fib.writeUInt16LE(fib.readUInt16LE(0x0a) | 0x0100, 0x0a);
    word.content = fib;
    const encrypted = Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
    expect(await withoutIdentifyingMetadata(encrypted, DOC)).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("passes a document without names, still a Word file", async () => {
    const output = await clean(docFile({}));
    expect(detectFile(output)?.mime).toBe("application/msword");
  });

  it("calls a cut-off compound file unreadable", async () => {
    expect(await withoutIdentifyingMetadata(docWithAuthor().subarray(0, 600), DOC)).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("MP3 and AAC", () => {
  it("keeps exactly the MPEG frames: ID3v2, APE and ID3v1 go", async () => {
    const output = await clean(mp3WithArtist());
    expect(output).toEqual(mp3Frames(4));
    expect(output.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
  });

  it("removes a second tag between the frames of files joined together", async () => {
    const joined = Buffer.concat([mp3WithArtist(), mp3WithArtist()]);
    expect(await clean(joined)).toEqual(Buffer.concat([mp3Frames(4), mp3Frames(4)]));
  });

  it("unwraps an ID3-tagged ADTS stream, which then detects as AAC", async () => {
    const output = await clean(identifyingFiles.aacWithId3.build());
    expect(output).toEqual(adtsFrames(3));
    expect(detectFile(output)?.mime).toBe("audio/aac");
  });

  it("unwraps ID3-tagged FLAC, which then detects as FLAC", async () => {
    const tagged = Buffer.concat([
      mp3WithArtist().subarray(0, mp3WithArtist().indexOf(Buffer.from([0xff, 0xfb]))),
      flacWithArtist(),
    ]);
    expect(detectFile(tagged)?.mime).toBe("audio/mpeg");
    const output = await clean(tagged);
    expect(detectFile(output)?.mime).toBe("audio/flac");
    expect(containsText(output, NAME)).toBe(false);
  });

  it("calls a file cut inside its tag, or a tag followed by no frames, unreadable", async () => {
    const mp3 = as("audio/mpeg", "audio", "mp3");
    expect(await withoutIdentifyingMetadata(mp3WithArtist().subarray(0, 300), mp3)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const noFrames = Buffer.concat([mp3WithArtist().subarray(0, 30), Buffer.alloc(20, 0x41)]);
    expect(await withoutIdentifyingMetadata(noFrames, mp3)).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("FLAC", () => {
  it("keeps STREAMINFO and SEEKTABLE (now the last block) and the frames unchanged", async () => {
    const output = await clean(flacWithArtist());
    const blocks: [type: number, last: boolean][] = [];
    let p = 4;
    for (let last = false; !last;) {
      last = (output[p] & 0x80) !== 0;
      blocks.push([output[p] & 0x7f, last]);
      p += 4 + output.readUIntBE(p + 1, 3);
    }
    expect(blocks).toEqual([
      [0, false],
      [3, true],
    ]);
    expect(output.subarray(p)).toEqual(flacFrames(3));
  });

  it("calls a file cut inside its metadata unreadable", async () => {
    expect(
      await withoutIdentifyingMetadata(flacWithArtist().subarray(0, 120), as("audio/flac", "audio", "flac")),
    ).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

interface OggPage {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  lacing: number[];
  body: Buffer;
}

/** Reads pages back independently of the code under test, checking every checksum. */
function oggPages(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  for (let p = 0; p < bytes.length;) {
    expect(bytes.toString("latin1", p, p + 4)).toBe("OggS");
    const count = bytes[p + 26];
    const lacing = [...bytes.subarray(p + 27, p + 27 + count)];
    const end = p + 27 + count + lacing.reduce((a, b) => a + b, 0);
    const page = Buffer.from(bytes.subarray(p, end));
    const stored = page.readUInt32LE(22);
    page.writeUInt32LE(0, 22);
    expect(oggCrc(page)).toBe(stored);
    pages.push({
      flags: bytes[p + 5],
      granule: bytes.readBigUInt64LE(p + 6),
      serial: bytes.readUInt32LE(p + 14),
      sequence: bytes.readUInt32LE(p + 18),
      lacing,
      body: bytes.subarray(p + 27 + count, end),
    });
    p = end;
  }
  return pages;
}

function oggPackets(pages: OggPage[]): Buffer[] {
  const packets: Buffer[] = [];
  let partial: Buffer[] = [];
  for (const page of pages) {
    let offset = 0;
    for (const length of page.lacing) {
      partial.push(page.body.subarray(offset, offset + length));
      offset += length;
      if (length < 255) {
        packets.push(Buffer.concat(partial));
        partial = [];
      }
    }
  }
  return packets;
}

describe("OGG", () => {
  it("rewrites OpusTags empty, renumbers the pages after it, and keeps the audio packets", async () => {
    const input = oggWithArtist();
    const output = await clean(input);
    const pages = oggPages(output);
    expect(oggPages(input)).toHaveLength(6); // the long tags took two pages
    expect(pages).toHaveLength(5);
    expect(pages.map((page) => page.sequence)).toEqual([0, 1, 2, 3, 4]);
    expect(pages.map((page) => page.flags)).toEqual([2, 0, 0, 0, 4]);
    expect(pages.map((page) => page.granule)).toEqual([0n, 0n, 960n, 1920n, 2880n]);
    const packets = oggPackets(pages);
    expect(packets[0]).toEqual(oggPackets(oggPages(input))[0]);
    expect(packets[1]).toEqual(Buffer.concat([latin1("OpusTags"), Buffer.alloc(8)]));
    expect(packets.slice(2)).toEqual(opusPackets(3));
  });

  it("rewrites a Vorbis comment that shares its page with the setup header", async () => {
    const input = oggVorbisWithArtist();
    const packets = oggPackets(oggPages(await clean(input)));
    const original = oggPackets(oggPages(input));
    expect(packets).toHaveLength(original.length);
    expect(packets[1]).toEqual(Buffer.concat([latin1("\x03vorbis"), Buffer.alloc(8), Buffer.from([1])]));
    expect(packets[2]).toEqual(original[2]);
    expect(packets.slice(3)).toEqual(original.slice(3));
  });

  it("refuses a stream of a codec it cannot read (Theora)", async () => {
    const theora = oggStream(7, [{ packets: [Buffer.concat([latin1("\x80theora"), Buffer.alloc(34)])], granule: 0 }]);
    expect(await withoutIdentifyingMetadata(theora, as("audio/ogg", "audio", "ogg"))).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("refuses a stream whose audio starts on the comment header's page", async () => {
    const head = oggPackets(oggPages(oggWithArtist()))[0];
    const crowded = oggStream(9, [
      { packets: [head], granule: 0 },
      { packets: [Buffer.concat([latin1("OpusTags"), Buffer.alloc(8)]), ...opusPackets(1)], granule: 960 },
    ]);
    expect(await withoutIdentifyingMetadata(crowded, as("audio/ogg", "audio", "ogg"))).toEqual({
      ok: false,
      problem: "cannot-remove",
    });
  });

  it("calls a cut-off page, a bad checksum or missing headers unreadable", async () => {
    const ogg = as("audio/ogg", "audio", "ogg");
    const file = oggWithArtist();
    expect(await withoutIdentifyingMetadata(file.subarray(0, file.length - 5), ogg)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const corrupted = Buffer.from(file);
    corrupted[40] ^= 1;
    expect(await withoutIdentifyingMetadata(corrupted, ogg)).toEqual({ ok: false, problem: "unreadable" });
    const firstPage = file.subarray(0, 27 + 1 + file[27]);
    expect(await withoutIdentifyingMetadata(firstPage, ogg)).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("WAV", () => {
  it("keeps fmt and data only, with the samples unchanged and the RIFF size fixed", async () => {
    const output = await clean(wavWithArtist());
    const chunks: string[] = [];
    for (let p = 12; p < output.length;) {
      const size = output.readUInt32LE(p + 4);
      chunks.push(output.toString("latin1", p, p + 4));
      if (chunks.at(-1) === "data") expect(output.subarray(p + 8, p + 8 + size)).toEqual(wavSamples());
      p += 8 + size + (size % 2);
    }
    expect(chunks).toEqual(["fmt ", "data"]);
    expect(output.readUInt32LE(4)).toBe(output.length - 8);
  });

  it("calls a file cut inside its data unreadable", async () => {
    const file = wavWithArtist();
    const cut = file.subarray(0, file.indexOf(latin1("data")) + 12);
    expect(await withoutIdentifyingMetadata(cut, as("audio/wav", "audio", "wav"))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("AMR", () => {
  it("calls a file cut inside a frame unreadable", async () => {
    const amr = fixtures.amr();
    expect(await withoutIdentifyingMetadata(amr.subarray(0, amr.length - 3), as("audio/amr", "audio", "amr"))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

interface IsoBox {
  type: string;
  start: number;
  end: number;
  children?: IsoBox[];
}

const ISO_CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "dinf", "udta", "edts"]);

/** Walks the box tree independently of the code under test; sizes must add up exactly. */
function isoBoxes(b: Buffer, start = 0, end = b.length): IsoBox[] {
  const boxes: IsoBox[] = [];
  let p = start;
  while (p < end) {
    const size = b.readUInt32BE(p);
    const type = b.toString("latin1", p + 4, p + 8);
    expect(size).toBeGreaterThanOrEqual(8);
    const node: IsoBox = { type, start: p, end: p + size };
    if (ISO_CONTAINERS.has(type)) node.children = isoBoxes(b, p + 8, p + size);
    boxes.push(node);
    p += size;
  }
  expect(p).toBe(end);
  return boxes;
}

function allBoxes(boxes: IsoBox[]): IsoBox[] {
  return boxes.flatMap((node) => [node, ...allBoxes(node.children ?? [])]);
}

/** The chunk offsets of every stco box, by track. */
function chunkOffsets(b: Buffer, boxes: IsoBox[]): number[][] {
  return allBoxes(boxes)
    .filter((node) => node.type === "stco")
    .map((node) =>
      Array.from({ length: b.readUInt32BE(node.start + 12) }, (_, i) => b.readUInt32BE(node.start + 16 + i * 4)),
    );
}

describe("MP4, M4A, MOV", () => {
  it("overwrites udta, meta and uuid boxes as free boxes in place: same size, offsets still right", async () => {
    const input = mp4WithGpsAndArtist();
    const output = await clean(input);
    expect(output).toHaveLength(input.length);
    const boxes = isoBoxes(output);
    expect(boxes.map((node) => node.type)).toEqual(["ftyp", "moov", "free", "mdat", "free"]);
    const moov = boxes[1].children!;
    expect(moov.map((node) => node.type)).toEqual(["mvhd", "trak", "free", "free"]);
    expect(allBoxes(boxes).filter((node) => ["udta", "meta", "uuid", "ilst", "\u00a9xyz"].includes(node.type))).toEqual(
      [],
    );
    for (const node of allBoxes(boxes).filter((n) => n.type === "free")) {
      expect(output.subarray(node.start + 8, node.end).every((byte) => byte === 0)).toBe(true);
    }
    // The sample table still points at the same samples, which are untouched.
    const [offsets] = chunkOffsets(output, boxes);
    expect(offsets).toEqual(chunkOffsets(input, isoBoxes(input))[0]);
    expect(output.subarray(offsets[0], offsets[0] + 48)).toEqual(Buffer.concat(ISO_SAMPLES));
    const mdat = boxes[3];
    expect(output.subarray(mdat.start, mdat.end)).toEqual(input.subarray(mdat.start, mdat.end));
  });

  it("zeroes the creation and modification times of the movie, track and media headers", async () => {
    const output = await clean(mp4WithGpsAndArtist());
    for (const node of allBoxes(isoBoxes(output)).filter((n) => ["mvhd", "tkhd", "mdhd"].includes(n.type))) {
      expect(output.readUInt32BE(node.start + 12)).toBe(0);
      expect(output.readUInt32BE(node.start + 16)).toBe(0);
    }
  });

  it("removes a GPS data track and zeroes its samples in mdat, keeping the sound", async () => {
    const input = mp4WithGpsTrack();
    const output = await clean(input);
    const moov = isoBoxes(output)[1].children!;
    expect(moov.filter((node) => node.type === "trak")).toHaveLength(1);
    const [offsets] = chunkOffsets(output, isoBoxes(output));
    expect(output.subarray(offsets[0], offsets[0] + 48)).toEqual(Buffer.concat(ISO_SAMPLES));
    const gpsStart = offsets[0] + 48;
    expect(output.subarray(gpsStart, gpsStart + 20).every((byte) => byte === 0)).toBe(true);
  });

  it("cleans an M4A's iTunes tags", async () => {
    const output = await clean(m4aWithArtist());
    expect(allBoxes(isoBoxes(output)).some((node) => node.type === "ilst")).toBe(false);
  });

  it("refuses a file whose media is addressed inside a box that has to go", async () => {
    const file = mp4WithGpsAndArtist();
    const boxes = isoBoxes(file);
    const stco = allBoxes(boxes).find((node) => node.type === "stco")!;
    file.writeUInt32BE(boxes.at(-1)!.start + 30, stco.start + 16); // into the XMP uuid box
    expect(await withoutIdentifyingMetadata(file, detected(file))).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("refuses a fragmented file with a data track: its samples are spread over the fragments", async () => {
    const file = Buffer.concat([mp4WithGpsTrack(), box("moof", box("mfhd", Buffer.alloc(8)))]);
    expect(await withoutIdentifyingMetadata(file, detected(file))).toEqual({ ok: false, problem: "cannot-remove" });
  });

  it("calls a file cut inside moov unreadable", async () => {
    const file = mp4WithGpsAndArtist();
    expect(await withoutIdentifyingMetadata(file.subarray(0, 200), detected(file))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

interface EbmlElement {
  id: number;
  start: number;
  dataStart: number;
  end: number;
}

/** Reads EBML elements independently of the code under test (unknown sizes run to `end`). */
function ebmlChildren(b: Buffer, start: number, end: number): EbmlElement[] {
  const found: EbmlElement[] = [];
  for (let p = start; p < end;) {
    const idLength = Math.clz32(b[p]) - 23;
    const id = b.readUIntBE(p, idLength);
    const sizeLength = Math.clz32(b[p + idLength]) - 23;
    let size = b[p + idLength] & (0xff >> sizeLength);
    let unknown = size === 0xff >> sizeLength;
    for (let i = 1; i < sizeLength; i++) {
      size = size * 256 + b[p + idLength + i];
      unknown &&= b[p + idLength + i] === 0xff;
    }
    const dataStart = p + idLength + sizeLength;
    const elementEnd = unknown ? end : dataStart + size;
    expect(elementEnd).toBeLessThanOrEqual(end);
    found.push({ id, start: p, dataStart, end: elementEnd });
    // An unknown-size cluster is read into, so the walk finds the elements after it.
    p = unknown ? dataStart : elementEnd;
  }
  return found;
}

describe("WebM and Matroska", () => {
  it.each([
    ["a WebM with known sizes", {}],
    ["a live (MediaRecorder) WebM with unknown sizes and a CRC-32", { live: true, crc: true }],
    ["a Matroska file", { docType: "matroska" }],
  ])("voids Tags, Attachments, the title, date, file name and track name in %s", async (_, options) => {
    const input = webmWithTitle(options);
    const output = await clean(input);
    expect(output).toHaveLength(input.length);
    const [header, segment] = ebmlChildren(output, 0, output.length);
    expect(header.id).toBe(0x1a45dfa3);
    const top = ebmlChildren(output, segment.dataStart, segment.end);
    const ids = top.map((element) => element.id);
    expect(ids).not.toContain(0x1254c367); // Tags
    expect(ids).not.toContain(0x1941a469); // Attachments
    const original = ebmlChildren(input, ebmlChildren(input, 0, input.length)[1].dataStart, input.length);
    const tags = original.find((element) => element.id === 0x1254c367)!;
    const voided = top.find((element) => element.start === tags.start)!;
    expect(voided).toMatchObject({ id: 0xec, end: tags.end });
    const info = top.find((element) => element.id === 0x1549a966)!;
    const infoIds = ebmlChildren(output, info.dataStart, info.end).map((element) => element.id);
    expect(infoIds).toEqual(expect.arrayContaining([0x2ad7b1, 0x4d80, 0x5741, 0xec]));
    for (const gone of [0x7ba9, 0x4461, 0x7384, 0xbf]) expect(infoIds).not.toContain(gone);
    // The track keeps everything but its name, and Tracks loses its (now wrong) checksum.
    const tracks = top.find((element) => element.id === 0x1654ae6b)!;
    const trackChildren = ebmlChildren(output, tracks.dataStart, tracks.end);
    expect(trackChildren.map((element) => element.id)).not.toContain(0xbf);
    const entry = trackChildren.find((element) => element.id === 0xae)!;
    const trackIds = ebmlChildren(output, entry.dataStart, entry.end).map((element) => element.id);
    expect(trackIds).toEqual(expect.arrayContaining([0xd7, 0x73c5, 0x83, 0x86, 0xec]));
    expect(trackIds).not.toContain(0x536e);
    // The block is where it was, unchanged.
    expect(output.indexOf(WEBM_FRAME)).toBe(input.indexOf(WEBM_FRAME));
    // The SeekHead keeps its entry for Info and loses the one for Tags.
    const seekHead = top.find((element) => element.id === 0x114d9b74)!;
    expect(ebmlChildren(output, seekHead.dataStart, seekHead.end).map((element) => element.id)).toEqual([0x4dbb, 0xec]);
  });

  it("voids large elements with an eight-byte size field", async () => {
    // The attachment holds a JPEG of a few hundred bytes: its Void needs more than a one-byte size.
    const output = await clean(webmWithTitle());
    const segment = ebmlChildren(output, 0, output.length)[1];
    const voids = ebmlChildren(output, segment.dataStart, segment.end).filter((element) => element.id === 0xec);
    expect(voids.some((element) => element.dataStart - element.start === 9)).toBe(true);
  });

  it("calls a file cut inside a known-size segment, or with junk after it, unreadable", async () => {
    const file = webmWithTitle();
    const webm = detected(file);
    expect(await withoutIdentifyingMetadata(file.subarray(0, file.length - 10), webm)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    expect(await withoutIdentifyingMetadata(Buffer.concat([file, latin1("junk")]), webm)).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("whose bytes a cleaner overwrites", () => {
  it.each([
    ["an MP4", mp4WithGpsAndArtist],
    ["a WebM", () => webmWithTitle()],
  ])(
    "leaves the caller's bytes of %s as they were, and overwrites them in place when they are its own",
    async (_, make) => {
      const input = make();
      const original = Buffer.from(input);
      const copied = await withoutIdentifyingMetadata(input, detected(input));
      expect(copied.ok && copied.bytes).not.toBe(input);
      expect(input).toEqual(original);

      const owned = await withoutIdentifyingMetadata(input, detected(input), { owned: true });
      expect(owned.ok && owned.bytes).toBe(input);
      expect(input).not.toEqual(original);
      expect(input).toEqual(copied.ok && Buffer.from(copied.bytes));
    },
  );
});

describe("PDF decompression bombs", () => {
  it("refuses a PDF whose streams inflate past the budget, before the parser inflates them", async () => {
    // 100 MB of zeros, deflated to about 100 KB, in a content stream.
    const bomb = pdfFile([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>",
      pdfStream("/Filter /FlateDecode", zlib.deflateSync(Buffer.alloc(100 * 1024 * 1024))),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await withoutIdentifyingMetadata(bomb, PDF)).toEqual({ ok: false, problem: "too-large" });
  });

  it("follows chained filters: a small stream whose output is compressed again counts in full", async () => {
    const inner = zlib.deflateSync(Buffer.alloc(100 * 1024 * 1024));
    const bomb = pdfFile([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>",
      pdfStream("/Filter [/FlateDecode /FlateDecode]", zlib.deflateSync(inner)),
    ]);
    expect(await withoutIdentifyingMetadata(bomb, PDF)).toEqual({ ok: false, problem: "too-large" });
  });

  it("counts a stream damaged after its bomb (a wrong checksum) in full, as readers inflate it", async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(40 * 1024 * 1024));
    bomb[bomb.length - 1] ^= 0xff;
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents [4 0 R 5 0 R] >>",
      pdfStream("/Filter /FlateDecode", bomb),
      pdfStream("/Filter /FlateDecode", bomb),
    ];
    expect(await withoutIdentifyingMetadata(pdfFile(objects), PDF)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("what checking one upload may cost", () => {
  const MB = 1024 * 1024;
  const outcome = async (bytes: Uint8Array, type: DetectedFile) => {
    const result = await withoutIdentifyingMetadata(bytes, type);
    return result.ok ? "ok" : result.problem;
  };

  it("DOCX: at most 1,000 parts", async () => {
    expect(await outcome(docxWithEntries(1_000), DOCX_FILE)).toBe("ok");
    expect(await outcome(docxWithEntries(1_001), DOCX_FILE)).toBe("too-large");
  });

  it("DOCX: at most 8 MB in one XML part", async () => {
    expect(await outcome(docxWithXmlParts([8 * MB]), DOCX_FILE)).toBe("ok");
    expect(await outcome(docxWithXmlParts([8 * MB + 1]), DOCX_FILE)).toBe("too-large");
  });

  it("DOCX: at most 16 MB of XML parts together, refused before any is searched", async () => {
    // With the 48 bytes of [Content_Types].xml: 16 MB and one byte.
    const docx = docxWithXmlParts([8 * MB, 8 * MB - 47]);
    const started = performance.now();
    expect(await outcome(docx, DOCX_FILE)).toBe("too-large");
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("DOCX: an XML part declaring more than that is refused before it is inflated (the tester's 51 MB of tracked changes)", async () => {
    const run = '<w:ins w:id="1" w:author="Thabo Mokoena"><w:r><w:t>a</w:t></w:r></w:ins>';
    const parts = inflatedParts(fixtures.docx());
    parts["word/document.xml"] = latin1(
      `<?xml version="1.0"?><w:document>${run.repeat((51 * MB) / run.length)}</w:document>`,
    );
    const docx = zipSync(parts, { level: 9 });
    expect(docx.length).toBeLessThan(300 * 1024);
    const inflate = jest.spyOn(zlib, "inflateRawSync");
    try {
      expect(await outcome(docx, DOCX_FILE)).toBe("too-large");
      // Whatever was inflated before the refusal, nothing of the 51 MB part was.
      const ceilings = inflate.mock.calls.map(([, options]) => options?.maxOutputLength ?? 0);
      expect(Math.max(0, ...ceilings)).toBeLessThan(MB);
    } finally {
      inflate.mockRestore();
    }
  });

  it("DOCX: a part of a million unclosed '<' is searched in linear time", async () => {
    const parts = inflatedParts(fixtures.docx());
    parts["word/document.xml"] = latin1(`<?xml version="1.0"?>${"<".repeat(MB)}`);
    const docx = zipSync(parts);
    const started = performance.now();
    expect(await outcome(docx, DOCX_FILE)).toBe("ok");
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("PDF: at most 100,000 objects, those in object streams counted as pdf-lib reads them", async () => {
    expect(await outcome(pdfWithObjects(100_001), PDF)).toBe("too-large");
    expect(await outcome(pdfWithObjects(1_000), PDF)).toBe("ok");
  });

  it("PDF: no object stream in a filter that cannot be measured before it is inflated (LZW)", async () => {
    expect(await outcome(pdfWithLzwObjectStream(), PDF)).toBe("too-large");
  });

  it("MP4: at most 100,000 boxes", async () => {
    const mp4 = as("video/mp4", "video", "mp4");
    expect(await outcome(mp4WithBoxes(100_000), mp4)).toBe("ok");
    expect(await outcome(mp4WithBoxes(100_001), mp4)).toBe("too-large");
  });

  it("MP4: a million chunk offsets are checked against 20,000 freed boxes by bisection", async () => {
    const mp4 = mp4WithManyChunksAndFreedBoxes();
    const started = performance.now();
    expect(await outcome(mp4, as("video/mp4", "video", "mp4"))).toBe("ok");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("WebM: at most 1,000,000 elements read", async () => {
    const webm = as("video/webm", "video", "webm");
    expect(await outcome(liveWebmWithElements(1_000_000), webm)).toBe("ok");
    expect(await outcome(liveWebmWithElements(1_000_001), webm)).toBe("too-large");
  });

  it("Ogg: at most 300,000 pages", async () => {
    expect(await outcome(oggWithPages(300_001), as("audio/ogg", "audio", "ogg"))).toBe("too-large");
  });

  it("FLAC: at most 1,000 metadata blocks", async () => {
    const flac = as("audio/flac", "audio", "flac");
    expect(await outcome(flacWithBlocks(1_000), flac)).toBe("ok");
    expect(await outcome(flacWithBlocks(1_001), flac)).toBe("too-large");
  });

  it("MP3: at most 16 tags in a row at either end", async () => {
    const mp3 = as("audio/mpeg", "audio", "mp3");
    expect(await withoutIdentifyingMetadata(mp3WithStackedTags(16, 16), mp3)).toEqual({
      ok: true,
      bytes: mp3Frames(3),
    });
    expect(await outcome(mp3WithStackedTags(17, 0), mp3)).toBe("too-large");
    expect(await outcome(mp3WithStackedTags(0, 17), mp3)).toBe("too-large");
  });

  it("DOC: at most 1,000 directory entries, counted before cfb reads the file", async () => {
    expect(await outcome(docWithStreams(996), DOC)).toBe("ok");
    expect(await outcome(docWithStreams(997), DOC)).toBe("too-large");
  });
});
