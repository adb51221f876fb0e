/**
 * Identifies uploads by their bytes, never by the name or claimed type (the sender chooses both).
 * Anything off the allowed list (SVG, HTML, executables, archives) gets null.
 */
import { ascii, has, u16le, u32be, u32le } from "./bytes";
import { adtsFrameLength, chainsAt, mp3FrameLength } from "./mpeg-frames";

export type MediaKind = "image" | "video" | "doc" | "audio";

export interface DetectedFile {
  kind: MediaKind;
  mime: string;
  extension: string;
}

const SIGNATURE_FORMATS = {
  jpeg: { kind: "image", mime: "image/jpeg", extension: "jpg" },
  png: { kind: "image", mime: "image/png", extension: "png" },
  gif: { kind: "image", mime: "image/gif", extension: "gif" },
  webp: { kind: "image", mime: "image/webp", extension: "webp" },
  mp4: { kind: "video", mime: "video/mp4", extension: "mp4" },
  mov: { kind: "video", mime: "video/quicktime", extension: "mov" },
  threeGp: { kind: "video", mime: "video/3gpp", extension: "3gp" },
  webm: { kind: "video", mime: "video/webm", extension: "webm" },
  mkv: { kind: "video", mime: "video/x-matroska", extension: "mkv" },
  mp3: { kind: "audio", mime: "audio/mpeg", extension: "mp3" },
  m4a: { kind: "audio", mime: "audio/mp4", extension: "m4a" },
  wav: { kind: "audio", mime: "audio/wav", extension: "wav" },
  ogg: { kind: "audio", mime: "audio/ogg", extension: "ogg" },
  flac: { kind: "audio", mime: "audio/flac", extension: "flac" },
  aac: { kind: "audio", mime: "audio/aac", extension: "aac" },
  amr: { kind: "audio", mime: "audio/amr", extension: "amr" },
  pdf: { kind: "doc", mime: "application/pdf", extension: "pdf" },
  doc: { kind: "doc", mime: "application/msword", extension: "doc" },
  docx: {
    kind: "doc",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  txt: { kind: "doc", mime: "text/plain", extension: "txt" },
} as const satisfies Record<string, DetectedFile>;

type Known = (typeof SIGNATURE_FORMATS)[keyof typeof SIGNATURE_FORMATS];

/** MediaRecorder writes voice notes as WebM or MP4, and Android phones record 3GP. */
const AUDIO_CAPABLE_VIDEO = new Set<string>([
  SIGNATURE_FORMATS.webm.mime,
  SIGNATURE_FORMATS.mp4.mime,
  SIGNATURE_FORMATS.threeGp.mime,
]);

export function acceptsAs(detected: DetectedFile, declared: MediaKind): boolean {
  if (detected.kind === declared) return true;
  return declared === "audio" && AUDIO_CAPABLE_VIDEO.has(detected.mime);
}

/** Pass the whole buffer: .docx, .doc and .txt are judged beyond the head. */
export function detectFile(bytes: Uint8Array): DetectedFile | null {
  const found = detectBinary(bytes) ?? detectText(bytes);
  return found ? { ...found } : null;
}

// Binary first: a plain PDF, say, would also pass as text.
function detectBinary(b: Uint8Array): Known | null {
  if (b.length < 4) return null;
  if (has(b, 0, [0xff, 0xd8, 0xff])) return SIGNATURE_FORMATS.jpeg;
  if (has(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(b, 12, 4) === "IHDR")
    return SIGNATURE_FORMATS.png;
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return SIGNATURE_FORMATS.gif;
  if (ascii(b, 0, 4) === "RIFF") return riff(b);
  if (ascii(b, 4, 4) === "ftyp") return isoBmff(b);
  if (has(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return ebml(b);
  if (ascii(b, 0, 4) === "OggS") return ogg(b);
  // FLAC's first metadata block is a 34-byte STREAMINFO.
  if (ascii(b, 0, 4) === "fLaC" && (b[4] & 0x7f) === 0 && has(b, 5, [0, 0, 34])) return SIGNATURE_FORMATS.flac;
  if (ascii(b, 0, 6) === "#!AMR\n" || ascii(b, 0, 9) === "#!AMR-WB\n") return SIGNATURE_FORMATS.amr;
  if (isId3(b) || chainsAt(b, 0, mp3FrameLength)) return SIGNATURE_FORMATS.mp3;
  if (chainsAt(b, 0, adtsFrameLength)) return SIGNATURE_FORMATS.aac;
  if (ascii(b, 0, 5) === "%PDF-") return SIGNATURE_FORMATS.pdf;
  if (has(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleWord(b) ? SIGNATURE_FORMATS.doc : null;
  if (has(b, 0, [0x50, 0x4b, 0x03, 0x04])) return docx(b) ? SIGNATURE_FORMATS.docx : null;
  return null;
}

function riff(b: Uint8Array): Known | null {
  const form = ascii(b, 8, 4);
  if (form === "WEBP") return ["VP8 ", "VP8L", "VP8X"].includes(ascii(b, 12, 4)) ? SIGNATURE_FORMATS.webp : null;
  if (form === "WAVE") return SIGNATURE_FORMATS.wav;
  return null; // AVI and other RIFF forms are not allowed.
}

const BRAND: Record<string, Known> = {
  "M4A ": SIGNATURE_FORMATS.m4a,
  "M4B ": SIGNATURE_FORMATS.m4a,
  "qt  ": SIGNATURE_FORMATS.mov,
  "3gp4": SIGNATURE_FORMATS.threeGp,
  "3gp5": SIGNATURE_FORMATS.threeGp,
  "3gp6": SIGNATURE_FORMATS.threeGp,
  "3g2a": SIGNATURE_FORMATS.threeGp,
};
for (const brand of ["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V "])
  BRAND[brand] = SIGNATURE_FORMATS.mp4;
// HEIC/AVIF are ISO-BMFF images we do not accept; they must not pass as video.
const IMAGE_BRANDS = new Set(["mif1", "msf1", "miaf", "heic", "heix", "heim", "heis", "hevc", "hevx", "avif", "avis"]);

function isoBmff(b: Uint8Array): Known | null {
  const size = u32be(b, 0);
  // ftyp = size, "ftyp", major brand, minor version, then 4-byte compatible brands.
  if (size < 16 || size > b.length || size % 4 !== 0) return null;
  const brands = [ascii(b, 8, 4)];
  for (let p = 16; p + 4 <= Math.min(size, 16 + 4 * 64); p += 4) brands.push(ascii(b, p, 4));
  if (brands.some((brand) => IMAGE_BRANDS.has(brand))) return null;
  // Compatible brands only help when the major one is unfamiliar.
  for (const brand of brands) if (Object.hasOwn(BRAND, brand)) return BRAND[brand];
  return null;
}

function ebml(b: Uint8Array): Known | null {
  const header = readVint(b, 4, false);
  if (!header) return null;
  // Real headers are a few dozen bytes.
  const end = 4 + header.length + header.value;
  if (header.value > 1024 || end > b.length) return null;
  let docType: string | null = null;
  for (let p = 4 + header.length; p < end;) {
    const id = readVint(b, p, true);
    if (!id) return null;
    const size = readVint(b, p + id.length, false);
    if (!size) return null;
    const data = p + id.length + size.length;
    if (data + size.value > end) return null;
    if (id.value === 0x4282 && size.value <= 16) docType = ascii(b, data, size.value).replace(/\0+$/, "");
    p = data + size.value;
  }
  // Audio-only WebM still reports video; acceptsAs lets it through as audio.
  if (docType === "webm") return SIGNATURE_FORMATS.webm;
  if (docType === "matroska") return SIGNATURE_FORMATS.mkv;
  return null;
}

/** An EBML variable-size integer: IDs keep their length marker, sizes drop it. */
function readVint(b: Uint8Array, pos: number, keepMarker: boolean): { value: number; length: number } | null {
  if (pos >= b.length || b[pos] === 0) return null;
  const length = Math.clz32(b[pos]) - 23;
  if (pos + length > b.length || (keepMarker && length > 4)) return null;
  let value = keepMarker ? b[pos] : b[pos] & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[pos + i];
    allOnes &&= b[pos + i] === 0xff;
  }
  // An "unknown" size has no place in the header.
  if (!keepMarker && allOnes) return null;
  return { value, length };
}

function ogg(b: Uint8Array): Known | null {
  // A version-0 first page whose packet names an audio codec (Theora video is not allowed).
  if (b.length < 28 || b[4] !== 0 || (b[5] & 2) === 0) return null;
  const packet = 27 + b[26];
  const codec = ascii(b, packet, 8);
  if (codec.startsWith("\x01vorbis") || codec === "OpusHead" || codec.startsWith("\x7fFLAC") || codec === "Speex   ")
    return SIGNATURE_FORMATS.ogg;
  return null;
}

function isId3(b: Uint8Array): boolean {
  // "ID3", version 2-4, revision, flags, then a size whose bytes have the top bit clear.
  return (
    ascii(b, 0, 3) === "ID3" &&
    b.length >= 10 &&
    b[3] >= 2 &&
    b[3] <= 4 &&
    b[4] !== 0xff &&
    b[5] % 16 === 0 &&
    [6, 7, 8, 9].every((i) => b[i] < 0x80)
  );
}

/**
 * Only Word's compound files (not Excel's or an .msi) have a "WordDocument" stream. Directory
 * entries are 128 bytes in sectors of multiples of 512, so each starts at a multiple of 128.
 */
function oleWord(b: Uint8Array): boolean {
  const name = [..."WordDocument\0"].flatMap((c) => [c.charCodeAt(0), 0]);
  for (let p = 512; p + 128 <= b.length; p += 128) {
    // Name, its byte length at 0x40, object type 2 (stream) at 0x42.
    if (has(b, p, name) && u16le(b, p + 0x40) === name.length && b[p + 0x42] === 2) return true;
  }
  return false;
}

/** Macro-enabled documents (.docm) and ZIP64 archives are refused. */
function docx(b: Uint8Array): boolean {
  const names = zipEntryNames(b);
  return (
    !!names && names.has("[Content_Types].xml") && names.has("word/document.xml") && !names.has("word/vbaProject.bin")
  );
}

function zipEntryNames(b: Uint8Array): Set<string> | null {
  // The end-of-central-directory record: 22 bytes and a comment of up to 65535.
  let eocd = -1;
  for (let p = b.length - 22; p >= Math.max(0, b.length - 22 - 0xffff); p--) {
    if (has(b, p, [0x50, 0x4b, 0x05, 0x06]) && p + 22 + u16le(b, p + 20) <= b.length) {
      eocd = p;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16le(b, eocd + 10);
  const size = u32le(b, eocd + 12);
  const offset = u32le(b, eocd + 16);
  // ZIP64 marks these 0xFFFFFFFF, which fails this check too.
  if (offset + size > eocd) return null;
  const decoder = new TextDecoder("utf-8");
  const names = new Set<string>();
  for (let i = 0, p = offset; i < count; i++) {
    if (p + 46 > eocd || !has(b, p, [0x50, 0x4b, 0x01, 0x02])) return null;
    const nameLength = u16le(b, p + 28);
    const next = p + 46 + nameLength + u16le(b, p + 30) + u16le(b, p + 32);
    if (next > eocd) return null;
    names.add(decoder.decode(b.subarray(p + 46, p + 46 + nameLength)));
    p = next;
  }
  return names;
}

const TEXT = new TextDecoder("utf-8", { fatal: true });

/** Valid UTF-8, not empty, no control characters beyond tab, LF, FF, CR. */
function detectText(b: Uint8Array): Known | null {
  const start = has(b, 0, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (b.length === start) return null;
  for (let i = start; i < b.length; i++) {
    // Multi-byte UTF-8 is all >= 0x80, so a byte check finds every C0 character.
    const c = b[i];
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return null;
  }
  try {
    TEXT.decode(b);
  } catch {
    return null;
  }
  return SIGNATURE_FORMATS.txt;
}
