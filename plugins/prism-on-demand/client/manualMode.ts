/**
 * Read by Prism's core when it loads: without `manual`, Prism highlights every
 * `language-*` element of the page on DOMContentLoaded, before React hydrates it.
 */
(globalThis as { Prism?: { manual: boolean; disableWorkerMessageHandler: boolean } }).Prism = {
  manual: true,
  disableWorkerMessageHandler: true,
};
