import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import latoBold from '@fontsource/lato/files/lato-latin-700-normal.woff2';
import latoRegular from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import montserratBold from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';

/**
 * Preloads every font file src/css/fonts.css declares (body regular first), so they
 * arrive with the CSS and the font swap does not move the layout: buttons and bold
 * text use Lato 700 above the fold.
 */
export const preloadedFontUrls = [latoRegular, latoBold, montserratBold] as const;

export default function FontPreloads(): ReactNode {
  return (
    <Head>
      {preloadedFontUrls.map((href) => (
        <link
          key={href}
          rel="preload"
          href={href}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
    </Head>
  );
}
