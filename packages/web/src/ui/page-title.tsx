import { BRAND_NAME } from '../config/brand';

/** The document's title for a page, the brand after it. React puts a `<title>` in the head. */
export const PageTitle = ({ title }: { title: string }) => <title>{`${title} · ${BRAND_NAME}`}</title>;
