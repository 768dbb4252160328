/** Stand-in for @docusaurus/router: one history, whose pages a test can read. */
export const history = {
  pushed: [] as string[],
  push(path: string): void {
    history.pushed.push(path);
  },
};

export function useHistory(): typeof history {
  return history;
}
