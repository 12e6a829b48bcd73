const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe inside HTML (bills, provider pages, CMS and catalogue texts). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ENTITIES[c] as string);
