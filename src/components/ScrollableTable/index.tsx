import type { ComponentProps, ReactNode } from 'react';

/**
 * A Markdown table. Infima lets a table wider than the page scroll sideways inside
 * itself; taking focus lets a keyboard user scroll it too.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
