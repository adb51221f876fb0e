import "server-only";
import {
  PDFArray,
  PDFCatalog,
  PDFDict,
  PDFName,
  PDFPageLeaf,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFWriter,
} from "pdf-lib";
import type { PDFContext, PDFObject } from "pdf-lib";
import { chargeZlibStream, MAX_CHAINED_FLATE, newInflateBudget } from "./bounded-inflate";
import { jpeg2000WithoutMetadata, jpegWithoutMetadata } from "./embedded-images";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";

/**
 * PDF: Info, /ID, XMP, /PieceInfo, comment authors, signature values (they name the signer and break
 * on rewrite anyway), pdfTeX's /PTEX.* records and JPEG/JPEG 2000 metadata go; unreachable objects
 * (earlier revisions) are dropped. Refused: encrypted files, attachments (metadata of their own), and
 * images wrapped in another filter (a JPEG inside Flate cannot be cleaned where it lies).
 */
export async function pdfWithoutMetadata(bytes: Uint8Array): Promise<MetadataOutcome> {
  // pdf-lib inflates object streams whole while it loads.
  if (!streamsWithinBudget(bytes)) return tooLarge();
  const parser = new BoundedParser(bytes);
  let context: PDFContext;
  try {
    context = await parser.parseDocument();
    if (pageCount(context) === 0) return unreadable();
  } catch {
    return parser.overBudget ? tooLarge() : unreadable();
  }
  if (context.lookup(context.trailerInfo.Encrypt)) return cannotRemove();
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && object.dict.lookup(PDFName.of("Type")) === PDFName.of("Metadata")) {
      context.delete(ref);
      continue;
    }
    forEachDict(object, cleanDict);
    if (!(object instanceof PDFRawStream)) continue;
    const filters = filtersOf(object.dict);
    const picture = filters.find((filter) => PICTURE_CLEANERS.has(filter));
    if (!picture) continue;
    if (filters.length > 1) return cannotRemove();
    const stripped = PICTURE_CLEANERS.get(picture)!(object.contents);
    if (!stripped) return cannotRemove();
    context.assign(ref, PDFRawStream.of(object.dict, stripped));
  }
  deleteUnreachable(context);
  if (context.enumerateIndirectObjects().some(([, object]) => isEmbeddedFile(object))) return cannotRemove();
  try {
    return cleaned(await PDFWriter.forContext(context, OBJECTS_PER_TICK).serializeToBuffer());
  } catch {
    return unreadable();
  }
}

const name = (text: string) => PDFName.of(text);

/** A small file can hold a million objects (docs/benchmarks.md). */
const MAX_OBJECTS = 100_000;
/** pdf-lib yields to the event loop after this many objects, so other requests go on. */
const OBJECTS_PER_TICK = 100;
const READ_WHILE_LOADING = new Set<PDFObject | undefined>([name("ObjStm"), name("XRef")]);

/** Caps the objects read and what the streams inflated while loading expand to. */
class BoundedParser extends PDFParser {
  overBudget = false;
  private objectsLeft = MAX_OBJECTS;
  private readonly inflateBudget = newInflateBudget();

  constructor(bytes: Uint8Array) {
    // A malformed object refuses the file: lenient parsing would copy it through unread.
    super(bytes, OBJECTS_PER_TICK, true);
  }

  async parseDocument(): Promise<PDFContext> {
    // Every object read, object streams' included, is stored through assign.
    const { context } = this;
    const assign = context.assign.bind(context);
    context.assign = (ref, object) => {
      if (--this.objectsLeft < 0) this.stop();
      assign(ref, object);
    };
    try {
      return await super.parseDocument();
    } finally {
      context.assign = assign;
    }
  }

  protected parseDictOrStream(): PDFDict | PDFStream {
    const object = super.parseDictOrStream();
    if (!(object instanceof PDFRawStream) || !READ_WHILE_LOADING.has(object.dict.lookup(name("Type")))) {
      return object;
    }
    // Only Flate can be measured before pdf-lib inflates it (LZW expands thousands of times over).
    const filters = filtersOf(object.dict);
    if (filters.some((filter) => filter !== name("FlateDecode")) || filters.length > MAX_CHAINED_FLATE) this.stop();
    if (filters.length > 0 && chargeZlibStream(object.contents, this.inflateBudget) === "too-large") this.stop();
    return object;
  }

  private stop(): never {
    this.overBudget = true;
    throw new Error("over the budget for reading one PDF");
  }
}

/** Throws if there is no page tree. */
function pageCount(context: PDFContext): number {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFCatalog)) return 0;
  let pages = 0;
  catalog.Pages().traverse((node) => {
    if (node instanceof PDFPageLeaf) pages++;
  });
  return pages;
}

/** Their /T is the author's name (a widget's /T is a field name). */
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
  for (const [key] of dict.entries()) if (key.decodeText().startsWith("PTEX.")) dict.delete(key);
  const subtype = dict.lookup(name("Subtype"));
  if (subtype instanceof PDFName && MARKUP_ANNOTATIONS.has(subtype)) dict.delete(name("T"));
  if (dict.lookup(name("FT")) === name("Sig")) dict.delete(name("V"));
}

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

const PICTURE_CLEANERS = new Map<PDFObject, (bytes: Uint8Array) => Uint8Array | null>([
  [name("DCTDecode"), jpegWithoutMetadata],
  [name("JPXDecode"), jpeg2000WithoutMetadata],
]);

/** A reference that leads nowhere stays, matching no filter. */
function filtersOf(dict: PDFDict): PDFObject[] {
  const filter = dict.lookup(name("Filter"));
  if (filter instanceof PDFArray) return filter.asArray().map((item) => dict.context.lookup(item) ?? item);
  return filter ? [filter] : [];
}

function isEmbeddedFile(object: PDFObject): boolean {
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  return !!dict && (dict.has(name("EF")) || dict.lookup(name("Type")) === name("EmbeddedFile"));
}

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
  context.largestObjectNumber = [...reached].reduce((largest, ref) => Math.max(largest, ref.objectNumber), 0);
}

const STREAM_START = /stream\r?\n/g;

/** Found by keyword, as a recovering reader would, so none hide behind a broken xref table. */
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
