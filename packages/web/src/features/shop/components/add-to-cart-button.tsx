import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCartActions } from '../../../lib/cart/use-cart-actions';
import { Button } from '../../../ui/button';
import { logCartClick } from '../api/log-click';
import type { ShopProduct } from '../api/types';

/**
 * "Add to cart", through the cart's shared seam (lib/cart): the shop never imports the cart
 * feature. A product out of stock cannot be added; the button says so instead of disappearing.
 */
export const AddToCartButton = ({
  product,
  quantity = 1,
  compact = false,
}: {
  product: ShopProduct;
  quantity?: number;
  compact?: boolean;
}) => {
  const { t } = useTranslation('shop');
  const { add } = useCartActions();
  const [added, setAdded] = useState(false);
  if (!product.in_stock)
    return (
      <Button variant="secondary" disabled>
        {t('card.outOfStock')}
      </Button>
    );
  return (
    <Button
      variant={compact ? 'secondary' : 'primary'}
      aria-label={compact ? t('card.addNamed', { name: product.name }) : undefined}
      onClick={async () => {
        // A refusal (limit, spectator...) is the cart's to explain: its store raises the notice.
        const result = await add(product, quantity);
        if (result.ok) logCartClick(product.code);
        setAdded(result.ok);
      }}
    >
      {added ? t('card.added') : t('card.add')}
    </Button>
  );
};
