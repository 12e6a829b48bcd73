import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { type AuthState, authQueryOptions } from '../../../lib/auth';
import { useModals } from '../../../modals/modals-context';
import { useFavouriteToggle } from '../api/favourite-toggle';
import styles from './product-card.module.css';

/**
 * The heart of a card: a visitor is asked to sign in first (favourites are kept per user). Who is
 * signed in is read when the heart is pressed: a listing's hearts do not each watch the session.
 */
export const FavouriteButton = ({ id, favourite, name }: { id: number; favourite: boolean; name: string }) => {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const signedIn = () => Boolean(queryClient.getQueryData<AuthState>(authQueryOptions().queryKey)?.user);
  const { open } = useModals();
  const { toggle, pending } = useFavouriteToggle();
  return (
    <button
      type="button"
      className={favourite ? `${styles.heart} ${styles.heartOn}` : styles.heart}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'card.unfavourite' : 'card.favourite', { name })}
      disabled={pending}
      onClick={() => (signedIn() ? void toggle(id, favourite) : open('sign-in'))}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-9.3-8.6C1.2 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.3h2.6C14.1 6.1 15.5 5 17.5 5 21 5 22.8 8.6 21.3 11.4 19 15.6 12 20 12 20z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
};
