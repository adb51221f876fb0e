import { MEDIA_KIND_IDS, MEDIA_KINDS, type MediaKind } from "./media-kinds";

/** What a post is: its file's kind, or "text" for words alone (a post with both counts as its file). */
export type PostType = MediaKind | "text";

export const POST_TYPE_IDS = [...MEDIA_KIND_IDS, "text"] as [PostType, ...PostType[]];

const TEXT = { label: "Text", plural: "Text" } as const;

/** The name a post type is shown with: "Image", or "Images" for filters and counts. */
export function postTypeLabel(type: PostType, form: "label" | "plural" = "label"): string {
  return type === "text" ? TEXT[form] : MEDIA_KINDS[type][form];
}

/** The longest text a post may carry. */
export const MAX_POST_TEXT = 2000;
