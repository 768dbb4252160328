// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { builderSpec } from '../../plugins/openapi/builder/spec';
import { loadOpenApi } from '../../plugins/openapi/document';
import RequestBuilder from '../../plugins/openapi/theme/RequestBuilder';
import Form from '../../plugins/openapi/theme/RequestBuilder/Form';

const spec = JSON.stringify(builderSpec((await loadOpenApi()).dereferenced));

/** The cURL the builder shows, as text. */
const curl = (): string =>
  within(screen.getByRole('region', { name: 'cURL' })).getByText(/^curl /).textContent ?? '';

beforeEach(() => window.history.replaceState(null, '', '/3-1-messages'));

describe('the request builder form', () => {
  it('shows the documented example as a request, and follows what the reader types', async () => {
    const user = userEvent.setup();
    render(<Form spec={spec} />);
    expect(curl()).toContain('"fb_template": "order_confirmation"');
    const template = screen.getByLabelText(/Template name/);
    await user.clear(template);
    await user.type(template, 'shipping_update');
    expect(curl()).toContain('"fb_template": "shipping_update"');
    expect(new URLSearchParams(window.location.search).get('template')).toBe('shipping_update');
  });

  it('says what it removed from the number, tied to the input', async () => {
    const user = userEvent.setup();
    render(<Form spec={spec} />);
    const mobile = screen.getByLabelText(/Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '+1 555-123-4567');
    expect(mobile).toHaveAccessibleDescription(
      expect.stringContaining('Removed the +, spaces and dashes: the request sends 15551234567.'),
    );
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(curl()).toContain('"mobile": "15551234567"');
  });

  it('marks bad input, names it, announces it and shows no request', async () => {
    const user = userEvent.setup();
    render(<Form spec={spec} />);
    const mobile = screen.getByLabelText(/Mobile number/);
    await user.type(mobile, 'x');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringMatching(/^Use digits only: remove “x”/));
    await user.clear(screen.getByLabelText(/Template name/));
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
    await user.type(third, 'Friday');
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
    await user.type(screen.getByLabelText('Contact field 2'), 'zone');
    await user.type(screen.getByLabelText('Value 2'), 'West');
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

describe('the request builder section', () => {
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
