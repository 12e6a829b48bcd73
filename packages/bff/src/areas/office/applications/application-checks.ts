import type { ApplicationBody } from '@gf/contracts/gateway/applications';
import { APPLICATION_ERRORS, requiredScans } from '@gf/contracts/rules/event-application-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { z } from 'zod';

type FormData = z.output<UpstreamOperations['eventApplicationData']['reply']>;
type Body = z.output<typeof ApplicationBody>;

/**
 * What the form's data says against the application as sent: the event's sizes, countries, packages
 * (a full one the user does not hold yet: packages-limit-reached), accounts, extra fields and the
 * scans uploaded so far. Field errors by the form's names; none when it may go upstream.
 */
export const checkAgainst = (form: FormData, body: Body): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  if (!form.clothes_sizes.includes(body.clothes_size)) add('clothes_size', APPLICATION_ERRORS.sizeUnknown);
  if (form.international_required) {
    if (!body.international_passport) add('international_passport', APPLICATION_ERRORS.required);
    if (!body.visa) add('visa', APPLICATION_ERRORS.required);
  }
  const country = body.international_passport?.citizenship_country_id;
  if (country !== undefined && !form.countries.some((c) => c.id === country)) {
    add('international_passport.citizenship_country_id', APPLICATION_ERRORS.countryUnknown);
  }
  const known = new Map(form.extra_fields.map((f) => [f.name, f]));
  for (const name of Object.keys(body.fields)) {
    if (!known.has(name)) add(`fields.${name}`, APPLICATION_ERRORS.fieldUnknown);
  }
  for (const field of form.extra_fields) {
    if (field.required && !body.fields[field.name]?.trim()) add(`fields.${field.name}`, APPLICATION_ERRORS.required);
  }
  const held = form.application?.package_ids ?? [];
  for (const id of new Set(body.package_ids)) {
    const offered = form.packages.find((p) => p.id === id);
    if (!offered) add('package_ids', APPLICATION_ERRORS.packageUnknown);
    else if (offered.places_left === 0 && !held.includes(id)) add('package_ids', APPLICATION_ERRORS.packageFull);
  }
  if (body.account && !(body.account === 'green' ? form.can_green : form.can_travel)) {
    add('account', APPLICATION_ERRORS.accountNotOffered);
  }
  const scans = form.application?.scans ?? [];
  for (const type of requiredScans(form.international_required)) {
    if (!scans.some((s) => s.type === type)) add(`scans.${type}`, APPLICATION_ERRORS.scanRequired);
  }
  return errors;
};
