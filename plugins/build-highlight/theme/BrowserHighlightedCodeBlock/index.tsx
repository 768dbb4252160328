import { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import HighlightedCodeBlock from '@theme/HighlightedCodeBlock';
// In the browser, Prism's bare core with the site's grammars (plugins/prism-on-demand).
import { Prism, normalizeTokens } from 'prism-react-renderer';

import { packLine } from '../../packedLines';
import { prismLines } from '../../prismLines';

type Props = {
  /** The Prism language that colours the code. */
  language: string;
  title?: ReactNode;
  /** The code, as it changes in the browser. */
  children: string;
};

/**
 * Code written in the browser (the request builder's), coloured there with Prism and
 * drawn as the build's code blocks are, so that every page's code block is the same
 * component with the same stylesheet. Only a chunk that imports this loads Prism.
 */
export default function BrowserHighlightedCodeBlock({
  language,
  title,
  children,
}: Props): ReactNode {
  const { styles } = useThemeConfig().prism.theme;
  const lines = useMemo(
    // The build refuses a token whose CSS colours would differ; here it keeps all its types.
    () =>
      prismLines(Prism, normalizeTokens, styles, (types) => types, children, language).map(
        packLine,
      ),
    [styles, children, language],
  );
  return <HighlightedCodeBlock className={`language-${language}`} title={title} lines={lines} />;
}
