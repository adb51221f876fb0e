// The HTML invoker commands (commandfor/command), which @types/react does not list yet. React passes
// lowercase attributes through to the DOM as they are.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged declarations must repeat the type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
