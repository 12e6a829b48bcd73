import { useTranslation } from 'react-i18next';
import { useSite } from '../../api/get-site';
import { BRAND_NAME } from '../../config/brand';
import { findLanguage } from '../../i18n/languages';
import { countryName, currencyName, languageName, weekdayName } from '../../lib/display-names';
import { formatDate } from '../../lib/format-date';
import { weekdayOrder } from '../../lib/weekday-order';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { DropIcon, GlobeIcon, LeafIcon, PeopleIcon } from '../../ui/icons';
import styles from './home-page.module.css';

const VALUES = [
  { icon: LeafIcon, title: 'values.natureTitle', text: 'values.natureText' },
  { icon: DropIcon, title: 'values.concentrateTitle', text: 'values.concentrateText' },
  { icon: PeopleIcon, title: 'values.partnerTitle', text: 'values.partnerText' },
] as const;

/** Spec 1 §2: the home page. Its numbered scenes arrive with the home page data (GET /home/). */
export const HomePage = () => {
  const { t, i18n } = useTranslation('home');
  const site = useSite();
  const { open } = useModals();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const country = countryName(site.country, language, site.name);
  const today = new Date();
  const firstWeekday = weekdayOrder(site.firstWeekdayMonday)[0] ?? 1;

  return (
    <>
      <title>{`${t('title')} · ${BRAND_NAME}`}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>
              <LeafIcon width={16} height={16} />
              {t('hero.eyebrow', { country })}
            </p>
            <h1 id="home-title" className={styles.title}>
              {t('title')}
            </h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
            <p className={styles.welcome}>
              <span>{t('hero.welcome', { country, language: languageName(language, language) })}</span>
              <Button variant="quiet" aria-haspopup="dialog" onClick={() => open('language')}>
                {t('hero.changeLanguage')}
              </Button>
            </p>
          </div>
          <aside className={styles.card} aria-labelledby="home-site">
            <h2 id="home-site" className={styles.cardTitle}>
              <GlobeIcon />
              {t('site.title')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('site.country')}</dt>
              <dd>{country}</dd>
              <dt>{t('site.language')}</dt>
              <dd>{findLanguage(language)?.nativeName ?? language}</dd>
              <dt>{t('site.currency')}</dt>
              <dd>{currencyName(site.currency, language)}</dd>
              <dt>{t('site.today')}</dt>
              <dd>
                <time dateTime={formatDate(today, 'YYYY/MM/DD').replaceAll('/', '-')}>
                  {formatDate(today, site.dateFormat)}
                </time>
              </dd>
              <dt>{t('site.weekStart')}</dt>
              <dd>{weekdayName(firstWeekday, language)}</dd>
            </dl>
          </aside>
        </div>
      </section>
      <section className={styles.values} aria-labelledby="home-values">
        <h2 id="home-values" className={styles.valuesTitle}>
          {t('values.title')}
        </h2>
        <ul className={styles.valueList}>
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.value}>
              <span className={styles.valueIcon}>
                <Icon width={22} height={22} />
              </span>
              <h3 className={styles.valueTitle}>{t(title)}</h3>
              <p className={styles.valueText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
};
