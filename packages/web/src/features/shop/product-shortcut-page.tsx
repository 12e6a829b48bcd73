import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useProductPage } from './api/get-product-page';
import { ShopFailure, ShopLoading } from './components/shop-state';

/**
 * /product/{code} (spec 1 §2): a shortcut to the product's page; a code that moved follows its
 * redirect payload (spec 1 §8). The product read is the page's own, so nothing is fetched twice.
 */
export const ProductShortcutPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const page = useProductPage(code);
  const target = page.data ? (page.data.status === 'found' ? page.data.product.path : page.data.redirect) : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  if (page.isError) return <ShopFailure onRetry={() => void page.refetch()} />;
  return <ShopLoading group="product" />;
};
