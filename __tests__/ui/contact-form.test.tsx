import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/contact/contact-form";
import type { FormState } from "@/lib/forms/form-state";

describe("ContactForm", () => {
  it("labels every field and shows the SUBMIT button", () => {
    render(<ContactForm action={jest.fn()} />);
    for (const label of ["Full Name", "Email", "Subject", "Message"])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByRole("button", { name: "SUBMIT" })).toBeEnabled();
  });

  it("explains what is missing without sending anything", async () => {
    const action = jest.fn();
    render(<ContactForm action={action} />);
    await userEvent.type(screen.getByLabelText("Full Name"), "Thandi");
    await userEvent.type(screen.getByLabelText("Email"), "thandi@example.co.za");
    await userEvent.type(screen.getByLabelText("Message"), "short");
    await userEvent.click(screen.getByRole("button", { name: "SUBMIT" }));

    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Please enter a subject.");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      "Your message must be at least 10 characters.",
    );
    expect(screen.getByLabelText("Full Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Subject")).toHaveFocus();
  });

  it("asks for an e-mail address that looks like one", async () => {
    const action = jest.fn();
    render(<ContactForm action={action} />);
    await userEvent.type(screen.getByLabelText("Full Name"), "Thandi");
    await userEvent.type(screen.getByLabelText("Subject"), "Plans");
    await userEvent.type(screen.getByLabelText("Message"), "Do you offer school plans?");
    await userEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter your email address.");
    expect(screen.getByLabelText("Email")).toHaveFocus();

    await userEvent.type(screen.getByLabelText("Email"), "thandi@example");
    await userEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(action).not.toHaveBeenCalled();
  });

  it("sends a complete message, and the acknowledgement takes the focus and is brought into view", async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const action = jest.fn(async (): Promise<FormState> => ({ status: "success", message: "Thank you, Thandi." }));
    render(<ContactForm action={action} />);
    await userEvent.type(screen.getByLabelText("Full Name"), "Thandi");
    await userEvent.type(screen.getByLabelText("Email"), "thandi@example.co.za");
    await userEvent.type(screen.getByLabelText("Subject"), "Plans");
    await userEvent.type(screen.getByLabelText("Message"), "Do you offer school plans?");
    await userEvent.click(screen.getByRole("button", { name: "SUBMIT" }));

    const thanks = await screen.findByText("Thank you, Thandi.");
    expect(thanks).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
    expect(scrolled.mock.contexts.at(-1)).toBe(thanks);
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0] as unknown as [FormState, FormData];
    expect(Object.fromEntries(sent[1])).toMatchObject({
      fullName: "Thandi",
      email: "thandi@example.co.za",
      subject: "Plans",
      message: "Do you offer school plans?",
    });
    // The fields are cleared for another message.
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    const action = jest.fn(async (): Promise<FormState> => ({
      status: "error",
      message: "Please correct the highlighted fields.",
      fieldErrors: { subject: "The subject must be 150 characters or fewer." },
      values: {
        fullName: "Thandi",
        email: "thandi@example.co.za",
        subject: "Plans",
        message: "Do you offer school plans?",
      },
    }));
    render(<ContactForm action={action} />);
    await userEvent.type(screen.getByLabelText("Full Name"), "Thandi");
    await userEvent.type(screen.getByLabelText("Email"), "thandi@example.co.za");
    await userEvent.type(screen.getByLabelText("Subject"), "Plans");
    await userEvent.type(screen.getByLabelText("Message"), "Do you offer school plans?");
    await userEvent.click(screen.getByRole("button", { name: "SUBMIT" }));

    // The Subject field exists before the action answers, so wait for the answer itself.
    expect(await screen.findByText("The subject must be 150 characters or fewer.")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription(
      "The subject must be 150 characters or fewer.",
    );
    expect(screen.getByLabelText("Full Name")).toHaveValue("Thandi");
    expect(screen.getByLabelText("Email")).toHaveValue("thandi@example.co.za");
    expect(screen.getByLabelText("Message")).toHaveValue("Do you offer school plans?");
    expect(screen.getByText("Please correct the highlighted fields.")).toHaveFocus();
  });
});
