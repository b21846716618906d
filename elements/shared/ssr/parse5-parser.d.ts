// parse5's own parser and tree adapter, which its `parse` runs: the streaming render feeds the parser a page chunk by
// chunk (parse5 6 publishes no types for them; the few members read are typed where they are used).
declare module 'parse5/lib/parser/index.js' {
  const Parser: new (options: import('parse5').ParserOptions) => object;
  export default Parser;
}

declare module 'parse5/lib/tree-adapters/default.js' {
  const treeAdapter: import('parse5').TreeAdapter;
  export default treeAdapter;
}
