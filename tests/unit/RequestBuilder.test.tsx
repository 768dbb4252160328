// @vitest-environment jsdom
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { builderSpec } from '../../plugins/openapi/builder/spec';
import { loadOpenApi } from '../../plugins/openapi/document';
import RequestBuilder from '../../plugins/openapi/theme/RequestBuilder';
import Form from '../../plugins/openapi/theme/RequestBuilder/Form';

// Module URLs are not file: URLs in a DOM test: the document is found from the repository root.
const spec = JSON.stringify(
  builderSpec((await loadOpenApi(join(process.cwd(), 'openapi.yaml'))).dereferenced),
);

/** The cURL the builder shows, as text. */
const curl = (): string =>
  within(screen.getByRole('region', { name: 'cURL' })).getByText(/^curl /).textContent ?? '';

/** What the reader types into an input, at once (typing key by key is slow on a busy machine). */
const enter = (input: HTMLElement, value: string): void => {
  fireEvent.change(input, { target: { value } });
};

beforeEach(() => window.history.replaceState(null, '', '/3-1-messages'));

describe('the request builder form', { timeout: 30_000 }, () => {
  it('shows the documented example as a request, and follows what the reader types', () => {
    render(<Form spec={spec} />);
    expect(curl()).toContain('"fb_template": "order_confirmation"');
    enter(screen.getByLabelText(/Template name/), 'shipping_update');
    expect(curl()).toContain('"fb_template": "shipping_update"');
    expect(new URLSearchParams(window.location.search).get('template')).toBe('shipping_update');
  });

  it('says what it removed from the number, tied to the input', () => {
    render(<Form spec={spec} />);
    const mobile = screen.getByLabelText(/Mobile number/);
    enter(mobile, '+1 555-123-4567');
    expect(mobile).toHaveAccessibleDescription(
      expect.stringContaining('Removed the +, spaces and dashes: the request sends 15551234567.'),
    );
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(curl()).toContain('"mobile": "15551234567"');
  });

  it('marks bad input, names it, announces it and shows no request', () => {
    render(<Form spec={spec} />);
    const mobile = screen.getByLabelText(/Mobile number/);
    enter(mobile, '15551234567x');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(
      expect.stringMatching(/^Use digits only: remove “x”/),
    );
    enter(screen.getByLabelText(/Template name/), '');
    expect(screen.getByLabelText(/Template name/)).toHaveAccessibleDescription(
      expect.stringMatching(/^Enter the template name/),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need a change');
    expect(screen.queryByRole('region', { name: 'cURL' })).toBeNull();
    expect(screen.getByRole('link', { name: /Use digits only/ })).toHaveAttribute(
      'href',
      `#${mobile.id}`,
    );
  });

  it('adds and removes parameters, each labelled with the {{n}} it fills', async () => {
    const user = userEvent.setup();
    render(<Form spec={spec} />);
    await user.click(screen.getByRole('button', { name: 'Add {{3}}' }));
    const third = screen.getByLabelText('{{3}}');
    expect(third).toHaveFocus();
    enter(third, 'Friday');
    await user.click(screen.getByRole('button', { name: 'Remove {{1}}' }));
    expect(screen.getByLabelText('{{1}}')).toHaveValue('ORDER-1001');
    expect(screen.getByLabelText('{{2}}')).toHaveValue('Friday');
    expect(curl()).toContain('"params": ["ORDER-1001", "Friday"]');
  });

  it('builds a bulk request from contact filter rows the reader adds and removes', async () => {
    const user = userEvent.setup();
    render(<Form spec={spec} />);
    await user.click(screen.getByRole('radio', { name: /Contacts that match a filter/ }));
    expect(screen.getByLabelText('Contact field 1')).toHaveValue('city');
    await user.click(screen.getByRole('button', { name: 'Add a contact field' }));
    enter(screen.getByLabelText('Contact field 2'), 'zone');
    enter(screen.getByLabelText('Value 2'), 'West');
    expect(curl()).toContain('"searchSpec": { "city": "Pune", "zone": "West" }');
    await user.click(screen.getByRole('button', { name: 'Remove contact field 1 (city)' }));
    expect(curl()).toContain('"searchSpec": { "zone": "West" }');
    expect(curl()).toContain('/message/blast');
  });

  it('starts from the request in the address, when there is one', () => {
    window.history.replaceState(null, '', '/3-1-messages?endpoint=single&template=t&lang=pt_BR');
    render(<Form spec={spec} />);
    expect(screen.getByLabelText(/Template name/)).toHaveValue('t');
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the request builder section', { timeout: 30_000 }, () => {
  it('shows its explanation and a closed disclosure, and loads the form only when reached for', async () => {
    const user = userEvent.setup();
    render(
      <RequestBuilder spec={spec} label="Open the request builder" href="#build-your-request">
        <p>Every call sends a real message.</p>
      </RequestBuilder>,
    );
    expect(screen.getByText('Every call sends a real message.')).toBeVisible();
    expect(screen.queryByLabelText(/Template name/)).toBeNull();
    await user.click(screen.getByText('Open the request builder'));
    expect(await screen.findByLabelText(/Template name/)).toBeVisible();
  });
});
