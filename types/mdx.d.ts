// The `*.mdx` module declaration (content/legal/*.mdx), named here: TypeScript 7's type check no longer loads
// every installed @types package by itself.
/// <reference types="mdx" />
