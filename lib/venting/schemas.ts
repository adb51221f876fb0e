import { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { recordIdSchema, seededIdSchema } from "@/lib/validations/record-id";
import { hasHiddenCharacters } from "@/lib/validations/text";
import { ANONYMITY_OPTIONS } from "./anonymity";
import { MEDIA_KIND_IDS } from "./media-kinds";
import { MAX_POST_TEXT, POST_TYPE_IDS } from "./post-types";
import { MAX_REPORT_NOTE, REPORT_REASON_IDS } from "./report-reasons";
import { TOPIC_IDS } from "./topics";

/** An unencoded "+" in a query string reads as a space, so "ecosystem+" can arrive as "ecosystem ". */
function topicAlias(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "ecosystem" ? "ecosystem+" : value;
}

const topicIdSchema = z.preprocess(topicAlias, z.enum(TOPIC_IDS, { error: MESSAGES.venting.unknownTopic }));
const mediaKindSchema = z.enum(MEDIA_KIND_IDS, { error: MESSAGES.venting.unknownType });
const postTypeSchema = z.enum(POST_TYPE_IDS, { error: MESSAGES.venting.unknownType });

/** Forms send \r\n line breaks; hidden control characters are refused. */
const optionalText = (max: number, tooLong: string, invalid: string) =>
  z.preprocess(
    (value) => (typeof value !== "string" ? value : value.trim() === "" ? undefined : value.replace(/\r\n?/g, "\n")),
    z
      .string({ error: invalid })
      .trim()
      .max(max, { error: tooLong, abort: true })
      .refine((value) => !hasHiddenCharacters(value), invalid)
      .optional(),
  );

const missing = { error: MESSAGES.venting.missingUpload };

/** The file itself is checked from its bytes, not here. */
export const uploadFieldsSchema = z.strictObject({
  topicId: z.preprocess(
    topicAlias,
    z
      .string(missing)
      .trim()
      .min(1, missing.error)
      .pipe(z.enum(TOPIC_IDS, { error: MESSAGES.venting.unknownTopic })),
  ),
  userEmail: z.string(missing).trim().toLowerCase().min(1, missing.error).pipe(z.email(missing.error)),
  fileType: z.preprocess((value) => (value === "" ? undefined : value), mediaKindSchema.optional()),
  text: optionalText(MAX_POST_TEXT, MESSAGES.venting.textTooLong(MAX_POST_TEXT), MESSAGES.venting.textInvalid),
});

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASON_IDS, { error: MESSAGES.venting.unknownReason }),
  note: optionalText(MAX_REPORT_NOTE, MESSAGES.venting.noteTooLong, MESSAGES.venting.noteInvalid),
});

/** A cuid, or a seeded id like trending-01. */
export const ventingIdSchema = seededIdSchema();

export const postIdFormSchema = z.strictObject({
  postId: seededIdSchema(MESSAGES.venting.postNotFound),
});

/** The wanted state, so a repeated or crossed request cannot double-count. */
export const likeSchema = z.strictObject({
  liked: z.boolean({ error: "Say whether you like it (liked: true or false)." }),
});

export const privacySettingsSchema = z.strictObject({
  anonymity: z.enum(ANONYMITY_OPTIONS, { error: "Choose Anonymous or Semi-anonymous." }),
  section: z.preprocess(
    (value) => (value === "" || value === "none" || value === undefined ? null : topicAlias(value)),
    z.enum(TOPIC_IDS, { error: MESSAGES.venting.unknownTopic }).nullable(),
  ),
});

/** HTML checkboxes send "on" or nothing; JSON sends a boolean. */
const checkbox = z.preprocess(
  (value) => (value === undefined ? false : value === "on" || value === "true" ? true : value),
  z.boolean({ error: MESSAGES.venting.invalidSettings }),
);

export const notificationSettingsSchema = z.strictObject({
  activity: checkbox,
  trendingTopics: checkbox,
  communityUpdates: checkbox,
  push: checkbox,
});

/** Unknown or empty values fall back to "all". */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === "all" || value === null ? undefined : value), schema.optional());

export const feedQuerySchema = z.object({
  topic: optionalFilter(topicIdSchema),
  type: optionalFilter(postTypeSchema),
  before: optionalFilter(recordIdSchema("The page cursor is not valid.")),
});

export const usageQuerySchema = z.object({ type: optionalFilter(postTypeSchema) });
export const trendingQuerySchema = z.object({ section: optionalFilter(topicIdSchema) });

export const reportFormSchema = reportSchema.extend(postIdFormSchema.shape);
