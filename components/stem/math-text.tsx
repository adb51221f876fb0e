import type { ReactNode } from "react";
import { parseMath, type MathNode } from "@/lib/stem/practice/math-text";

/**
 * Question text with its maths set as plain HTML: a fraction stacked, a root under its bar, powers
 * raised. Screen readers hear "3 over 4" and "square root of". Rendered on the server only.
 */
export function MathText({ text }: { text: string }) {
  return <>{render(parseMath(text))}</>;
}

function render(nodes: MathNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    switch (node.type) {
      case "frac":
        return (
          <span key={index} className="math-frac">
            <span className="math-num">{render(node.numerator)}</span>
            <span className="sr-only"> over </span>
            <span className="math-den">{render(node.denominator)}</span>
            <span className="sr-only">, </span>
          </span>
        );
      case "root":
        return (
          <span key={index} className="math-root">
            {node.index ? <sup>{node.index}</sup> : null}
            <span aria-hidden="true">√</span>
            <span className="sr-only">
              {node.index === "3" ? "cube root of " : node.index ? `root ${node.index} of ` : "square root of "}
            </span>
            <span className="math-radicand">{render(node.body)}</span>
          </span>
        );
      case "sup":
        return <sup key={index}>{render(node.body)}</sup>;
      case "sub":
        return <sub key={index}>{render(node.body)}</sub>;
    }
  });
}
