// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import HeadingLinkButton, { sectionUrl } from '../../src/components/HeadingLinkButton';
import { copyWithToast } from '../../src/utils/copyWithToast';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@theme/Toast', () => ({ toast, preloadToaster: vi.fn() }));

const useClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => vi.clearAllMocks());

describe('sectionUrl', () => {
  test('is the full page URL with the heading anchor', () => {
    const location = new URL(
      'https://docs.chitchatlabs.com/3-1-messages?x=1#old',
    ) as unknown as Location;
    expect(sectionUrl('authentication', location)).toBe(
      'https://docs.chitchatlabs.com/3-1-messages?x=1#authentication',
    );
  });
});

describe('HeadingLinkButton', () => {
  test('copies the link to its section and confirms with a success toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    useClipboard(writeText);
    window.history.pushState({}, '', '/3-1-messages?x=1#authentication');
    render(<HeadingLinkButton id="prerequisites" label="Prerequisites" />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Copy link to section: Prerequisites' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link to the section copied'));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/3-1-messages?x=1#prerequisites`,
    );
  });
});

describe('copyWithToast', () => {
  const messages = { success: 'Copied', failure: 'Could not copy' };

  test('resolves true and raises a success toast when the clipboard accepts the text', async () => {
    useClipboard(vi.fn().mockResolvedValue(undefined));
    await expect(copyWithToast('text', messages)).resolves.toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Copied');
  });

  test('resolves false and raises an error toast when the clipboard refuses', async () => {
    useClipboard(vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    await expect(copyWithToast('text', messages)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Could not copy', expect.anything());
  });

  test('raises an error toast where there is no clipboard at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyWithToast('text', messages)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalled();
  });
});
