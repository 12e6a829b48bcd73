import { PARTNER_LOOKUP_ERRORS, type PartnerLookupError } from '@gf/contracts/rules/team-rules';
import { readEnvelope } from '../../../../api/envelope';
import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';

const isLookupCode = (code: string): code is PartnerLookupError => Object.hasOwn(PARTNER_LOOKUP_ERRORS, code);

/** Spec 2 §8 "Partner lookup returns an error code": the code said as what it means; anything else as a failed load. */
export const LookupError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('team');
  const { code } = readEnvelope(error);
  return (
    <Alert tone={isLookupCode(code) ? 'warning' : 'error'}>
      {t(isLookupCode(code) ? `lookup.${code}` : 'card.failed')}
    </Alert>
  );
};
