import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import type { productListAttributes, SqsProductListElement } from './product-list.element.js';
import { useProductList } from './useProductList.js';

/**
 * Renders the list: the category buttons, then loading, the failure with Retry, 'No results found', or the grid of
 * products (picture, name, price with the original struck through and both named when on sale, Quick View), and the
 * place the quick view's dialog opens in.
 */
export function ProductList({
  host,
  ...options
}: ElementProps<typeof productListAttributes, SqsProductListElement>): ReactNode {
  const b = useProductList(host, options);
  const { t, c } = b;
  return (
    <div part="base" aria-busy={b.busy || b.state === 'loading'}>
      {b.categories.length > 0 && (
        <div part="filter" role="group" aria-label={t('product-list.filter')}>
          {b.categories.map((category) => (
            <button
              key={category.name}
              type="button"
              part="category"
              aria-pressed={category.pressed}
              onClick={category.onClick}
            >
              {category.label}
            </button>
          ))}
        </div>
      )}
      {b.state === 'failed' ? (
        <LoadFailed host={host} onRetry={b.retry} />
      ) : (
        <p part="status" role="status">
          {b.state === 'loading' ? t('product-list.loading') : b.state === 'empty' ? t('common.no-results') : ''}
        </p>
      )}
      {b.state === 'ready' && (
        <ul part="grid">
          {b.items.map((item) => (
            <li part="item" key={item.key}>
              <div part="image">
                {item.image && (
                  <img
                    src={item.image}
                    srcSet={item.srcSet || undefined}
                    sizes="(max-width: 30rem) 100vw, 20rem"
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </div>
              <p part="name">{item.name}</p>
              <p part="price">
                {item.original ? (
                  <>
                    <span className="visually-hidden">{c('product.sale-price')} </span>
                    <span part="sale-price">{item.paid}</span>{' '}
                    <s part="original-price">
                      <span className="visually-hidden">{c('product.original-price')} </span>
                      {item.original}
                    </s>
                  </>
                ) : (
                  item.paid
                )}
              </p>
              <button type="button" part="quick-view" onClick={item.onQuickView}>
                {t('product-list.quick-view')}
                <span className="visually-hidden"> {item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div part="dialog" ref={b.quickViewRef} />
    </div>
  );
}
