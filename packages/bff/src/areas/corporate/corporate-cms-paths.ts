/** Corporate pages with no call of their own: the CMS serves their text too (spec 1 §2). */
export const CORPORATE_CMS_PATHS = {
  production: '/production',
  geography: '/geography',
  markets: '/geography/markets',
} as const;
