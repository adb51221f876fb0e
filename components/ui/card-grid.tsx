/** One card: its heading, the line above it, a tagline under it, its text (one paragraph or several) and anything after. */
export type GridCard = {
  title: string;
  eyebrow?: string;
  tagline?: React.ReactNode;
  text: React.ReactNode | readonly string[];
  after?: React.ReactNode;
};

const SIZES = {
  lg: { heading: "text-lg", text: "mt-2 text-muted" },
  xl: { heading: "text-xl", text: "mt-3 text-muted" },
  "xl-tight": { heading: "text-xl", text: "mt-2 text-muted" },
} as const;

/** A grid of cards, one list item each, headed by an <h3> under the section's <h2>. */
export function CardGrid({
  cards,
  columns,
  size = "lg",
  className,
}: {
  cards: readonly GridCard[];
  columns: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { heading, text } = SIZES[size];
  return (
    <ul className={[className, "grid gap-4", columns].filter(Boolean).join(" ")}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          {card.eyebrow ? <p className="eyebrow">{card.eyebrow}</p> : null}
          <h3 className={card.eyebrow ? `mt-1 ${heading}` : heading}>{card.title}</h3>
          {card.tagline}
          {(isParagraphList(card.text) ? card.text : [card.text]).map((paragraph, index) => (
            <p key={index} className={text}>
              {paragraph}
            </p>
          ))}
          {card.after}
        </li>
      ))}
    </ul>
  );
}

function isParagraphList(text: GridCard["text"]): text is readonly string[] {
  return Array.isArray(text);
}

/** The cards in order, each headed "Step 1", "Step 2", … */
export function numberedSteps(cards: readonly GridCard[]): GridCard[] {
  return cards.map((card, index) => ({ ...card, eyebrow: `Step ${index + 1}` }));
}
