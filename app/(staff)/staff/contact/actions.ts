"use server";

import { redirect } from "next/navigation";
import { staffAction } from "@/lib/auth/staff-action";
import { markContactAnswered, reopenContact, replyToContact } from "@/lib/contact/inbox";
import { contactDonePath } from "@/lib/contact/outcomes";
import { contactReplySchema, contactStatusSchema } from "@/lib/contact/schemas";

/**
 * E-mails a reply to the sender; the message's page then says so and shows it in the thread. The
 * same form sent again (its token) lands on the same page, the reply made once.
 */
export const replyToContactMessage = staffAction("contact", contactReplySchema, async (input, staff) => {
  await replyToContact(staff.actor, input);
  redirect(contactDonePath(input.messageId, input.markAnswered ? "replied-answered" : "replied"));
});

export const markContactMessageAnswered = staffAction("contact", contactStatusSchema, async ({ messageId }, staff) => {
  await markContactAnswered(staff.actor, messageId);
  redirect(contactDonePath(messageId, "answered"));
});

export const reopenContactMessage = staffAction("contact", contactStatusSchema, async ({ messageId }, staff) => {
  await reopenContact(staff.actor, messageId);
  redirect(contactDonePath(messageId, "reopened"));
});
