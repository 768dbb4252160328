// @vitest-environment jsdom
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, type ToastStatus } from '@site/plugins/toasts/theme/Toast';
import ToasterMount from '@site/plugins/toasts/theme/Toast/ToasterMount';
import { requestToaster } from '@site/plugins/toasts/theme/Toast/toasterStore';

/** The default time a toast stays on screen, in ms (a product constant). */
const defaultDurationMs = 5000;

/** Lets React, the toast library's deferred updates and its timers run for `ms`. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function toaster(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toaster on the page');
  return list;
}

beforeEach(async () => {
  // The toaster code loads on demand; load it with real timers, then take over time.
  render(<ToasterMount />);
  // Loading it can take longer than waitFor's one second on a busy machine: wait for
  // the load itself, then for the toaster to render.
  await requestToaster();
  await waitFor(() => expect(document.querySelector('section[aria-live]')).not.toBeNull());
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
    ],
  });
});

afterEach(async () => {
  // The toast library keeps its toasts between renders: close them all.
  toast.dismiss();
  await advance(1000);
  vi.useRealTimers();
});

describe('toast', () => {
  const roles: [ToastStatus, 'status' | 'alert'][] = [
    ['info', 'status'],
    ['warning', 'status'],
    ['success', 'status'],
    ['loading', 'status'],
    ['error', 'alert'],
  ];

  it.each(roles)('%s is announced with role="%s"', async (status, role) => {
    toast[status](`A ${status} message`);
    await advance(10);
    const announcement = screen.getByRole(role);
    expect(announcement).toHaveTextContent(`A ${status} message`);
    expect(announcement).toHaveAttribute('aria-live', role === 'alert' ? 'assertive' : 'polite');
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', status);
  });

  it('shows a spinner while loading and stays until replaced', async () => {
    const id = toast.loading('Sending');
    await advance(10);
    expect(document.querySelector('.sonner-loading-wrapper[data-visible="true"]')).not.toBeNull();
    await advance(defaultDurationMs * 3);
    expect(screen.getByText('Sending')).toBeInTheDocument();
    toast.success('Sent', { id });
    await advance(10);
    expect(screen.queryByText('Sending')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });

  it('closes by itself after 5000 ms by default', async () => {
    toast.success('Saved');
    await advance(10);
    await advance(defaultDurationMs - 100);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('takes another duration per toast', async () => {
    toast.info('Quick', { duration: 1000 });
    await advance(10);
    await advance(1500);
    expect(screen.queryByText('Quick')).toBeNull();
  });

  it('pauses its timer while the pointer is over it', async () => {
    toast.success('Hover me');
    await advance(10);
    await advance(1000);
    fireEvent.mouseEnter(toaster());
    await advance(defaultDurationMs * 3);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(toaster());
    await advance(defaultDurationMs + 500);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('has a close button that closes it', async () => {
    toast.info('Closable');
    await advance(10);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await advance(500);
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('is between 300 and 560 px wide', async () => {
    toast.info('Sized');
    await advance(10);
    expect(toaster().style.getPropertyValue('--width')).toBe('clamp(300px, 32vw, 560px)');
  });

  it.each([
    ['top', 'top', 'center'],
    ['top-left', 'top', 'left'],
    ['top-right', 'top', 'right'],
    ['bottom', 'bottom', 'center'],
    ['bottom-left', 'bottom', 'left'],
    ['bottom-right', 'bottom', 'right'],
  ] as const)('can appear at %s', async (position, y, x) => {
    toast.info(`At ${position}`, { position });
    await advance(10);
    const item = screen.getByText(`At ${position}`).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-y-position', y);
    expect(item).toHaveAttribute('data-x-position', x);
  });

  it('appears bottom right unless asked otherwise', async () => {
    toast.info('Default place');
    await advance(10);
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster()).toHaveAttribute('data-x-position', 'right');
  });
});

describe('the toast library', () => {
  const root = join(__dirname, '..', '..');
  function sourceFiles(dir: string): string[] {
    return readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
  }

  it('is imported only by the on-demand toaster module', () => {
    const importers = [...sourceFiles('src'), ...sourceFiles('plugins')].filter((file) =>
      /^import (?!type)[^;]*from 'sonner'/m.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(importers.map((file) => relative(root, join(root, file)))).toEqual([
      join('plugins', 'toasts', 'theme', 'Toast', 'BrandToaster.tsx'),
    ]);
  });
});
