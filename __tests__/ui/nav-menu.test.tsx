import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NavMenu } from "@/components/site/nav-menu";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const props = {
  before: [
    { href: "/", label: "Home" },
    { href: "/about", label: "About Us" },
  ],
  projects: [
    { href: "/giant-teacher", label: "Giant Teacher" },
    { href: "/freelance", label: "Freelance" },
  ],
  after: [{ href: "/contact", label: "Contact Us" }],
  account: <a href="/signup">Join Us</a>,
};

describe("NavMenu", () => {
  beforeEach(() => {
    mockPathname = "/";
  });

  it("opens and closes the hamburger menu, and Escape returns focus to it", async () => {
    render(<NavMenu {...props} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("opens the Projects list from the keyboard and closes it with Escape", async () => {
    render(<NavMenu {...props} />);
    const projects = screen.getByRole("button", { name: "Projects" });
    projects.focus();
    await userEvent.keyboard("{Enter}");
    expect(projects).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Giant Teacher" })).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Giant Teacher" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(projects).toHaveAttribute("aria-expanded", "false");
    expect(projects).toHaveFocus();
  });

  it("closes the Projects list on a click elsewhere", async () => {
    render(<NavMenu {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Projects" }));
    await userEvent.click(document.body);
    expect(screen.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes everything when the route changes and marks the current page", async () => {
    const { rerender } = render(<NavMenu {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(screen.getByRole("button", { name: "Projects" }));
    mockPathname = "/freelance";
    act(() => rerender(<NavMenu {...props} />));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Projects" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Freelance", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
