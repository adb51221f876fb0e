import type { z } from "zod";

/** For pages: one bad value (an old cursor) is dropped without losing the others. Route handlers answer 400. */
export function lenientQuery<S extends z.ZodObject>(schema: S, record: Record<string, string>): Partial<z.output<S>> {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(record[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as Partial<z.output<S>>;
}

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
