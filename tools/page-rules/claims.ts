/**
 * Words the docs must not say, because no fact about the product supports them, and the
 * phone numbers a page may show. The page rules apply them to every page, and the
 * content tests to the landing page.
 */

/** Claims no fact supports: a page that says one is wrong about the product. */
export const unsupportedClaims: readonly RegExp[] = [
  /\bqueue/i,
  /account number/i,
  /time zone/i,
  /without asking you again/i,
  /this documentation shows you how/i,
  /WhatsApp Manager (has )?approve/i,
];

/** Made-up numbers (1555 and seven digits) and the support line. */
export const allowedPhoneNumbers = /^(1555\d{7}|919739978284)$/;
