import type { components } from '@gf/contracts/generated/bff';
import { useSite } from '../../api/get-site';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/display-names';
import { Link } from '../../lib/link';
import { buttonClass } from '../../ui/button';
import { useGeographyPage } from './api/get-geography-page';
import { useMarketsPage } from './api/get-markets-page';
import { StaticPageView } from './components/static-page-view';
import styles from './geography-page.module.css';

type Country = components['schemas']['GeographyCountry'];

/** The countries the company serves, named in the reader's language, this site's first. */
const Countries = ({ countries }: { countries: readonly Country[] }) => {
  const { t, i18n } = useTranslation('corporate');
  const site = useSite();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const named = countries
    .map((country) => ({ ...country, label: countryName(country.code, language, country.name) }))
    .sort(
      (a, b) =>
        Number(b.code === site.country) - Number(a.code === site.country) || a.label.localeCompare(b.label, language),
    );
  return (
    <section aria-labelledby="countries-title">
      <h2 id="countries-title" className={styles.title}>
        {t('geography.countries', { count: countries.length })}
      </h2>
      <ul className={styles.countries}>
        {named.map((country) => (
          <li key={country.code} className={country.code === site.country ? styles.current : styles.country}>
            <span className={styles.code} aria-hidden="true">
              {country.code}
            </span>
            {country.label}
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Spec 1 §2 /geography: where the company works. */
export const GeographyPage = () => {
  const { t } = useTranslation('corporate');
  const query = useGeographyPage();
  return (
    <StaticPageView query={query}>
      <p>
        <Link to={paths.GeographyMarkets.href()} className={buttonClass('secondary')}>
          {t('geography.markets')}
        </Link>
      </p>
      {query.data && <Countries countries={query.data.countries} />}
    </StaticPageView>
  );
};

/** Spec 1 §2 /geography/markets: partners' shops. */
export const MarketsPage = () => {
  const { t } = useTranslation('corporate');
  const query = useMarketsPage();
  return (
    <StaticPageView query={query}>
      <p>
        <Link to={paths.Geography.href()} className={buttonClass('secondary')}>
          {t('geography.back')}
        </Link>
      </p>
      {query.data && <Countries countries={query.data.countries} />}
    </StaticPageView>
  );
};
