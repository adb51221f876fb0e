import type { z } from "zod";
import { DomainError } from "@/lib/errors";

/** "form" for the whole input. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

function problemOf(error: z.ZodError): string | undefined {
  const unknownKeys = error.issues.find((issue) => issue.code === "unrecognized_keys");
  return unknownKeys ? `Unexpected field: ${unknownKeys.keys.join(", ")}.` : Object.values(fieldErrorsOf(error))[0];
}

export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown, fallbackMessage: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError("invalid", problemOf(parsed.error) ?? fallbackMessage, {
    fieldErrors: fieldErrorsOf(parsed.error),
  });
}
