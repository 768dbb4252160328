import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';

// Docusaurus's own page-loading component (a spinner while a page
// loads, a red error box with Retry when it fails). The site keeps it as it is.
import Loading from '@docusaurus/core/lib/client/theme-fallback/Loading/index.js';

const base = { isLoading: true, timedOut: false, retry: () => undefined };

describe('page loading component', () => {
  test('shows nothing before the delay has passed', () => {
    const { container } = render(<Loading {...base} pastDelay={false} error={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows a centred animated spinner once the delay has passed', () => {
    const { container } = render(<Loading {...base} pastDelay error={undefined} />);
    const spinner = container.querySelector('svg#loader');
    expect(spinner).not.toBeNull();
    expect(spinner?.querySelectorAll('animate').length).toBeGreaterThan(0);
    expect((spinner?.parentElement as HTMLElement).style.justifyContent).toBe('center');
  });

  test('shows a red box with the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    render(
      <Loading {...base} retry={retry} pastDelay error={new Error('Loading chunk 42 failed.')} />,
    );
    const message = screen.getByText('Error: Loading chunk 42 failed.');
    const box = message.parentElement as HTMLElement;
    expect(box.style.backgroundColor).toBe('rgb(250, 56, 62)');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
