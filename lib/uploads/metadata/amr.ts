import "server-only";
import { ascii } from "../bytes";
import { cleaned, unreadable, type MetadataOutcome } from "./outcome";

// Frame sizes with their one-byte header, by frame type (RFC 4867 storage format; 15 is "no data").
const NARROW_BAND = [13, 14, 16, 18, 20, 21, 27, 32, 6, 1, 1, 1, 1, 1, 1, 1];
const WIDE_BAND = [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 1, 1, 1, 1, 1, 1];

/**
 * AMR has no place for metadata: the magic line, then frames. The frames are walked to the end so
 * that a cut-off or padded file is not passed as sound; the bytes are returned as they came.
 */
export function amrWithoutMetadata(bytes: Uint8Array): MetadataOutcome {
  const wide = ascii(bytes, 0, 9) === "#!AMR-WB\n";
  if (!wide && ascii(bytes, 0, 6) !== "#!AMR\n") return unreadable();
  const sizes = wide ? WIDE_BAND : NARROW_BAND;
  let p = wide ? 9 : 6;
  while (p < bytes.length) {
    // Header byte: padding bit 0, four bits of frame type, quality bit, two padding bits 0.
    if ((bytes[p] & 0x83) !== 0) return unreadable();
    p += sizes[(bytes[p] >> 3) & 0xf];
  }
  return p === bytes.length ? cleaned(bytes) : unreadable();
}
