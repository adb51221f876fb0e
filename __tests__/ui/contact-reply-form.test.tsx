import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactReplyForm } from "@/components/staff/contact-forms";
import type { FormState } from "@/lib/forms/form-state";

const TOKEN = "5f0c2a9e-8b41-4d7e-a3c6-2e9b1d7f4a08";

describe("ContactReplyForm", () => {
  it("names the address, ticks 'Mark as answered' by default and sends the message's id", async () => {
    const action = jest.fn(async (): Promise<FormState> => ({ status: "idle" }));
    render(
      <ContactReplyForm messageId="cmessage0000000000000000" token={TOKEN} to="thandi@example.co.za" action={action} />,
    );
    expect(screen.getByLabelText("Your reply (e-mailed to thandi@example.co.za)")).toBeRequired();
    expect(screen.getByLabelText("Mark as answered")).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Your reply/), "Yes, we do.");
    await userEvent.click(screen.getByRole("button", { name: "Send the reply" }));
    const sent = action.mock.calls[0] as unknown as [FormState, FormData];
    expect(Object.fromEntries(sent[1])).toMatchObject({
      messageId: "cmessage0000000000000000",
      body: "Yes, we do.",
      markAnswered: "on",
      token: TOKEN,
    });
  });

  it("keeps the words and the unticked box when the server refuses, and focuses the refusal", async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const action = jest.fn(async (): Promise<FormState> => ({
      status: "error",
      message: "Please correct the highlighted fields.",
      fieldErrors: { body: "Keep the reply to 5000 characters or fewer." },
      values: { messageId: "cmessage0000000000000000", body: "Too long, say." },
    }));
    render(
      <ContactReplyForm messageId="cmessage0000000000000000" token={TOKEN} to="thandi@example.co.za" action={action} />,
    );
    await userEvent.type(screen.getByLabelText(/Your reply/), "Too long, say.");
    await userEvent.click(screen.getByLabelText("Mark as answered"));
    await userEvent.click(screen.getByRole("button", { name: "Send the reply" }));

    expect(await screen.findByRole("alert")).toHaveFocus();
    expect(screen.getByLabelText(/Your reply/)).toHaveValue("Too long, say.");
    expect(screen.getByLabelText(/Your reply/)).toHaveAccessibleDescription(
      "Keep the reply to 5000 characters or fewer.",
    );
    expect(screen.getByLabelText("Mark as answered")).not.toBeChecked();
  });
});
