import { SPEC_MODAL_FAMILIES, SPEC_MODAL_NAMES } from '@gf/contracts/rules/spec-modals';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n/namespaces';
import { isModalName, modalRegistry } from './modal-registry';

/** Spec 1 §2 "Modals, opened by name": the registry holds every one, and each loads a component. */
describe('the modal registry against spec 1 §2', () => {
  const registered = Object.keys(modalRegistry);

  it.each(SPEC_MODAL_NAMES)('registers %s', (name) => {
    expect(isModalName(name)).toBe(true);
  });

  it.each(SPEC_MODAL_FAMILIES)('registers dialogs of the %s* family', (prefix) => {
    expect(registered.filter((name) => name.startsWith(prefix)).length).toBeGreaterThan(0);
  });

  it.each(SPEC_MODAL_NAMES.filter((name) => isModalName(name)))('%s loads a component and known text', async (name) => {
    const definition = modalRegistry[name as keyof typeof modalRegistry];
    expect(typeof (await definition.load())).toBe('function');
    for (const namespace of definition.namespaces) expect(NAMESPACES).toContain(namespace);
  });
});
