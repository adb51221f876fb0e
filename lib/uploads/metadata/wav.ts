import "server-only";
import { ascii, concat, setU32le, u32le } from "../bytes";
import { cleaned, unreadable, type MetadataOutcome } from "./outcome";

/** All a WAVE file needs to play. */
const KEPT_CHUNKS = new Set(["fmt ", "fact", "data"]);

/** WAV: every other chunk goes (padding may hold leftovers), and anything after the RIFF's end. */
export function wavWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return unreadable();
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length + 1 || riffEnd < 12) return unreadable();
  const kept: Uint8Array[] = [];
  const seen = new Set<string>();
  for (let p = 12; p + 8 <= riffEnd;) {
    const id = ascii(bytes, p, 4);
    const size = u32le(bytes, p + 4);
    const end = p + 8 + size;
    // A last chunk of odd size may lack its pad byte.
    if (end > Math.min(riffEnd, bytes.length)) return unreadable();
    if (KEPT_CHUNKS.has(id)) {
      if (seen.has(id) || (id === "data" && !seen.has("fmt "))) return unreadable();
      seen.add(id);
      kept.push(bytes.subarray(p, end));
      if (size % 2 === 1) kept.push(new Uint8Array(1));
    }
    p = end + (size % 2);
  }
  if (!seen.has("data")) return unreadable();
  const out = concat([bytes.subarray(0, 12), ...kept]);
  setU32le(out, 4, out.length - 8);
  return cleaned(out);
}
