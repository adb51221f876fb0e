import { act, fireEvent, render, screen } from "@testing-library/react";
import { TrendingCard } from "@/components/venting/trending-card";
import type { TrendingItemView } from "@/lib/venting/trending";

const item = (id: string, title: string, likeCount: number): TrendingItemView => ({
  id,
  title,
  summary: `${title}, in a sentence.`,
  section: "ecosystem+",
  sectionTitle: "Ecosystem +",
  type: "doc",
  mediaUrl: `/trending/${id}.pdf`,
  publishedAt: "2026-11-01T08:00:00.000Z",
  likeCount,
  likedByMe: false,
});

const items = [item("t1", "Township markets", 7), item("t2", "Spaza pricing", 2)];

/** fetch answers only when the test says so, as a slow network would (jsdom has no Response). */
function slowFetch() {
  let answer: (response: Pick<Response, "ok" | "status" | "json">) => void = () => {};
  global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
  return (status: number, body: object) =>
    act(async () => answer({ ok: status < 400, status, json: async () => body }));
}

const likeButton = () => screen.getByRole("button", { name: /^Like this trending item/ });
const step = (name: RegExp) => fireEvent.click(screen.getByRole("button", { name }));

describe("TrendingCard", () => {
  it("keeps a like shown when its slide is left and comes back before the server has answered", async () => {
    const answer = slowFetch();
    render(<TrendingCard heading="Docs" items={items} />);
    fireEvent.click(likeButton());
    expect(likeButton()).toHaveAttribute("aria-pressed", "true");
    step(/^Next/);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Spaza pricing");
    step(/^Previous/);
    expect(likeButton()).toHaveAttribute("aria-pressed", "true");
    expect(likeButton()).toHaveAccessibleName("Like this trending item, 8 likes");

    // The server counted another member's like as well: the slide shows its count.
    await answer(200, { liked: true, likeCount: 9 });
    expect(likeButton()).toHaveAttribute("aria-pressed", "true");
    expect(likeButton()).toHaveAccessibleName("Like this trending item, 9 likes");
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/venting-room/trending-news/t1/like",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ liked: true }) }),
    );
  });

  it("takes the like back on a slide shown again when the server refuses it", async () => {
    const answer = slowFetch();
    render(<TrendingCard heading="Docs" items={items} />);
    fireEvent.click(likeButton());
    step(/^Next/);
    step(/^Previous/);
    expect(likeButton()).toHaveAttribute("aria-pressed", "true");
    await answer(403, { error: "Your plan does not include the Venting Room." });
    expect(likeButton()).toHaveAttribute("aria-pressed", "false");
    expect(likeButton()).toHaveAccessibleName("Like this trending item, 7 likes");
  });
});
