import { NotFound } from '../../ui/not-found';

/** Spec 1 §2: unknown paths show a 404 error page (inside the corporate layout, so the way back is visible). */
export const NotFoundPage = () => <NotFound />;
