import type { MDXComponents } from "mdx/types";
import Link from "next/link";

/**
 * How the content files (content/legal/*.mdx) render. Links are underlined, so they do not depend
 * on colour alone; the site's own pages go through next/link, without prefetching (legal pages are
 * read, not clicked through, and visitors pay for their data).
 */
const components: MDXComponents = {
  a: ({ href = "", children }) =>
    href.startsWith("/") ? (
      <Link href={href} prefetch={false} className="underline">
        {children}
      </Link>
    ) : (
      <a href={href} className="underline">
        {children}
      </a>
    ),
};

export function useMDXComponents(): MDXComponents {
  return components;
}
