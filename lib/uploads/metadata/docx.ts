import "server-only";
import { zipSync } from "fflate";
import { detectFile } from "../file-signature";
import { imageDimensions } from "../image-dimensions";
import { MAX_TOTAL_PIXELS, withoutMetadata as reencodedPicture } from "../strip-metadata";
import { newInflateBudget, type InflateBudget } from "./bounded-inflate";
import { ascii } from "./bytes";
import { jpegWithoutMetadata, pngWithoutMetadata } from "./embedded-images";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";
import { readZipEntries } from "./zip-entries";

/**
 * Word .docx, a zip of XML parts (Office Open XML). Cleaned:
 * - the core properties (creator, last modified by, dates, title...: docProps/core.xml, or wherever
 *   the package's relationships put them) become an empty property list, and the extended ones
 *   (company, manager, template, application: docProps/app.xml) an empty one;
 * - the custom properties, the thumbnail, customXml/ (SharePoint and data-binding records, which name
 *   people), word/people.xml (comment authors' accounts) and printer settings are removed, with
 *   their relationships and content-type entries;
 * - every author and initials attribute (comments, tracked changes) in every XML part becomes
 *   "Anonymous" and "", and the attached template (a path that often holds the user name) is unlinked;
 * - pictures lose their EXIF/XMP (JPEG and PNG losslessly, GIF and WebP re-encoded).
 * Embedded Office files (an Excel chart's workbook) are cleaned the same way; any other embedded
 * object (OLE packages carry the original file path), or a picture type whose metadata cannot be
 * removed here (TIFF, HEIC), refuses the file.
 */
export async function docxWithoutMetadata(bytes: Uint8Array): Promise<MetadataOutcome> {
  const budget: Budget = { ...newInflateBudget(), pictures: 0, pixels: 0 };
  const parts = readZipEntries(bytes, budget);
  if (parts === "too-large") return tooLarge();
  if (!parts || !parts["[Content_Types].xml"] || !parts["word/document.xml"]) return unreadable();
  const problem = await cleanPackage(parts, 0, budget);
  if (problem === "unreadable") return unreadable();
  if (problem === "cannot-remove") return cannotRemove();
  if (problem === "too-large") return tooLarge();
  return cleaned(pack(parts));
}

type Parts = Record<string, Uint8Array>;
type Problem = "unreadable" | "cannot-remove" | "too-large" | null;

/**
 * What one document may cost to clean: what it inflates to (bounded-inflate.ts), how many pictures
 * it holds, and the pixels of those that must be decoded and encoded again (GIF, WebP), as for a
 * picture posted on its own.
 */
type Budget = InflateBudget & { pictures: number; pixels: number };
const MAX_PICTURES = 100;
/** An embedded workbook may itself embed files; one level is as deep as real documents go. */
const MAX_NESTING = 1;

const CORE_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';
const APP_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>';

/** Parts removed whole (matched on the lower-cased part name). */
const REMOVED_PARTS = [
  /^docprops\/custom\.xml$/,
  /^docprops\/thumbnail\.[a-z]+$/,
  /^customxml\//,
  /^word\/people\.xml$/,
  /\/printersettings\//,
];

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const ENCODER = new TextEncoder();

async function cleanPackage(parts: Parts, depth: number, budget: Budget): Promise<Problem> {
  // The package's own relationships say where its property parts are: Word writes docProps/, but
  // .NET's packaging writes core properties to package/services/metadata/core-properties/*.psmdcp.
  const propertyParts = new Map<string, string>();
  const rootRels = Object.keys(parts).find((part) => part.toLowerCase() === "_rels/.rels");
  if (rootRels) {
    for (const { type, target } of relationships("_rels/.rels", decodeText(parts[rootRels]) ?? "")) {
      const kind = PROPERTY_RELATIONSHIPS.find(([suffix]) => type.endsWith(suffix))?.[1];
      if (kind) propertyParts.set(target.toLowerCase(), kind);
    }
  }
  const removed = new Set(
    Object.keys(parts).filter((part) => {
      const lower = part.toLowerCase();
      return propertyParts.get(lower) === "remove" || REMOVED_PARTS.some((rule) => rule.test(lower));
    }),
  );
  for (const part of removed) delete parts[part];
  const removedNames = new Set([...removed].map((part) => part.toLowerCase()));
  for (const [part, data] of Object.entries(parts)) {
    const lower = part.toLowerCase();
    const kind =
      propertyParts.get(lower) ??
      (lower === "docprops/core.xml" ? "core" : lower === "docprops/app.xml" ? "app" : null);
    if (kind === "core") parts[part] = ENCODER.encode(CORE_XML);
    else if (kind === "app") parts[part] = ENCODER.encode(APP_XML);
    else if (isXmlPart(lower, data)) {
      const text = decodeText(data);
      // UTF-16 parts are legal but rare, and are not searched here.
      if (text === null) return "cannot-remove";
      const changed = cleanXml(part, text, removedNames);
      if (changed !== text) parts[part] = ENCODER.encode(changed);
    } else if (data.length > 0) {
      const result = await cleanBinaryPart(data, depth, budget);
      if (typeof result === "string") return result;
      parts[part] = result;
    }
  }
  return null;
}

/** Root relationship types (by their ending) of the parts that hold document properties. */
const PROPERTY_RELATIONSHIPS: [suffix: string, kind: "core" | "app" | "remove"][] = [
  ["/metadata/core-properties", "core"],
  ["/extended-properties", "app"],
  ["/custom-properties", "remove"],
  ["/metadata/thumbnail", "remove"],
];

function isXmlPart(lowerName: string, data: Uint8Array): boolean {
  if (/\.(xml|rels|vml|psmdcp)$/.test(lowerName)) return true;
  const start = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  return ascii(data, start, 5) === "<?xml";
}

function decodeText(data: Uint8Array): string | null {
  try {
    return UTF8.decode(data);
  } catch {
    return null;
  }
}

const AUTHOR_ATTRIBUTES = /(\s(?:[\w.-]+:)?(author|initials)\s*=\s*)("[^"]*"|'[^']*')/g;
const PERSON_ATTRIBUTES = /(\s(displayName|userId|providerId)\s*=\s*)("[^"]*"|'[^']*')/g;

function cleanXml(part: string, text: string, removed: Set<string>): string {
  const lower = part.toLowerCase();
  if (lower.endsWith(".rels")) return cleanRelationships(part, text, removed);
  if (lower === "[content_types].xml") {
    return text.replace(/<Override\b[^>]*?(?:\/>|>\s*<\/Override>)/g, (element) => {
      const partName = attribute(element, "PartName");
      return partName && removed.has(partName.replace(/^\//, "").toLowerCase()) ? "" : element;
    });
  }
  // Only inside tags: the same words in the document's text are the member's own writing.
  let out = text.replace(/<[^>]+>/g, (tag) =>
    tag.replace(AUTHOR_ATTRIBUTES, (_, start: string, local: string) =>
      local === "author" ? `${start}"Anonymous"` : `${start}""`,
    ),
  );
  // The template's path (C:\Users\<name>\...) is linked from the settings part.
  if (lower === "word/settings.xml") out = out.replace(/<w:attachedTemplate\b[^>]*\/>/g, "");
  // Spreadsheet comment authors and threaded-comment people, in an embedded workbook.
  if (/^xl\/comments\d*\.xml$/.test(lower)) out = out.replace(/<author>[^<]*<\/author>/g, "<author>Anonymous</author>");
  if (lower.startsWith("xl/persons/")) {
    out = out.replace(/<[^>]+>/g, (tag) => tag.replace(PERSON_ATTRIBUTES, (_, start: string) => `${start}""`));
  }
  return out;
}

function cleanRelationships(part: string, text: string, removed: Set<string>): string {
  return text.replace(RELATIONSHIP, (element) => {
    const [relationship] = relationships(part, element);
    if (!relationship) return element;
    if (relationship.type.endsWith("/attachedTemplate")) return "";
    return !relationship.external && removed.has(relationship.target.toLowerCase()) ? "" : element;
  });
}

const RELATIONSHIP = /<Relationship\b[^>]*?(?:\/>|>\s*<\/Relationship>)/g;

/** The relationships in a .rels part, with internal targets resolved to part names. */
function relationships(relsPart: string, text: string): { type: string; target: string; external: boolean }[] {
  // word/_rels/document.xml.rels speaks for word/document.xml: targets are relative to word/.
  const base = relsPart.replace(/(^|\/)_rels\/[^/]*$/, "$1");
  return [...text.matchAll(RELATIONSHIP)].map(([element]) => {
    const external = attribute(element, "TargetMode") === "External";
    const target = attribute(element, "Target") ?? "";
    return { type: attribute(element, "Type") ?? "", target: external ? target : resolvePart(base, target), external };
  });
}

function attribute(element: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(element);
  if (!match) return null;
  const raw = (match[1] ?? match[2])
    .replace(/&amp;/g, "&")
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function resolvePart(base: string, target: string): string {
  const segments: string[] = [];
  for (const segment of (target.startsWith("/") ? target.slice(1) : base + target).split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "." && segment !== "") segments.push(segment);
  }
  return segments.join("/");
}

/** A picture, font or embedded file: cleaned copy, or why the package must be refused. */
async function cleanBinaryPart(
  data: Uint8Array,
  depth: number,
  budget: Budget,
): Promise<Uint8Array | Exclude<Problem, null>> {
  if (ascii(data, 0, 4) === "PK\x03\x04") {
    // An embedded Office file (a chart's workbook): cleaned like the document itself.
    const inner = depth < MAX_NESTING ? readZipEntries(data, budget) : null;
    if (inner === "too-large") return inner;
    if (!inner || !inner["[Content_Types].xml"]) return "cannot-remove";
    const problem = await cleanPackage(inner, depth + 1, budget);
    return problem ?? pack(inner);
  }
  const isTiff = ascii(data, 0, 4) === "II*\0" || ascii(data, 0, 4) === "MM\0*";
  const isCompoundFile = ascii(data, 0, 4) === "\xd0\xcf\x11\xe0";
  if (isTiff || isCompoundFile || (ascii(data, 4, 4) === "ftyp" && !detectFile(data))) return "cannot-remove";
  const detected = detectFile(data);
  if (!detected || detected.mime === "text/plain") return data; // fonts, EMF/WMF drawings, SVG
  if (detected.kind !== "image") return "cannot-remove"; // embedded audio, video or documents
  if (++budget.pictures > MAX_PICTURES) return "too-large";
  if (detected.mime !== "image/jpeg" && detected.mime !== "image/png") {
    // Decoded and encoded again: charged by its declared pixels, before any decoder sees it.
    const size = imageDimensions(data);
    if (!size) return "cannot-remove";
    budget.pixels += size.totalPixels;
    if (budget.pixels > MAX_TOTAL_PIXELS) return "too-large";
  }
  const stripped =
    detected.mime === "image/jpeg"
      ? jpegWithoutMetadata(data)
      : detected.mime === "image/png"
        ? pngWithoutMetadata(data)
        : await reencodedPicture(data, detected);
  return stripped ?? "cannot-remove";
}

// A fixed date: the zip's own timestamps would tell when the file was last saved.
const ZIP_DATE = new Date(1980, 0, 1, 12);

function pack(parts: Parts): Uint8Array {
  return zipSync(parts, { level: 6, mtime: ZIP_DATE });
}
