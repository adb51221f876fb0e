"use server";

import { headers } from "next/headers";
import { CONTACT_MESSAGES } from "@/lib/contact/rules";
import { contactSchema } from "@/lib/contact/schemas";
import { submitContactMessage } from "@/lib/contact/submit";
import { validatedAction } from "@/lib/forms/actions";
import { clientIp } from "@/lib/http/client-address";

export const sendContactMessage = validatedAction(
  contactSchema,
  CONTACT_MESSAGES.invalid,
  async (input) => {
    await submitContactMessage(input, clientIp(await headers()));
    return { status: "success", message: CONTACT_MESSAGES.sent(input.fullName, input.email) };
  },
  CONTACT_MESSAGES.failed,
);
