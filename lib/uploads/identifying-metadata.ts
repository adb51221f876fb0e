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

/** `owned`: nobody else reads these bytes, so a cleaner that overwrites in place need not copy them first. */
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
 * Removes what would identify the member from a file other members will download: names, GPS
 * positions, devices, dates, accounts (see each format's module in ./metadata for what exactly).
 * Pictures are re-encoded elsewhere (strip-metadata.ts) and come back as they are. Never throws:
 * a file that cannot be parsed is "unreadable", one whose metadata cannot be removed reliably is
 * "cannot-remove", one past what checking a real file of its kind costs is "too-large", and each
 * must be refused. The output may detect as a different type than the
 * input when a tag hid what it was (an ID3-tagged AAC stream detects as MP3), so detect it again.
 */
export async function withoutIdentifyingMetadata(
  bytes: Uint8Array,
  detected: DetectedFile,
  { owned = false }: { owned?: boolean } = {},
): Promise<MetadataOutcome> {
  if (detected.kind === "image") return cleaned(bytes);
  const clean = Object.hasOwn(CLEANERS, detected.mime) ? CLEANERS[detected.mime] : null;
  // A type added to detectFile without a cleaner here is refused until one is written.
  if (!clean) return cannotRemove();
  try {
    return await clean(bytes, owned);
  } catch {
    // The walkers check every length they read, so this is a safety net for damage they missed.
    return unreadable();
  }
}
