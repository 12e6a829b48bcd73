import { describe, expect, it } from 'vitest';
import { formFieldOf, stepSchema, withFormFields } from './checkout-fields';
import { deliveryProblems, emptyForm } from './checkout-state';

const refused = (fields: Record<string, string[]>) => ({
  error: { status: 400, code: 'delivery_rules', message: 'Some delivery fields break a rule', fields },
});

describe('checkout fields (spec 2 §3, §5)', () => {
  it('names a payload field by the checkout form field it is typed into', () => {
    expect(formFieldOf('delivery.recipient.first_name')).toBe('firstName');
    expect(formFieldOf('registration.individual.passport_number')).toBe('passportNumber');
    expect(formFieldOf('sponsor_id')).toBeUndefined();
  });

  it("puts the gateway's field errors on the form's fields and keeps the others by their name", () => {
    const renamed = withFormFields(refused({ 'delivery.phone': ['type'], 'delivery.city': ['Unknown city'] }));
    expect(renamed).toMatchObject({
      error: { code: 'delivery_rules', fields: { phone: ['type'], 'delivery.city': ['Unknown city'] } },
    });
  });

  it("checks a step by the contract's rules, each problem on its form field", async () => {
    const checked = await stepSchema(deliveryProblems).safeParseAsync({
      ...emptyForm('RU'),
      phone: '+7 495 123 45 67',
    });
    const issues = Object.fromEntries(
      (checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toMatchObject({
      cityId: 'required',
      deliveryType: 'required',
      firstName: 'required',
      phone: 'type',
    });
  });
});
