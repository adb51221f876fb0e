import "server-only";
import { ascii } from "../bytes";
import { jpegWithoutMetadata, pngWithoutMetadata } from "./embedded-images";

/**
 * SVG (in .docx): editors write their own records (Inkscape the file's path, RDF dc:creator), so only
 * SVG and XLink elements and attributes are kept, without <metadata>, comments or doctype. Null for an
 * internal DTD subset (entities could put text anywhere) or a linked picture (its path names a folder).
 */
export function svgWithoutMetadata(data: Uint8Array): Uint8Array | null {
  let text: string;
  try {
    text = UTF8.decode(data);
  } catch {
    return null;
  }
  // No NUL is allowed in XML: this would be UTF-16 that happened to decode.
  if (text.includes("\0")) return null;
  const out: string[] = [];
  const open: { name: string; kept: boolean }[] = [];
  const namespaces = new Namespaces();
  let root: boolean | null = null;
  for (let p = 0; p < text.length;) {
    const next = text.indexOf("<", p);
    const textEnd = next < 0 ? text.length : next;
    const keeping = open.length === 0 || open[open.length - 1].kept;
    if (textEnd > p) {
      const chunk = text.slice(p, textEnd);
      if (open.length === 0 && chunk.trim()) return null;
      if (keeping) out.push(chunk);
    }
    if (next < 0) break;
    p = next;
    if (text.startsWith("<!--", p)) {
      p = after(text, "-->", p + 4);
    } else if (text.startsWith("<![CDATA[", p)) {
      const end = after(text, "]]>", p);
      if (open.length === 0 || end < 0) return null;
      if (keeping) out.push(text.slice(p, end));
      p = end;
    } else if (text.startsWith("<?", p)) {
      const end = after(text, "?>", p + 2);
      if (p === 0 && /^<\?xml\s/.test(text.slice(0, 6))) out.push(text.slice(0, end));
      p = end;
    } else if (text.startsWith("<!DOCTYPE", p)) {
      const end = after(text, ">", p);
      if (root !== null || end < 0 || text.slice(p, end).includes("[")) return null;
      p = end;
    } else if (text.startsWith("</", p)) {
      END_TAG.lastIndex = p;
      const match = END_TAG.exec(text);
      const element = open.pop();
      if (!match || element?.name !== match[1]) return null;
      namespaces.leave();
      if (element.kept) out.push(match[0]);
      p = END_TAG.lastIndex;
    } else if (text.startsWith("<!", p)) {
      return null;
    } else {
      const tag = startTag(text, p);
      if (!tag || (open.length === 0 && root !== null)) return null;
      namespaces.enter(tag.declared);
      const [prefix, local] = split(tag.name);
      const namespace = namespaces.resolve(prefix);
      if (namespace === null) return null;
      const kept = keeping && ELEMENT_NAMESPACES.has(namespace) && local !== "metadata";
      if (open.length === 0) root = kept;
      if (kept) {
        const attributes = keptAttributes(tag.attributes, namespaces, local === "image" || local === "feImage");
        if (!attributes) return null;
        out.push(`<${tag.name}${attributes.join("")}${tag.selfClosing ? "/>" : ">"}`);
      }
      if (tag.selfClosing) namespaces.leave();
      else open.push({ name: tag.name, kept });
      p = tag.end;
    }
    if (p < 0) return null;
  }
  return open.length === 0 && root ? ENCODER.encode(out.join("")) : null;
}

export function startsLikeSvg(data: Uint8Array): boolean {
  const head = ascii(data, 0, Math.min(data.length, 4096)).replace(/^\xef\xbb\xbf/, "");
  let p = 0;
  while (p >= 0 && p < head.length) {
    if (/\s/.test(head[p])) p++;
    else if (head.startsWith("<?", p)) p = after(head, "?>", p);
    else if (head.startsWith("<!--", p)) p = after(head, "-->", p);
    else if (head.startsWith("<!DOCTYPE", p)) p = after(head, ">", p);
    else return /^<(?:[^\s/>:]+:)?svg[\s/>]/.test(head.slice(p, p + 64));
  }
  return false;
}

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
/** "": a file that forgot to declare SVG's namespace. */
const ELEMENT_NAMESPACES = new Set([SVG_NAMESPACE, ""]);
const ATTRIBUTE_NAMESPACES = new Set([SVG_NAMESPACE, XLINK_NAMESPACE, XML_NAMESPACE]);

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const ENCODER = new TextEncoder();
const NAME = /[^\s/>="'<]+/y;
const ATTRIBUTE = /\s+([^\s/>="'<]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const END_TAG = /<\/([^\s/>="'<]+)\s*>/y;

class Namespaces {
  private readonly bindings = new Map<string, string[]>([["xml", [XML_NAMESPACE]]]);
  private readonly scopes: string[][] = [];

  enter(declared: Map<string, string>): void {
    for (const [prefix, namespace] of declared) {
      const stack = this.bindings.get(prefix) ?? [];
      stack.push(namespace);
      this.bindings.set(prefix, stack);
    }
    this.scopes.push([...declared.keys()]);
  }

  leave(): void {
    for (const prefix of this.scopes.pop() ?? []) this.bindings.get(prefix)?.pop();
  }

  /** An unknown prefix is null. */
  resolve(prefix: string): string | null {
    return this.bindings.get(prefix)?.at(-1) ?? (prefix ? null : "");
  }
}

function after(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at < 0 ? -1 : at + marker.length;
}

function split(name: string): [prefix: string, local: string] {
  const colon = name.indexOf(":");
  return colon < 0 ? ["", name] : [name.slice(0, colon), name.slice(colon + 1)];
}

interface StartTag {
  name: string;
  attributes: { raw: string; name: string; value: string }[];
  declared: Map<string, string>;
  selfClosing: boolean;
  end: number;
}

function startTag(text: string, p: number): StartTag | null {
  NAME.lastIndex = p + 1;
  const name = NAME.exec(text)?.[0];
  if (!name) return null;
  const attributes: StartTag["attributes"] = [];
  const declared = new Map<string, string>();
  let q = NAME.lastIndex;
  for (let match = attributeAt(text, q); match; match = attributeAt(text, q)) {
    const [raw, attribute, double, single] = match;
    const value = double ?? single;
    attributes.push({ raw, name: attribute, value });
    if (attribute === "xmlns" || attribute.startsWith("xmlns:")) declared.set(attribute.slice(6), value);
    q = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = q;
  const end = TAG_END.exec(text);
  return end ? { name, attributes, declared, selfClosing: end[1] === "/", end: TAG_END.lastIndex } : null;
}

function attributeAt(text: string, p: number): RegExpExecArray | null {
  ATTRIBUTE.lastIndex = p;
  return ATTRIBUTE.exec(text);
}

/** Null when one cannot be kept safely. */
function keptAttributes(
  attributes: StartTag["attributes"],
  namespaces: Namespaces,
  isPicture: boolean,
): string[] | null {
  const kept: string[] = [];
  for (const { raw, name, value } of attributes) {
    const [prefix, local] = split(name);
    if (name === "xmlns" || prefix === "xmlns") {
      if (ELEMENT_NAMESPACES.has(value) || ATTRIBUTE_NAMESPACES.has(value)) kept.push(raw);
      continue;
    }
    const namespace = prefix ? namespaces.resolve(prefix) : "";
    if (namespace === null) return null;
    if (namespace !== "" && !ATTRIBUTE_NAMESPACES.has(namespace)) continue;
    if (isPicture && local === "href") {
      const href = pictureWithoutMetadata(value);
      if (href === null) return null;
      kept.push(href === value ? raw : ` ${name}="${href}"`);
    } else {
      kept.push(raw);
    }
  }
  return kept;
}

const EMBEDDED_PICTURE = /^data:image\/(jpeg|jpg|png)(?:;[^,;]*)*;base64,([A-Za-z0-9+/=]*)$/i;

/** Null for a linked picture or a format not cleaned here. */
function pictureWithoutMetadata(href: string): string | null {
  if (href.startsWith("#")) return href;
  // Editors wrap base64 with line breaks or their character references.
  const match = EMBEDDED_PICTURE.exec(href.replace(/\s+|&#(?:x0*[9ad]|x0*20|0*9|0*10|0*13|0*32);/gi, ""));
  if (!match) return null;
  const type = match[1].toLowerCase() === "png" ? "png" : "jpeg";
  const bytes = Buffer.from(match[2], "base64");
  const stripped = type === "png" ? pngWithoutMetadata(bytes) : jpegWithoutMetadata(bytes);
  return stripped && `data:image/${type};base64,${Buffer.from(stripped).toString("base64")}`;
}
