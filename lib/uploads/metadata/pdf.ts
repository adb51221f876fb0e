import "server-only";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream } from "pdf-lib";
import type { PDFContext, PDFObject } from "pdf-lib";
import { chargeZlibStream, newInflateBudget } from "./bounded-inflate";
import { jpegWithoutMetadata } from "./embedded-images";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * PDF: the document information dictionary (Author, Creator, Producer, Title, Subject, Keywords,
 * dates) and the trailer's file /ID go; so do XMP streams and every /Metadata entry pointing at one
 * (catalog, pages, images, fonts), application data (/PieceInfo), /LastModified dates, the author
 * names on comments (/T of markup annotations), signature values (/V of signature fields, which
 * carry the signer's name and certificate and no longer match once the file is rewritten), and the
 * EXIF/XMP segments of JPEG images. Objects nothing refers to any more (earlier revisions of an
 * edited file) are dropped rather than copied. The file is written out afresh without object
 * streams.
 *
 * Refused: encrypted files (their strings cannot be read, so neither can what they say) and files
 * with embedded attachments (each is a file with metadata of its own).
 */
export async function pdfWithoutMetadata(bytes: Uint8Array): Promise<MetadataOutcome> {
  // pdf-lib inflates object streams whole while it loads: what they expand to is checked first.
  if (!streamsWithinBudget(bytes)) return tooLarge();
  let doc: PDFDocument;
  try {
    // Lenient parsing would copy malformed objects through unread, so a malformed object refuses the file.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    if (doc.getPageCount() === 0) return unreadable();
  } catch {
    return unreadable();
  }
  if (doc.isEncrypted) return cannotRemove();
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && object.dict.lookup(PDFName.of("Type")) === PDFName.of("Metadata")) {
      context.delete(ref);
      continue;
    }
    forEachDict(object, cleanDict);
    if (object instanceof PDFRawStream && isJpeg(object.dict)) {
      const stripped = jpegWithoutMetadata(object.contents);
      if (!stripped) return cannotRemove();
      context.assign(ref, PDFRawStream.of(object.dict, stripped));
    }
  }
  deleteUnreachable(context);
  if (context.enumerateIndirectObjects().some(([, object]) => isEmbeddedFile(object))) return cannotRemove();
  try {
    return cleaned(await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }));
  } catch {
    return unreadable();
  }
}

const name = (text: string) => PDFName.of(text);

/** Annotation types that are comments, whose /T is the author's name (a widget's /T is a field name). */
const MARKUP_ANNOTATIONS = new Set(
  [
    "Text",
    "FreeText",
    "Line",
    "Square",
    "Circle",
    "Polygon",
    "PolyLine",
    "Highlight",
    "Underline",
    "Squiggly",
    "StrikeOut",
    "Stamp",
    "Caret",
    "Ink",
    "FileAttachment",
    "Sound",
    "Redact",
  ].map(name),
);

function cleanDict(dict: PDFDict): void {
  for (const key of ["Metadata", "PieceInfo", "LastModified", "Perms"]) dict.delete(name(key));
  const subtype = dict.lookup(name("Subtype"));
  if (subtype instanceof PDFName && MARKUP_ANNOTATIONS.has(subtype)) dict.delete(name("T"));
  if (dict.lookup(name("FT")) === name("Sig")) dict.delete(name("V"));
}

/** Calls visit on every dictionary within an object, without following references. */
function forEachDict(object: PDFObject, visit: (dict: PDFDict) => void): void {
  if (object instanceof PDFStream) {
    forEachDict(object.dict, visit);
  } else if (object instanceof PDFDict) {
    visit(object);
    for (const [, value] of object.entries()) forEachDict(value, visit);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) forEachDict(value, visit);
  }
}

function isJpeg(dict: PDFDict): boolean {
  const filter = dict.lookup(name("Filter"));
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  return only === name("DCTDecode");
}

function isEmbeddedFile(object: PDFObject): boolean {
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  return !!dict && (dict.has(name("EF")) || dict.lookup(name("Type")) === name("EmbeddedFile"));
}

/** Drops every object that the catalog no longer reaches, directly or through others. */
function deleteUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = context.trailerInfo.Root ? [context.trailerInfo.Root] : [];
  while (pending.length) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      pending.push(...object.entries().map(([, value]) => value));
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
  // The trailer's /Size is one more than the highest object number left.
  context.largestObjectNumber = Math.max(0, ...[...reached].map((ref) => ref.objectNumber));
}

const STREAM_START = /stream\r?\n/g;

/**
 * Whether every compressed stream in the file together inflates to no more than the upload's budget
 * (bounded-inflate.ts). Streams are found by their keywords, as a reader recovering a damaged file
 * would, so none can hide from the count behind a broken cross-reference table.
 */
function streamsWithinBudget(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const budget = newInflateBudget();
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    if (chargeZlibStream(bytes.subarray(start, end), budget) === "too-large") return false;
    STREAM_START.lastIndex = end + "endstream".length;
  }
  return true;
}
