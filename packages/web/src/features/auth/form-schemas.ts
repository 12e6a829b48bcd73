import type { paths } from '@gf/contracts/generated/bff';
import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { z } from 'zod';

/** The JSON body a POST route of the gateway takes, as its contract has it. */
type BodyOf<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/**
 * The auth forms' schemas. The gateway's own zod schemas stay in the gateway (the web package sees
 * the BFF contract as generated types only), so each one here is held to the body it posts by its
 * type; the shared rules come from @gf/contracts/rules. A message is the key of the form's own text
 * (auth-field.tsx words it).
 */
const required = (text: string) => z.string().trim().min(1, text);

/** Spec 1 §5: login and password both filled before the sign-in call; the login is sent trimmed. */
export const CredentialsSchema = z.object({
  login: required('auth:signIn.loginRequired'),
  password: z.string().min(1, 'auth:signIn.passwordRequired'),
}) satisfies z.ZodType<BodyOf<'/bff/v1/auth/sign-in'>>;
export type Credentials = z.output<typeof CredentialsSchema>;

/**
 * A new password and its repeat (registration, recovery): the contract's password rule, each
 * problem named at the field it concerns (the repeat for a mismatch) by its rule name, which
 * `registration:rules` words as the gateway's own field errors are. Checked beside the step's other
 * fields, not after them.
 */
const newPassword = z.object({ password: z.string(), password_repeat: z.string() }).superRefine((values, context) => {
  const problem = passwordProblem(values.password, values.password_repeat);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: problem,
      path: [problem === 'mismatch' ? 'password_repeat' : 'password'],
    });
});

/**
 * A form of several steps holds the values of them all (nothing typed is lost going back) and says
 * which is on screen in `step`; only that step's fields are checked, by its own schema.
 */
const byStep = <Shape extends z.ZodRawShape, Step extends string>(shape: Shape, steps: Record<Step, z.ZodType>) =>
  z.object({ ...shape, step: z.enum(Object.keys(steps) as [Step, ...Step[]]) }).superRefine((values, context) => {
    const checked = steps[(values as { step: Step }).step].safeParse(values);
    if (!checked.success)
      for (const issue of checked.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

/** The SMS code is held under SMS_FIELD, where the gateway reports every error of a code (spec 2 §8). */
const smsCode = (text: string) => z.object({ [SMS_FIELD]: required(text) });
const typed = z.string().trim();

/** Spec 2 §4 "Password reset": the login, the code sent to its account, the new password. */
export const RecoverySchema = byStep(
  { login: typed, [SMS_FIELD]: typed, password: z.string(), password_repeat: z.string() },
  {
    login: z.object({ login: required('registration:recovery.loginRequired') }),
    code: smsCode('registration:recovery.codeRequired'),
    password: newPassword,
  },
);
export type RecoveryStep = z.output<typeof RecoverySchema>['step'];

/** Spec 2 §5: a phone of the site's country, by the rule the gateway applies; its problem by rule name. */
const sitePhone = (country: string) =>
  z.object({
    phone: z.string().superRefine((phone, context) => {
      const problem = phoneProblem(phone, country);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });

const FILL_IN = 'registration:registration.required';

/**
 * Spec 2 §4 "Registration": the phone, the SMS code, then the person's data. The invite, the user
 * type and the SMS language come from the page, not the form; `token` and `sms_language` are held
 * only so that the gateway's errors of them have a place (registration-form.tsx).
 */
export const registrationSchema = (country: string) =>
  byStep(
    {
      phone: typed,
      sms_language: z.string(),
      token: z.string(),
      [SMS_FIELD]: typed,
      first_name: typed,
      last_name: typed,
      birth_date: typed,
      city: typed,
      email: typed,
      password: z.string(),
      password_repeat: z.string(),
      agreement: z.boolean(),
    },
    {
      phone: sitePhone(country),
      code: smsCode('registration:registration.codeRequired'),
      details: z
        .object({
          first_name: required(FILL_IN),
          last_name: required(FILL_IN),
          birth_date: required(FILL_IN),
          city: required(FILL_IN),
          email: required(FILL_IN),
        })
        .and(newPassword),
    },
  );
export type RegistrationStep = z.output<ReturnType<typeof registrationSchema>>['step'];

/** Spec 1 §2 modal "spectator": the number or login of the user to act as. */
export const SpectatorSchema = z.object({ as_user: required('auth:spectator.required') }) satisfies z.ZodType<
  BodyOf<'/bff/v1/auth/spectator'>
>;

/** Spec 2 §2: registration is by invitation; the code the sponsor gave, checked before the form goes on. */
export const InviteCodeSchema = z.object({ invite: required('auth:signUp.codeRequired') });

/** Spec 1 §4: the agreement is ticked before it is sent. */
export const AgreementSchema = z.object({ agreed: z.boolean().refine(Boolean, 'auth:agreement.required') });
