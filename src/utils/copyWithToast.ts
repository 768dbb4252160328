import { translate } from '@docusaurus/Translate';
import { toast } from '@theme/Toast';

type Messages = { success: string; failure: string };

/** Copies text to the clipboard and says how it went in a toast. Resolves to success. */
export async function copyWithToast(text: string, messages: Messages): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here.');
    await navigator.clipboard.writeText(text);
    toast.success(messages.success);
    return true;
  } catch {
    toast.error(messages.failure, {
      description: translate({
        id: 'clipboard.denied',
        message:
          'Your browser did not allow access to the clipboard. Select the text and copy it by hand.',
      }),
    });
    return false;
  }
}
