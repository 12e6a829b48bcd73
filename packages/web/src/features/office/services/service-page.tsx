import { isServicePage } from '@gf/contracts/rules/office-services';
import { useParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { NotFound } from '../../../ui/not-found';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { type ServicePageData, useService } from './api/get-services';
import { AssistantLink } from './components/assistant-link';
import { BusinessForm } from './components/business-form';
import styles from './services.module.css';

const Body = ({ data }: { data: ServicePageData }) => {
  const { t } = useTranslation('services');
  if (data.kind === 'form') return <BusinessForm form={data.form} />;
  if (data.kind === 'assistant') return <AssistantLink />;
  const { content } = data;
  return (
    <>
      <Alert tone="info">{t(content.is_subscribed ? 'content.active' : 'content.inactive')}</Alert>
      <RichText html={content.content} />
      {content.link && (
        <p>
          <a className={styles.external} href={content.link} target="_blank" rel="noopener noreferrer">
            {t('content.open')}
          </a>
        </p>
      )}
    </>
  );
};

/** /office/services/{service} (spec 1 §2): one of the five service pages, as its kind needs. */
export const ServicePage = () => {
  const { t } = useTranslation('services');
  const { service = '' } = useParams();
  const query = useService(service);
  if (!isServicePage(service) || (query.isError && [400, 404].includes(readEnvelope(query.error).status)))
    return <NotFound back={paths.OfficeServices.href()} />;
  const title = t(`service.${service}.title` as 'service.pulse.title');
  return (
    <div className={styles.page} data-service={service}>
      <PageTitle title={title} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(`service.${service}.about` as 'service.pulse.about')}</p>
      </header>
      <QueryView query={query} group="office">
        {(data) => <Body data={data} />}
      </QueryView>
      <ButtonLink variant="secondary" to={paths.OfficeServices.href()}>
        {t('all')}
      </ButtonLink>
    </div>
  );
};
