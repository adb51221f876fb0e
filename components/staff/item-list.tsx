/** What a list or table says when it has nothing to show. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="card mt-4 text-muted">{children}</p>;
}

/** A staff list (a queue, a thread, a timeline), or what it says when empty. */
export function ItemList<Item>({
  items,
  keyOf,
  render,
  empty,
  ordered = false,
  className = "space-y-6",
  itemClassName,
}: {
  items: readonly Item[];
  keyOf: (item: Item, index: number) => string | number;
  render: (item: Item) => React.ReactNode;
  empty: React.ReactNode;
  /** An <ol>, where the order means something (a thread, a timeline). */
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`mt-4 ${className}`}>
      {items.map((item, index) => (
        <li key={keyOf(item, index)} className={itemClassName}>
          {render(item)}
        </li>
      ))}
    </List>
  );
}
