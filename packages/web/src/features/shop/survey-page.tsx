import { SurveyAnswersBody } from '@gf/contracts/gateway/shop';
import { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation';
import { useZodForm } from '../../lib/form';
import { useFormSubmit } from '../../lib/form-submit';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormRefusal } from '../../ui/form-refusal';
import { RichText } from '../../ui/rich-text';
import { useSubmitSurvey, useSurvey } from './api/survey';
import { ProductGrid } from './components/product-card';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/**
 * The picked answers by question id, sent as the gateway's answers (at least one question
 * answered) with the questions left unanswered left out.
 */
const surveyForm = z
  .object({ answers: z.record(z.string(), z.array(z.number().int())) })
  .transform(({ answers }) => ({
    answers: Object.entries(answers)
      .filter(([, ids]) => ids.length > 0)
      .map(([question, ids]) => ({ question_id: Number(question), answer_ids: ids })),
  }))
  .pipe(SurveyAnswersBody.pick({ answers: true }));

/** /shop/dietary-supplements-test: the questions, the answers, and the results with products. */
export const SurveyPage = () => {
  const { t } = useTranslation('shop');
  const survey = useSurvey();
  const submit = useSubmitSurvey();
  const form = useZodForm(surveyForm, { answers: {} });
  // The answers take no idempotency key: a second press while they are on their way is dropped by useFormSubmit.
  const { submit: send, refusal } = useFormSubmit(form, {
    send: ({ answers }) => submit.mutateAsync({ body: { survey_id: survey.data?.id ?? 0, answers } }),
  });
  const answers = form.watch('answers');
  // The gateway's refusal of the answers as a whole (none given), or of one question's.
  const answersError = form.formState.errors.answers;
  if (survey.isPending) return <ShopLoading />;
  if (survey.isError) return <ShopFailure onRetry={() => void survey.refetch()} />;
  const { intro, disclaimer, questions } = survey.data;

  const pick = (question: number, answer: number, multiple: boolean, on: boolean) => {
    const current = answers[question] ?? [];
    const next = multiple ? (on ? [...current, answer] : current.filter((a) => a !== answer)) : [answer];
    form.setValue(`answers.${question}`, next);
  };

  if (submit.isSuccess)
    return (
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('survey.results')}</h1>
        </header>
        {submit.data.results.map((result) => (
          <section key={result.title} className={styles.section}>
            <h2 className={styles.sectionTitle}>{result.title}</h2>
            <p className={styles.muted}>{result.text}</p>
            <ProductGrid products={result.products} />
          </section>
        ))}
        {disclaimer?.text && <RichText html={disclaimer.text} className={styles.muted} />}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ answers: {} });
              submit.reset();
            }}
          >
            {t('survey.again')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{intro?.title ?? t('survey.title')}</h1>
        {intro?.text && <RichText html={intro.text} className={styles.lead} />}
      </header>
      <form className={styles.form} onSubmit={send} noValidate>
        <FormRefusal message={refusal} />
        {questions.map((question, index) => (
          <fieldset key={question.id} className={styles.fieldset}>
            <legend className={styles.legend}>
              {t('survey.question', { number: index + 1, total: questions.length })} {question.text}
            </legend>
            {question.multiple && <p className={styles.muted}>{t('survey.several')}</p>}
            {question.answers.map((answer) => (
              <label key={answer.id} className={styles.option}>
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={`q${question.id}`}
                  checked={(answers[question.id] ?? []).includes(answer.id)}
                  onChange={(event) => pick(question.id, answer.id, question.multiple, event.target.checked)}
                />
                {answer.text}
              </label>
            ))}
          </fieldset>
        ))}
        {answersError && <Alert>{t('survey.incomplete')}</Alert>}
        {disclaimer?.text && <RichText html={disclaimer.text} className={styles.muted} />}
        <div>
          <Button type="submit" disabled={submit.isPending}>
            {t('survey.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
};
