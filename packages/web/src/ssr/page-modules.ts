/**
 * The server build wraps each page import of the route files (build/page-module-notes.ts): it
 * names the page's source module, the key of the client manifest, just before importing it. The
 * call is synchronous, so whoever calls a page's loader catches the name right there.
 */
const NOTE_FUNCTION = '__gfNotePageModule';

let catcher: ((key: string) => void) | null = null;
(globalThis as Record<string, unknown>)[NOTE_FUNCTION] = (key: string) => catcher?.(key);

/** Calls `load` and returns what it loads together with the source modules it named. */
export const withModuleNotes = <T>(load: () => T): { value: T; modules: string[] } => {
  const modules: string[] = [];
  catcher = (key) => modules.push(key);
  try {
    return { value: load(), modules };
  } finally {
    catcher = null;
  }
};
