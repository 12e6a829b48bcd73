import type { ReactNode } from 'react';
import type { ShopProduct } from '../api/types';
import styles from '../shop.module.css';
import { ProductGrid } from './product-card';

/** A titled block of products; an empty block is left out rather than shown as a bare heading. */
export const ProductRow = ({ title, products, more }: { title: string; products: ShopProduct[]; more?: ReactNode }) => {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {more}
      </div>
      <ProductGrid products={products} />
    </section>
  );
};
