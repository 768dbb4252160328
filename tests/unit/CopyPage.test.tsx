// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import CopyPage from '../../plugins/llms/theme/CopyPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@theme/Toast', () => ({ toast }));

const props = {
  markdownPath: '/support.md',
  pageUrl: 'https://docs.chitchatlabs.com/support',
  markdownUrl: 'https://docs.chitchatlabs.com/support.md',
};

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'More ways to read this page' }));
  return screen.getByRole('menu');
};

describe('CopyPage', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('# Support\n', { status: 200 })));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  test('copies the Markdown of the page and confirms with a success toast', async () => {
    render(<CopyPage {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Page copied as Markdown'));
    expect(fetch).toHaveBeenCalledWith('/support.md');
    expect(writeText).toHaveBeenCalledWith('# Support\n');
  });

  test('raises an error toast when the Markdown cannot be fetched', async () => {
    vi.mocked(fetch).mockResolvedValue(new Response('', { status: 404 }));
    render(<CopyPage {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('raises an error toast when the clipboard refuses the write', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    render(<CopyPage {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
  });

  test('the menu button opens a menu of three items and focuses the first', async () => {
    render(<CopyPage {...props} />);
    const toggle = screen.getByRole('button', { name: 'More ways to read this page' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
  });

  test('arrow keys, Home and End move through the items; Escape closes and refocuses the button', async () => {
    render(<CopyPage {...props} />);
    const menu = await openMenu();
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'More ways to read this page' })).toHaveFocus();
  });

  test('the assistant links carry a prompt naming the page and its Markdown', async () => {
    render(<CopyPage {...props} />);
    await openMenu();
    expect(
      screen.getByRole('menuitem', { name: 'View as Markdown (opens in a new tab)' }),
    ).toHaveAttribute('href', '/support.md');
    for (const [name, host] of [
      ['Open in ChatGPT (opens in a new tab)', 'chatgpt.com'],
      ['Open in Claude (opens in a new tab)', 'claude.ai'],
    ]) {
      const url = new URL(screen.getByRole('menuitem', { name }).getAttribute('href') ?? '');
      expect(url.hostname).toBe(host);
      expect(url.searchParams.get('q')).toContain(props.pageUrl);
      expect(url.searchParams.get('q')).toContain(props.markdownUrl);
    }
  });

  test('a pointer press outside closes the menu', async () => {
    render(<CopyPage {...props} />);
    await openMenu();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
