import type { Page } from 'playwright-core';

/**
 * Stands in for the gateway at the network (issue 34's checks of the one submit path): calls to
 * `url` (by `method` when given) are refused as the gateway refuses input, `400 invalid_input`
 * with these field errors; the rest go on. Returns the way to stop standing in.
 */
export const refuseFields = async (
  page: Page,
  url: string,
  fields: Record<string, string[]>,
  method?: string,
): Promise<() => Promise<void>> => {
  await page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({
          status: 400,
          json: { error: { status: 400, code: 'invalid_input', message: 'Invalid input', fields } },
        }),
  );
  return () => page.unroute(url);
};
