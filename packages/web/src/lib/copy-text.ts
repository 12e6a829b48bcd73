/**
 * Puts text on the clipboard and tells whether it is there. A browser may refuse (no permission,
 * a page not served over https, no clipboard at all); a page then says the copy failed instead of
 * claiming it, and the visitor copies the link, which is shown, by hand.
 */
export const copyText = async (text: string): Promise<boolean> => {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
  return navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
};
