import { Trans } from '@lingui/react/macro';
import type { ChosenVariant } from '@shop/shared/variants';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PenLine } from 'lucide-react';
import type { NewCartLine } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { RING_PERSONALISATION_PATH } from '@shop/shared/page-paths';
import { EngravingOverlay } from '../../features/personalisation/components/engraving-preview.tsx';
import { PersonalisationPanel } from '../../features/personalisation/components/personalisation-panel.tsx';
import { useProductPersonalisation } from '../../features/personalisation/hooks/use-product-personalisation.ts';
import { engravingTemplate } from '../../features/personalisation/product-personalisation.ts';
import { SharePreview } from '../../features/previews/components/share-preview.tsx';
import { addToCart } from '../add-to-cart.ts';
import { usePieceWords } from '../../lib/page-language.ts';

interface PurchaseProps {
  product: Product & { chosen?: ChosenVariant };
  /** Puts the engraving preview over the first picture, or takes it away (null). */
  showPreview: (preview: ReactNode) => void;
}

/**
 * The product page's buying part: personalisation with the preview on the first picture,
 * size, quantity and the cart. Its code (forms, fonts) loads once the piece's picture has,
 * so it never delays the picture on a phone.
 */
export default function ProductPurchase({ product: shown, showPreview }: PurchaseProps) {
  const navigate = useNavigate();
  // The cart and the ring page name the piece as this page does, in its language.
  const { name, description } = usePieceWords(shown);
  const product = useMemo(() => ({ ...shown, name, description }), [shown, name, description]);
  const personalisation = useProductPersonalisation(product);
  const template = useMemo(() => engravingTemplate(product), [product]);
  const { preview, readiness } = personalisation;
  useEffect(() => {
    showPreview(template && preview ? <EngravingOverlay template={template} preview={preview} /> : null);
  }, [showPreview, template, preview]);
  useEffect(() => () => showPreview(null), [showPreview]);
  const buyNow = async (line: NewCartLine) => {
    const added = await addToCart(line);
    if (added) await navigate('/cart');
    return added;
  };
  return (
    <>
      <PersonalisationPanel
        product={product}
        personalisation={personalisation}
        template={template}
        onAddToCart={addToCart}
        onBuyNow={buyNow}
      />
      {readiness.ready && readiness.customization && (
        <SharePreview productId={product._id} customization={readiness.customization} />
      )}
      {product.category === 'ring' && (
        <Link
          to={RING_PERSONALISATION_PATH}
          state={{
            product: {
              _id: product._id,
              image: product.image,
              name: product.name,
              description: product.description,
              price: product.price,
              productType: product.productType,
            },
          }}
          className="mt-6 inline-flex items-center gap-2 font-medium text-brand-900 underline underline-offset-4 hover:text-brand-700"
        >
          <PenLine aria-hidden="true" className="size-4" />{' '}
          <Trans>Design it on the ring customisation page</Trans>
        </Link>
      )}
    </>
  );
}
