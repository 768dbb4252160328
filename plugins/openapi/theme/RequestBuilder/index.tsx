import {
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useMDXComponents } from '@mdx-js/react';

import { hasSavedState } from '../../builder/urlState';
import type { FormProps } from './Form';

type Props = {
  /** What the form needs of openapi.yaml, as JSON: set at build time from the page's remark plugins. */
  spec: string;
  /** The words that open the form. */
  label: string;
  /** The section's address: the page's Markdown copy links there in place of the form. */
  href: string;
  /** What the section says before the form: in the page as it is first painted, and in its Markdown copy. */
  children: ReactNode;
};

let formModule: Promise<ComponentType<FormProps>> | undefined;

/** The form's code, fetched once, the first time a reader reaches for it. */
const loadForm = (): Promise<ComponentType<FormProps>> =>
  (formModule ??= import('./Form').then((module) => module.default));

/**
 * The request builder's place in a page: its explanation, then a closed disclosure
 * whose form loads only when the reader points at it, focuses it or opens it, or when
 * the address already holds a request (a shared link, a reload). Nothing of the form
 * is in the page before then, and a closed disclosure cannot move what follows it.
 */
export default function RequestBuilder({ spec, label, children }: Props): ReactNode {
  // The page's own <details>, styled as the theme styles it: importing @theme/Details
  // here would move it between the site's chunks and reorder the site's stylesheet.
  const components: Record<string, unknown> = useMDXComponents();
  const Disclosure = (components.details ?? 'details') as ComponentType<ComponentProps<'details'>>;
  const [Form, setForm] = useState<ComponentType<FormProps>>();
  const [openedByLink, setOpenedByLink] = useState(false);
  const load = useCallback(() => {
    void loadForm().then((component) => setForm(() => component));
  }, []);
  useEffect(() => {
    if (!hasSavedState(window.location.search)) return;
    setOpenedByLink(true);
    load();
  }, [load]);

  return (
    <>
      {children}
      <Disclosure
        // Opened by a link: mounted again, open, after the page has hydrated closed.
        key={openedByLink ? 'open' : 'closed'}
        id="request-builder"
        // A form for a browser: the page's Markdown copy has the requests it writes.
        data-markdown-ignore=""
        open={openedByLink}
        onToggle={(event) => {
          if (event.currentTarget.open) load();
        }}
      >
        <summary onPointerEnter={load} onFocus={load} onTouchStart={load}>
          {label}
        </summary>
        {Form ? <Form spec={spec} /> : <p>Loading the form…</p>}
      </Disclosure>
    </>
  );
}
