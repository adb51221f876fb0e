import { z } from "zod";
import { getEnv } from "@/lib/env";

/** Paystack's answer to verify, and the data of a charge.success webhook: the fields this app checks. */
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

export class PaystackUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaystackUnavailableError";
  }
}

/** Calls Paystack's API (PAYSTACK_API_BASE) with the secret key; any transport or shape problem is PaystackUnavailableError. */
async function call<T extends z.ZodType>(
  path: string,
  init: RequestInit,
  data: T,
): Promise<z.infer<ReturnType<typeof envelope<T>>>> {
  const { PAYSTACK_API_BASE, PAYSTACK_SECRET_KEY } = getEnv();
  if (!PAYSTACK_SECRET_KEY) throw new PaystackUnavailableError("PAYSTACK_SECRET_KEY is not set");
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
    throw new PaystackUnavailableError(`Paystack could not be reached: ${(error as Error).message}`);
  }
  const parsed = envelope(data).safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PaystackUnavailableError(`Unexpected answer from Paystack (HTTP ${response.status})`);
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
    throw new PaystackUnavailableError(result.message ?? "Paystack refused to start the transaction");
  return result.data;
}

/** GET /transaction/verify/:reference. Null when Paystack does not know the reference. */
export async function verifyTransaction(reference: string): Promise<PaystackTransaction | null> {
  const result = await call(
    `transaction/verify/${encodeURIComponent(reference)}`,
    { method: "GET" },
    paystackTransactionSchema,
  );
  return result.status && result.data ? result.data : null;
}
