import "server-only";
import { zipSync } from "fflate";
import { ascii } from "../bytes";
import { detectFile } from "../file-signature";
import { imageDimensions } from "../image-dimensions";
import { MAX_TOTAL_PIXELS, withoutMetadata as reencodedPicture } from "../strip-metadata";
import { newInflateBudget } from "./bounded-inflate";
import { jpegWithoutMetadata, pngWithoutMetadata } from "./embedded-images";
import { cannotRemove, cleaned, tooLarge, unreadable, type MetadataOutcome } from "./outcome";
import { startsLikeSvg, svgWithoutMetadata } from "./svg";
import { readZipEntries, type ZipBudget } from "./zip-entries";

/**
 * Word .docx: property parts emptied; custom properties, thumbnail, customXml/, people.xml and
 * printer settings removed; authors, docVars, the attached template and file-derived picture names
 * anonymised; pictures stripped. Embedded workbooks are cleaned too; other embedded objects (OLE
 * packages carry the original path) and TIFF/HEIC pictures refuse the file.
 */
export async function docxWithoutMetadata(bytes: Uint8Array): Promise<MetadataOutcome> {
  // XML parts are weighed by their declared sizes before inflating, and again once inflated.
  let xmlDeclared = 0;
  const admits = (name: string, size: number) =>
    !XML_PART_NAME.test(name.toLowerCase()) || (size <= MAX_XML_PART_BYTES && (xmlDeclared += size) <= MAX_XML_BYTES);
  const budget: Budget = {
    ...newInflateBudget(),
    entries: MAX_PARTS,
    admits,
    pictures: 0,
    pixels: 0,
    xmlBytes: MAX_XML_BYTES,
  };
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

/** What one document may cost to clean, re-encoded pictures' pixels included. */
type Budget = ZipBudget & { pictures: number; pixels: number; xmlBytes: number };
const MAX_PICTURES = 100;
/** Embedded workbooks' parts included. */
const MAX_PARTS = 1_000;
const MAX_XML_PART_BYTES = 8 * 1024 * 1024;
const MAX_XML_BYTES = 16 * 1024 * 1024;
/** One level of embedding is as deep as real documents go. */
const MAX_NESTING = 1;

const CORE_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';
const APP_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>';

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
  // Property parts are found by relationship: .NET's packaging writes them outside docProps/.
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
  const typesPart = Object.keys(parts).find((part) => part.toLowerCase() === "[content_types].xml");
  const isSvg = svgPartTest(typesPart ? (decodeText(parts[typesPart]) ?? "") : "");
  for (const [part, data] of Object.entries(parts)) {
    const lower = part.toLowerCase();
    if (isSvg(lower, data) || isXmlPart(lower, data)) {
      budget.xmlBytes -= data.length;
      if (data.length > MAX_XML_PART_BYTES || budget.xmlBytes < 0) return "too-large";
    }
  }
  for (const [part, data] of Object.entries(parts)) {
    const lower = part.toLowerCase();
    const kind =
      propertyParts.get(lower) ??
      (lower === "docprops/core.xml" ? "core" : lower === "docprops/app.xml" ? "app" : null);
    if (kind === "core") parts[part] = ENCODER.encode(CORE_XML);
    else if (kind === "app") parts[part] = ENCODER.encode(APP_XML);
    else if (isSvg(lower, data)) {
      const svg = svgWithoutMetadata(data);
      if (!svg) return "cannot-remove";
      parts[part] = svg;
    } else if (isXmlPart(lower, data)) {
      const text = decodeText(data);
      // UTF-16 parts are legal but rare; not searched.
      if (text === null) return "cannot-remove";
      const changed = cleanXml(part, text, removedNames);
      if (changed === null) return "cannot-remove";
      if (changed !== text) parts[part] = ENCODER.encode(changed);
    } else if (data.length > 0) {
      const result = await cleanBinaryPart(data, depth, budget);
      if (typeof result === "string") return result;
      parts[part] = result;
    }
  }
  return null;
}

const PROPERTY_RELATIONSHIPS: [suffix: string, kind: "core" | "app" | "remove"][] = [
  ["/metadata/core-properties", "core"],
  ["/extended-properties", "app"],
  ["/custom-properties", "remove"],
  ["/metadata/thumbnail", "remove"],
];

/** SVG parts: by content type (what Word goes by), extension or first element. */
function svgPartTest(contentTypes: string): (lowerName: string, data: Uint8Array) => boolean {
  const extensions = new Set<string>();
  const partNames = new Set<string>();
  for (const [element] of contentTypes.matchAll(/<(?:Default|Override)\b[^<>]*>/g)) {
    if (attribute(element, "ContentType")?.toLowerCase() !== "image/svg+xml") continue;
    const extension = attribute(element, "Extension");
    const partName = attribute(element, "PartName");
    if (extension) extensions.add(extension.toLowerCase());
    if (partName) partNames.add(partName.replace(/^\//, "").toLowerCase());
  }
  return (lowerName, data) =>
    partNames.has(lowerName) ||
    extensions.has(lowerName.split(".").pop() ?? "") ||
    lowerName.endsWith(".svg") ||
    startsLikeSvg(data);
}

const XML_PART_NAME = /\.(xml|rels|vml|psmdcp)$/;

function isXmlPart(lowerName: string, data: Uint8Array): boolean {
  if (XML_PART_NAME.test(lowerName)) return true;
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

const DRAWING_PROPERTIES = /<(?:[\w.-]+:)?(?:docPr|cNvPr)\b[^<>]*>/g;
const DRAWING_ATTRIBUTES = /(\s(name|descr|title)\s*=\s*)("[^"]*"|'[^']*')/g;
/** A value Word took from the inserted file; alt text the member wrote stays. */
const FILE_LIKE = /[\\/]|\.[a-z0-9]{2,5}\s*$/i;
/** VML imagedata's o:title is always the file's name. */
const VML_IMAGE_TITLE = /<(?:[\w.-]+:)?imagedata\b[^<>]*>/g;

function cleanXml(part: string, text: string, removed: Set<string>): string | null {
  const lower = part.toLowerCase();
  if (lower.endsWith(".rels")) return cleanRelationships(part, text, removed);
  if (lower === "[content_types].xml") {
    return text.replace(/<Override\b[^<>]*?(?:\/>|>\s*<\/Override>)/g, (element) => {
      const partName = attribute(element, "PartName");
      return partName && removed.has(partName.replace(/^\//, "").toLowerCase()) ? "" : element;
    });
  }
  // Only inside tags: the same words in the document's text are the member's own writing.
  let out = text.replace(/<[^<>]+>/g, (tag) =>
    tag.replace(AUTHOR_ATTRIBUTES, (_, start: string, local: string) =>
      local === "author" ? `${start}"Anonymous"` : `${start}""`,
    ),
  );
  out = out.replace(DRAWING_PROPERTIES, (tag) =>
    tag.replace(DRAWING_ATTRIBUTES, (attribute, start: string, key: string, quoted: string) => {
      if (!FILE_LIKE.test(quoted.slice(1, -1))) return attribute;
      // A name is required; Word calls an unnamed picture this.
      return key === "name" ? `${start}"Picture"` : `${start}""`;
    }),
  );
  out = out.replace(VML_IMAGE_TITLE, (tag) => tag.replace(/(\s(?:[\w.-]+:)?title\s*=\s*)("[^"]*"|'[^']*')/g, '$1""'));
  if (/^word\/(glossary\/)?settings\.xml$/.test(lower)) {
    // The template's path often holds the user name.
    out = out.replace(/<w:attachedTemplate\b[^<>]*\/>/g, "");
    const withoutVariables = withoutElement(out, "w:docVars");
    if (withoutVariables === null) return null;
    out = withoutVariables;
  }
  if (/^xl\/comments\d*\.xml$/.test(lower)) out = out.replace(/<author>[^<]*<\/author>/g, "<author>Anonymous</author>");
  if (lower.startsWith("xl/persons/")) {
    out = out.replace(/<[^>]+>/g, (tag) => tag.replace(PERSON_ATTRIBUTES, (_, start: string) => `${start}""`));
  }
  return out;
}

/** Null if an element is never closed. */
function withoutElement(text: string, name: string): string | null {
  let out = "";
  let p = 0;
  for (let start = text.indexOf(`<${name}`, p); start >= 0; start = text.indexOf(`<${name}`, p)) {
    const tagEnd = text.indexOf(">", start);
    if (tagEnd < 0) return null;
    if (!/[\s/>]/.test(text[start + name.length + 1])) {
      out += text.slice(p, tagEnd + 1);
      p = tagEnd + 1;
      continue;
    }
    const closing = text[tagEnd - 1] === "/" ? tagEnd - 1 : text.indexOf(`</${name}>`, tagEnd);
    if (closing < 0) return null;
    out += text.slice(p, start);
    p = text.indexOf(">", closing) + 1;
  }
  return out + text.slice(p);
}

function cleanRelationships(part: string, text: string, removed: Set<string>): string {
  return text.replace(RELATIONSHIP, (element) => {
    const [relationship] = relationships(part, element);
    if (!relationship) return element;
    if (relationship.type.endsWith("/attachedTemplate")) return "";
    return !relationship.external && removed.has(relationship.target.toLowerCase()) ? "" : element;
  });
}

const RELATIONSHIP = /<Relationship\b[^<>]*?(?:\/>|>\s*<\/Relationship>)/g;

function relationships(relsPart: string, text: string): { type: string; target: string; external: boolean }[] {
  // Targets are relative to the folder holding _rels/.
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

async function cleanBinaryPart(
  data: Uint8Array,
  depth: number,
  budget: Budget,
): Promise<Uint8Array | Exclude<Problem, null>> {
  if (ascii(data, 0, 4) === "PK\x03\x04") {
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
  if (!detected || detected.mime === "text/plain") return data; // fonts, EMF/WMF drawings
  if (detected.kind !== "image") return "cannot-remove"; // embedded audio, video or documents
  if (++budget.pictures > MAX_PICTURES) return "too-large";
  if (detected.mime !== "image/jpeg" && detected.mime !== "image/png") {
    // Charged by its declared pixels before any decoder sees it.
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
