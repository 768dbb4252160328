// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import ScrollableTable from '../../src/components/ScrollableTable';

test('a table keyboard users can reach and scroll, with its content intact', () => {
  render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>to.mobile</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  const table = screen.getByRole('table');
  expect(table).toHaveAttribute('tabindex', '0');
  expect(table).toHaveTextContent('to.mobile');
});
