"use server";

import { headers } from "next/headers";
import { validatedAction } from "@/lib/actions/validated-action";
import { submitContactMessage } from "@/lib/contact/messages";
import { clientIp } from "@/lib/http/client-ip";
import { logger } from "@/lib/logger";
import { CONTACT_MESSAGES } from "@/lib/validations/contact-rules";
import { contactSchema } from "@/lib/validations/contact";

export const sendContactMessage = validatedAction(contactSchema, CONTACT_MESSAGES.invalid, async (input) => {
  try {
    const result = await submitContactMessage(input, clientIp(await headers()));
    if (!result.ok) return { status: "error", message: CONTACT_MESSAGES.rateLimited };
    return { status: "success", message: CONTACT_MESSAGES.sent(input.fullName) };
  } catch (error) {
    logger.error("contact.submit_failed", { error });
    return { status: "error", message: CONTACT_MESSAGES.failed };
  }
});
