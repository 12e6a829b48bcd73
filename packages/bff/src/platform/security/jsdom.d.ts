/**
 * The one part of jsdom the gateway uses: a window for DOMPurify (html-sanitizer.ts). @types/jsdom
 * is not used: it brings the browser's DOM types into the whole program, where Node's fetch types
 * live.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
