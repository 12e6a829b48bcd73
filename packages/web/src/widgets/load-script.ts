const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per URL. The page never waits for it: widgets are extras, and
 * a failed one must not break the page (the promise rejects; callers log and move on).
 */
export const loadScript = (src: string, attributes: Record<string, string> = {}): Promise<void> => {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
};
