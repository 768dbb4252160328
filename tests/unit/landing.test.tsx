// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';

import DocAreas from '../../src/components/DocAreas';
import FirstMessage from '../../src/components/FirstMessage';
import { firstMessageRequest } from '../../src/components/FirstMessage/request';
import HomeHero from '../../src/components/HomeHero';
import { parseCurl } from './content/curl';

describe('HomeHero', () => {
  test('names the product in the h1 and carries the tagline', () => {
    render(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChitChatLabs');
    expect(screen.getByText('Turning chats into tech')).toBeInTheDocument();
    expect(screen.getByText(/all inside WhatsApp/)).toBeInTheDocument();
  });

  test('leads to the introduction first and to the Messages API second', () => {
    render(<HomeHero />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Read the introduction', '/introduction'],
      ['Explore the Messages API', '/3-1-messages'],
    ]);
    expect(links[0]).toHaveClass('button--primary');
  });
});

describe('DocAreas', () => {
  test('leads to each doc area with its title and a one-line summary', () => {
    render(<DocAreas />);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/onboarding',
      '/3-0-messages',
      '/3-1-messages',
      '/support',
    ]);
    const titles = ['Onboarding', 'Send from the app', 'Send through the API', 'Support'];
    cards.forEach((card, i) => {
      expect(card).toHaveTextContent(titles[i]);
      expect(card.textContent?.length ?? 0).toBeGreaterThan(titles[i].length + 30);
    });
  });
});

describe('FirstMessage', () => {
  test('says onboarding and an approved template come first, and links to the quick start', () => {
    render(<FirstMessage />);
    expect(screen.getByRole('heading', { name: 'Send your first message' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('onboarding'),
      expect.stringMatching(/template that Meta has approved/),
    ]);
    expect(screen.getByRole('link', { name: 'Settings → Account Information' })).toHaveAttribute(
      'href',
      'https://chitchatlabs.com/#/settings',
    );
    expect(screen.getByRole('link', { name: /quick start/ })).toHaveAttribute(
      'href',
      '/3-1-messages#quick-start',
    );
    expect(screen.getByText('Send a single message')).toBeInTheDocument();
  });

  test('its request is one well-formed curl command to the single-message endpoint', () => {
    const request = parseCurl(firstMessageRequest, { CHITCHATLABS_API_KEY: 'test-key' });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://app.chitchatlabs.com/chat-service/apis/message/single');
    // The same convention as the API page: the key comes from CHITCHATLABS_API_KEY.
    expect(request.headers['x-tenant-api-key']).toBe('test-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({
      to: { mobile: '15551234567', name: 'Asha' },
      fb_template: 'order_confirmation',
      language: 'en',
    });
  });
});
