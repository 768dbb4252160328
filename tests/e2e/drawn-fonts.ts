/** What Chromium draws text in, as the font tests see it. */
import type { CDPSession, Page } from '@playwright/test';

/** A CDP session on `page` that can ask which fonts draw a node. */
export async function fontInspector(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/**
 * The fonts Chromium actually draws the element's own text in (the platform fonts,
 * not the family its style asks for), or null when the page has no such element.
 */
export async function platformFonts(cdp: CDPSession, selector: string): Promise<string[] | null> {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) return null;
  const { fonts: drawn } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return drawn.map((font) => `${font.isCustomFont ? 'web font' : 'local font'} ${font.familyName}`);
}

/**
 * The family name inside the self-hosted file (the package's Montserrat files call
 * their family "Montserrat Thin" whatever their weight).
 */
export const webFont = (family: string): RegExp => new RegExp(`^web font ${family}( |$)`);
