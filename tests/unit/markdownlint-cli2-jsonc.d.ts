// markdownlint-cli2's parser of its own config files (JSON with comments), which its
// package ships without types.
declare module 'markdownlint-cli2/parsers/jsonc' {
  const parse: (text: string) => unknown;
  export default parse;
}
