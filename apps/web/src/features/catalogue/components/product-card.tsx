import { imageSrcSet } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-square bg-brand-100">
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={640}
          loading="lazy"
          decoding="async"
          alt={product.name}
          className="h-full w-full object-cover"
        />
        {product.isNew && (
          <span className="absolute left-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            New
          </span>
        )}
        {product.discount > 0 && (
          <span className="absolute right-2 top-2 rounded-full bg-rose-700 px-2 py-0.5 text-xs font-semibold text-white">
            {product.discount}% off
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-stone-600">{product.productCategory}</p>
        <h2 className="font-semibold leading-snug">{product.name}</h2>
        <p className="line-clamp-2 text-sm text-stone-600">{product.description}</p>
        <p className="mt-auto pt-2">
          {product.originalPrice !== null && (
            <s className="mr-2 text-sm text-stone-500">{formatPaise(rupeesToPaise(product.originalPrice))}</s>
          )}
          <span className="font-semibold text-brand-700">{formatPaise(rupeesToPaise(product.price))}</span>
          <span className="ml-1 text-xs text-stone-600">({product.gram} gram)</span>
        </p>
      </div>
    </article>
  );
}
