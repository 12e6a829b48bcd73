/**
 * Where the gateway's API lives: JSON replies and downloads for the web client, never a page. Its
 * replies get the API's own security headers and stay out of shared caches unless a route says
 * otherwise; page addresses (and their `?lang=`) are everything else.
 */
export const API_PATH = '/bff/';
