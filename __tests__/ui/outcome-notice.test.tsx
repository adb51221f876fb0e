import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { OutcomeNotice } from "@/components/ui/outcome-notice";

describe("OutcomeNotice", () => {
  it("focuses the outcome of the last action and brings it into view, in a live region", () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<OutcomeNotice id="contact-status" message="The message is marked answered." />);
    const notice = screen.getByText("The message is marked answered.");
    expect(notice).toHaveFocus();
    expect(notice).toHaveAttribute("tabindex", "-1");
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
    expect(screen.getByRole("status")).toHaveAttribute("id", "contact-status");
    expect(screen.getByRole("status")).toContainElement(notice);
  });

  it("asks the browser to focus it as the page arrives, for a page loaded without JavaScript", () => {
    const html = renderToStaticMarkup(<OutcomeNotice id="contact-status" message="Done." />);
    expect(html).toMatch(/<p tabindex="-1" autofocus="" [^>]*>Done\.<\/p>/);
  });

  it("keeps the anchor, an empty live region, and takes no focus when there is nothing to say", () => {
    render(<OutcomeNotice id="contact-status" message={null} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(document.body).toHaveFocus();
  });
});
