// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

import NotFoundContent from '../../src/theme/NotFound/Content';

describe('NotFound content', () => {
  test('names the problem in the one h1 of the page', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  test('offers a way back to the introduction and to the home page', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('link', { name: 'Go to the introduction' })).toHaveAttribute(
      'href',
      '/introduction',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('renders inside the main landmark', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
