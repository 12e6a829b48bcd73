import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { readEnvelope } from '../../api/envelope';
import type { CheckoutForm } from './checkout-state';

/**
 * The checkout form's field for each field of the order payload (spec 2 §3) that a step shows:
 * our rules and the gateway both name a problem by the payload's field (`delivery.phone`), the
 * steps' forms hold the checkout form's (`phone`).
 */
const FORM_FIELD_OF: Readonly<Record<string, keyof CheckoutForm>> = {
  'delivery.city_id': 'cityId',
  'delivery.delivery_type': 'deliveryType',
  'delivery.stock_id': 'stockId',
  'delivery.group_number': 'groupNumber',
  // A pickup point's address, id and index come from the point chosen on the map.
  'delivery.address': 'point',
  'delivery.delivery_id': 'point',
  'delivery.street': 'street',
  'delivery.house': 'house',
  'delivery.flat': 'flat',
  'delivery.post_index': 'postIndex',
  'delivery.latitude': 'latitude',
  'delivery.longitude': 'longitude',
  'delivery.recipient.first_name': 'firstName',
  'delivery.recipient.last_name': 'lastName',
  'delivery.recipient.patronymic': 'patronymic',
  'delivery.phone': 'phone',
  'delivery.email': 'email',
  'delivery.note': 'note',
  'vat.number': 'vatNumber',
  'vat.company': 'vatCompany',
  private_note: 'privateNote',
  'registration.passport_type': 'passportType',
  'registration.jur_type': 'jurType',
  'registration.individual.birth_date': 'birthDate',
  'registration.individual.passport_number': 'passportNumber',
};

/** The checkout form's field a payload field is typed into; undefined for one no step shows. */
export const formFieldOf = (payloadField: string): keyof CheckoutForm | undefined => FORM_FIELD_OF[payloadField];

/**
 * The same failure with its field errors named by the checkout form's fields, so `applyServerErrors`
 * puts each under the field the user typed it into; a field no step shows keeps its name and is
 * said at the top of the form.
 */
export const withFormFields = (error: unknown): unknown => {
  const envelope = readEnvelope(error);
  if (!envelope.fields) return error;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(envelope.fields)) {
    const field = formFieldOf(name) ?? name;
    // Two payload fields of one form field (a point's address and its carrier): the first one speaks.
    fields[field] ??= messages;
  }
  return { error: { ...envelope, fields } };
};

/**
 * A step's schema: the checkout form as stored, checked by the step's rules from the contract
 * (`deliveryProblems`, `registrationProblemsOf`), each problem on the form field it names.
 */
export const stepSchema = (problemsOf: (form: CheckoutForm) => Record<string, string>) =>
  z.custom<CheckoutForm>().superRefine((form, ctx) => {
    for (const [name, problem] of Object.entries(problemsOf(form))) {
      const field: Path<CheckoutForm> | undefined = formFieldOf(name);
      ctx.addIssue({ code: 'custom', path: [field ?? name], message: problem });
    }
  });
