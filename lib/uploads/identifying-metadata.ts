import "server-only";
import type { DetectedFile } from "./file-signature";
import { amrWithoutMetadata } from "./metadata/amr";
import { docWithoutMetadata } from "./metadata/doc";
import { docxWithoutMetadata } from "./metadata/docx";
import { flacWithoutMetadata } from "./metadata/flac";
import { isoBmffWithoutMetadata } from "./metadata/iso-bmff";
import { matroskaWithoutMetadata } from "./metadata/matroska";
import { mpegAudioWithoutMetadata } from "./metadata/mpeg-audio";
import { oggWithoutMetadata } from "./metadata/ogg";
import { cannotRemove, cleaned, unreadable, type MetadataOutcome } from "./metadata/outcome";
import { pdfWithoutMetadata } from "./metadata/pdf";
import { wavWithoutMetadata } from "./metadata/wav";

export type { MetadataOutcome };

/** `owned`: nobody else reads these bytes, so a cleaner may overwrite them in place. */
type Cleaner = (bytes: Uint8Array, owned: boolean) => MetadataOutcome | Promise<MetadataOutcome>;

const CLEANERS: Record<string, Cleaner> = {
  "video/mp4": isoBmffWithoutMetadata,
  "video/quicktime": isoBmffWithoutMetadata,
  "video/3gpp": isoBmffWithoutMetadata,
  "audio/mp4": isoBmffWithoutMetadata,
  "video/webm": matroskaWithoutMetadata,
  "video/x-matroska": matroskaWithoutMetadata,
  "audio/mpeg": mpegAudioWithoutMetadata,
  "audio/aac": mpegAudioWithoutMetadata,
  "audio/flac": flacWithoutMetadata,
  "audio/ogg": oggWithoutMetadata,
  "audio/wav": wavWithoutMetadata,
  "audio/amr": amrWithoutMetadata,
  "application/pdf": pdfWithoutMetadata,
  "application/msword": docWithoutMetadata,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": docxWithoutMetadata,
  "text/plain": cleaned,
};

/**
 * For files other members will download; pictures are re-encoded in strip-metadata.ts instead.
 * Never throws. Detect the output again: a tag may have hidden its type (ID3-tagged AAC looks like MP3).
 */
export async function withoutIdentifyingMetadata(
  bytes: Uint8Array,
  detected: DetectedFile,
  { owned = false }: { owned?: boolean } = {},
): Promise<MetadataOutcome> {
  if (detected.kind === "image") return cleaned(bytes);
  const clean = Object.hasOwn(CLEANERS, detected.mime) ? CLEANERS[detected.mime] : null;
  // A type detectFile learns is refused until it has a cleaner.
  if (!clean) return cannotRemove();
  try {
    return await clean(bytes, owned);
  } catch {
    // A safety net: the walkers check every length they read.
    return unreadable();
  }
}
