import "server-only";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";

export const paystackTransactionSchema = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  customer: z.object({ email: z.string() }),
  metadata: z.unknown().optional(),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });

/** The reason is logged; the member is told to try again later. */
function unavailable(path: string, reason: string): DomainError {
  logger.error("paystack.unavailable", { path: path.split("/").slice(0, 2).join("/"), reason });
  return new DomainError("upstream-failed", MESSAGES.payment.providerUnavailable);
}

/** Any transport or shape problem is refused as upstream-failed. */
async function call<T extends z.ZodType>(
  path: string,
  init: RequestInit,
  data: T,
): Promise<z.infer<ReturnType<typeof envelope<T>>>> {
  const { PAYSTACK_API_BASE, PAYSTACK_SECRET_KEY } = getEnv();
  if (!PAYSTACK_SECRET_KEY) throw unavailable(path, "PAYSTACK_SECRET_KEY is not set");
  let response: Response;
  try {
    response = await fetch(
      new URL(path, PAYSTACK_API_BASE.endsWith("/") ? PAYSTACK_API_BASE : `${PAYSTACK_API_BASE}/`),
      {
        ...init,
        headers: { Authorization: `Bearer ${PAYSTACK_SECRET_KEY}`, "Content-Type": "application/json" },
        signal: AbortSignal.timeout(15_000),
      },
    );
  } catch (error) {
    throw unavailable(path, `Paystack could not be reached: ${(error as Error).message}`);
  }
  const parsed = envelope(data).safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw unavailable(path, `Unexpected answer from Paystack (HTTP ${response.status})`);
  return parsed.data;
}

export async function initializeTransaction(input: {
  email: string;
  amountCents: number;
  currency: string;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}) {
  const result = await call(
    "transaction/initialize",
    {
      method: "POST",
      body: JSON.stringify({
        email: input.email,
        amount: input.amountCents,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      }),
    },
    z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
  );
  if (!result.status || !result.data)
    throw unavailable("transaction/initialize", result.message ?? "Paystack refused to start the transaction");
  return result.data;
}

export async function verifyTransaction(reference: string): Promise<PaystackTransaction | null> {
  const result = await call(
    `transaction/verify/${encodeURIComponent(reference)}`,
    { method: "GET" },
    paystackTransactionSchema,
  );
  return result.status && result.data ? result.data : null;
}
