import { MEDIA_KIND_IDS, MEDIA_KINDS, type MediaKind } from "./media-kinds";

/** A post with both words and a file counts as its file's kind. */
export type PostType = MediaKind | "text";

export const POST_TYPE_IDS = [...MEDIA_KIND_IDS, "text"] as [PostType, ...PostType[]];

const TEXT = { label: "Text", plural: "Text" } as const;

export function postTypeLabel(type: PostType, form: "label" | "plural" = "label"): string {
  return type === "text" ? TEXT[form] : MEDIA_KINDS[type][form];
}

export const MAX_POST_TEXT = 2000;
