import type { z } from "zod";

/**
 * For pages: each field parsed on its own, so one bad value (an old cursor) is dropped without
 * losing the others (the topic). Route handlers answer a bad value with a 400 instead.
 */
export function lenientQuery<S extends z.ZodObject>(schema: S, record: Record<string, string>): Partial<z.output<S>> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(record[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as Partial<z.output<S>>;
}

/** Reads a URLSearchParams (or Next's searchParams object) into a plain record of first values. */
export function queryRecord(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string> {
  const record: Record<string, string> = {};
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) record[key] ??= value;
  } else {
    for (const [key, value] of Object.entries(params)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first !== undefined) record[key] = first;
    }
  }
  return record;
}
