// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n, loadNamespaces } from '../i18n/i18n';
import { FormField } from '../ui/form-field';
import { FormRefusal } from '../ui/form-refusal';
import { useZodForm } from './form';
import { type FormSubmitOptions, useFormSubmit } from './form-submit';

const Schema = z.object({ name: z.string().min(1, 'form.required'), city: z.string() });
type Values = z.output<typeof Schema>;

const envelope = (status: number, code: string, fields?: Record<string, string[]>) => ({
  error: { status, code, message: 'The service said no', fields, serverProblems: status >= 500 || undefined },
});

const Probe = (options: FormSubmitOptions<Values, string>) => {
  const form = useZodForm(Schema, { name: '', city: '' });
  const { submit, refusal } = useFormSubmit(form, options);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormRefusal message={refusal} />
      <FormField form={form} name="name" label="Name" />
      <FormField form={form} name="city" label="City" />
      <button type="submit">Send</button>
    </form>
  );
};

let root: Root | undefined;
let host: HTMLElement;

const mount = async (options: FormSubmitOptions<Values, string>) => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <Probe {...options} />
      </I18nextProvider>,
    ),
  );
};

const input = (label: string): HTMLInputElement => {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};

const type = async (label: string, value: string) => {
  const field = input(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const press = async () => {
  await act(async () => {
    host.querySelector('form')?.requestSubmit();
  });
};

const errorUnder = (label: string) => {
  const ids = input(label).getAttribute('aria-describedby') ?? '';
  return ids ? document.getElementById(ids)?.textContent : undefined;
};

const refusalShown = () => host.querySelector('[role="alert"]');

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('en');
  await loadNamespaces(['common', 'errors']);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  host.remove();
});

/** STYLE.md wave 3 and issue 34: every form submits the same way. */
describe('useFormSubmit, the one submit path of a form', () => {
  it('checks the schema first and sends nothing while a field is wrong', async () => {
    const sent: Values[] = [];
    await mount({
      send: async (values) => {
        sent.push(values);
        return 'ok';
      },
    });
    await press();
    expect(sent).toEqual([]);
    expect(errorUnder('Name')).toBe(i18n.t('form.required'));
  });

  it('puts the gateway’s field errors under their fields, in the page language, with no refusal on top', async () => {
    await mount({
      send: async () => {
        throw envelope(400, 'invalid_input', { city: ['validation.too_short?minimum=3'] });
      },
    });
    await type('Name', 'Anna');
    await press();
    expect(errorUnder('City')).toBe(i18n.t('validation.too_short', { ns: 'errors', minimum: 3 }));
    expect(refusalShown()).toBeNull();
    expect(input('Name').value).toBe('Anna');
  });

  it('says the refusal at the top beside the field errors when the form asks for both (a refused sign-in)', async () => {
    await mount({
      send: async () => {
        throw envelope(401, 'sign_in_failed', { city: ['validation.too_short?minimum=3'] });
      },
      refusalText: () => 'Sign-in failed',
      refusalWithFieldErrors: ({ code }) => code === 'sign_in_failed',
    });
    await type('Name', 'Anna');
    await press();
    expect(errorUnder('City')).toBe(i18n.t('validation.too_short', { ns: 'errors', minimum: 3 }));
    const refusal = refusalShown();
    expect(refusal?.textContent).toBe('Sign-in failed');
    expect(document.activeElement).toBe(refusal);
    expect(input('Name').value).toBe('Anna');
  });

  it('shows a refusal that names no field at the top, framed in the page language, with the focus on it', async () => {
    await mount({
      send: async () => {
        throw envelope(409, 'something_new');
      },
    });
    await type('Name', 'Anna');
    await press();
    const refusal = refusalShown();
    expect(refusal?.textContent).toBe(i18n.t('refusal.framed', { message: 'The service said no' }));
    expect(document.activeElement).toBe(refusal);
    expect(input('Name').value).toBe('Anna');
  });

  it('words a refusal the form knows better itself', async () => {
    await mount({
      send: async () => {
        throw envelope(429, 'too_many');
      },
      refusalText: ({ status }) => (status === 429 ? 'Wait a minute' : undefined),
    });
    await type('Name', 'Anna');
    await press();
    expect(refusalShown()?.textContent).toBe('Wait a minute');
  });

  it('leaves server problems to the shell’s banner and retries them under the same key; a new key once done', async () => {
    const keys: string[] = [];
    const done: string[] = [];
    let fail = true;
    await mount({
      send: async (_values, key) => {
        keys.push(key);
        if (fail) throw envelope(503, 'upstream_unavailable');
        return 'ok';
      },
      onDone: (reply) => done.push(reply),
    });
    await type('Name', 'Anna');
    await press();
    expect(refusalShown()).toBeNull();
    fail = false;
    await press();
    await press();
    expect(done).toEqual(['ok', 'ok']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends once when pressed twice before the first answer', async () => {
    let sent = 0;
    let answer: (value: string) => void = () => {};
    await mount({
      send: () => {
        sent += 1;
        return new Promise<string>((resolve) => {
          answer = resolve;
        });
      },
    });
    await type('Name', 'Anna');
    await act(async () => {
      const form = host.querySelector('form');
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await act(async () => answer('ok'));
    expect(sent).toBe(1);
  });
});
