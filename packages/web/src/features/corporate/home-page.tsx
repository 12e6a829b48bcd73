import { useEffect, useRef, useState } from 'react';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '../../lib/format-price';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { ButtonLink, buttonClass } from '../../ui/button';
import { RichText } from '../../ui/rich-text';
import { type HomePageData, type HomeProduct, type HomeScene, useHomePage } from './api/get-home-page';
import { type PageVideo, PlayIcon } from './components/block-list';
import { CmsLink } from './components/cms-link';
import { PageError, PageLoading } from './components/page-state';
import { SceneIndicator } from './home/scene-indicator';
import { sceneLabel } from './home/scene-navigation';
import { useScenes } from './home/use-scenes';
import styles from './home-page.module.css';
import { NewsCard } from './news/news-card';

/** Scenes drawn on the deep green background, for rhythm down the page. */
const DARK_SCENES = new Set(['opportunities', 'eco']);

const ProductCard = ({ product }: { product: HomeProduct }) => {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Link to={product.path} className={styles.product}>
      <span className={styles.productMedia}>
        <img src={product.thumbnail} alt="" loading="lazy" className={styles.productImage} />
        {(product.is_new || product.is_promo) && (
          <span className={styles.badge}>{product.is_promo ? t('products.promo') : t('products.new')}</span>
        )}
      </span>
      <span className={styles.productBrand}>{product.brand.name}</span>
      <span className={styles.productName}>{product.name}</span>
      <span className={styles.productPrice}>
        {formatPrice(product.price, product.currency_code, language)}
        {product.old_price !== null && product.old_price > product.price && (
          <s className={styles.oldPrice}>{formatPrice(product.old_price, product.currency_code, language)}</s>
        )}
      </span>
    </Link>
  );
};

interface SceneProps {
  scene: HomeScene;
  total: number;
  data: HomePageData;
  register: (element: HTMLElement | null) => void;
  onNews: (id: number) => void;
  onVideo: (video: PageVideo, title: string) => void;
}

const Scene = ({ scene, total, data, register, onNews, onVideo }: SceneProps) => {
  const { t } = useTranslation(['home', 'corporate']);
  const headingId = `scene-${scene.name}-title`;
  const Heading = scene.number === 1 ? 'h1' : 'h2';
  const classes = DARK_SCENES.has(scene.name) ? `${styles.scene} ${styles.dark}` : styles.scene;
  const more = scene.name === 'news' ? paths.News.href() : scene.link;
  const moreLabel =
    scene.name === 'products' ? t('products.all') : scene.name === 'news' ? t('news.all') : t('corporate:more');
  const { phone, legal, app } = data.contacts;

  return (
    <section
      ref={register}
      id={`scene-${scene.number}`}
      className={classes}
      aria-labelledby={headingId}
      data-scene={scene.name}
    >
      <div className={styles.sceneInner}>
        <div className={styles.copy}>
          <p className={styles.number} aria-hidden="true">
            <span>{sceneLabel(scene.number)}</span> / {sceneLabel(total)}
          </p>
          <Heading id={headingId} className={styles.sceneTitle} tabIndex={-1}>
            {scene.title}
          </Heading>
          {scene.text && <RichText html={scene.text} className={styles.sceneText} />}
          {scene.name === 'contacts' && (
            <div className={styles.contacts}>
              {phone?.text && phone.link && (
                <a href={phone.link} className={styles.phone}>
                  <span className={styles.phoneLabel}>{t('contacts.phone')}</span>
                  {phone.text}
                </a>
              )}
              {legal?.title && legal.link && (
                <CmsLink href={legal.link} className={styles.inlineLink}>
                  {legal.title}
                </CmsLink>
              )}
            </div>
          )}
          <div className={styles.actions}>
            {scene.name === 'intro' && (
              <ButtonLink to={paths.Opportunities.href()} variant="secondary">
                {t('intro.partner')}
              </ButtonLink>
            )}
            {scene.video && (
              <button
                type="button"
                className={buttonClass('primary')}
                aria-haspopup="dialog"
                onClick={() => scene.video && onVideo(scene.video, scene.title ?? '')}
              >
                <PlayIcon />
                {t('corporate:video.watch')}
              </button>
            )}
            {more && (
              <CmsLink href={more} className={buttonClass(scene.name === 'intro' ? 'primary' : 'secondary')}>
                {scene.name === 'intro' ? t('intro.shop') : moreLabel}
                {scene.name !== 'intro' && <span className={styles.visuallyHidden}>: {scene.title}</span>}
              </CmsLink>
            )}
          </div>
        </div>

        {scene.name === 'products' && data.products.length > 0 ? (
          <ul className={styles.productGrid}>
            {data.products.slice(0, 8).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : scene.name === 'news' && data.news.length > 0 ? (
          <ul className={styles.newsGrid}>
            {data.news.map((news) => (
              <li key={news.id}>
                <NewsCard news={news} onOpen={onNews} />
              </li>
            ))}
          </ul>
        ) : scene.name === 'contacts' && app ? (
          <aside className={styles.app} aria-label={app.title ?? undefined}>
            {app.image && <img src={app.image} alt="" loading="lazy" className={styles.appImage} />}
            {app.title && <p className={styles.appTitle}>{app.title}</p>}
            {app.text && <RichText html={app.text} className={styles.appText} />}
          </aside>
        ) : (
          scene.image && (
            <div className={styles.media}>
              <img
                src={scene.image}
                alt=""
                className={styles.image}
                loading={scene.number === 1 ? 'eager' : 'lazy'}
                fetchPriority={scene.number === 1 ? 'high' : 'auto'}
              />
            </div>
          )
        )}
      </div>

      {scene.name === 'intro' && data.banners.length > 0 && (
        <ul className={styles.banners}>
          {data.banners.slice(0, 3).map((banner) => (
            <li key={banner.id}>
              {banner.link ? (
                <CmsLink href={banner.link} className={styles.banner}>
                  <img src={banner.image} alt="" loading="lazy" className={styles.bannerImage} />
                  <span className={styles.bannerTitle}>{banner.title}</span>
                </CmsLink>
              ) : (
                <span className={styles.banner}>
                  <img src={banner.image} alt="" loading="lazy" className={styles.bannerImage} />
                  <span className={styles.bannerTitle}>{banner.title}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

const HomeScenes = ({ data }: { data: HomePageData }) => {
  const container = useRef<HTMLDivElement>(null);
  const { state, dispatch, register } = useScenes(data.scenes.length, container);
  const { open } = useModals();
  const [animate, setAnimate] = useState(false);

  // Scenes below the first rise into view as they arrive; without script they are simply there.
  useEffect(() => setAnimate(true), []);

  return (
    <div
      ref={container}
      className={styles.scenes}
      data-animate={animate ? '' : undefined}
      data-quick={state.quickMove ? '' : undefined}
      data-current={state.current}
    >
      <title>{`${data.seo.title.replace(/\s*\|.*$/, '')} · ${BRAND_NAME}`}</title>
      <meta name="description" content={data.seo.description} />
      {data.scenes.map((scene, index) => (
        <Scene
          key={scene.name}
          scene={scene}
          total={data.scenes.at(-1)?.number ?? data.scenes.length}
          data={data}
          register={register(index + 1)}
          onNews={(id) => open('news', { id, preview: data.news.find((news) => news.id === id) })}
          onVideo={(video, title) => open('video', { src: video.src, title })}
        />
      ))}
      <SceneIndicator scenes={data.scenes} state={state} dispatch={dispatch} />
    </div>
  );
};

/** Spec 1 §2: the home page, a sequence of numbered scenes (intro 1 … contacts 9). */
export const HomePage = () => {
  const home = useHomePage();
  if (home.isPending) return <PageLoading />;
  if (home.isError || !home.data) return <PageError onRetry={() => void home.refetch()} />;
  return <HomeScenes data={home.data} />;
};
