import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import latoRegular from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import montserratBold from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';

/**
 * Preloads the body font and the heading font, the same files src/css/fonts.css
 * declares, so they arrive with the CSS and the font swap does not move the layout.
 */
export const preloadedFontUrls = [latoRegular, montserratBold] as const;

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
