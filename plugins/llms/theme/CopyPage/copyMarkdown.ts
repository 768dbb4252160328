// The site's toasts (plugins/toasts), which the site may restyle by wrapping them.
import { toast } from '@theme/Toast';

/**
 * Puts the Markdown at `markdownPath` on the clipboard. The clipboard write starts
 * within the click and receives the text as a promise where the browser supports it:
 * Safari refuses a write that only starts after the download.
 */
export async function copyMarkdown(markdownPath: string): Promise<void> {
  const markdown = fetch(markdownPath).then(async (response) => {
    if (!response.ok) throw new Error(`${markdownPath} answered ${response.status}`);
    return response.text();
  });
  markdown.catch(() => undefined); // the awaits below report the failure
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await markdown);
  }
}

/** Copies the page's Markdown and says how it went in a toast. */
export async function copyPageWithToast(
  markdownPath: string,
  messages: { success: string; failure: string },
): Promise<void> {
  try {
    await copyMarkdown(markdownPath);
    toast.success(messages.success);
  } catch {
    toast.error(messages.failure);
  }
}
