import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { picturesQuery } from '../../features/catalogue/api/picture-calls.ts';
import { ProductPictures } from '../../features/catalogue/components/product-pictures.tsx';

/** `/admin/products/{id}/pictures`: one piece's pictures, on a page of their own. */
export default function ProductPicturesRoute() {
  const productId = Number(useParams().productId);
  // The same call as the pictures' own: the piece's name comes with them.
  const query = useQuery({ ...picturesQuery(productId), enabled: Number.isInteger(productId) });
  if (!Number.isInteger(productId) || productId < 1) {
    return <p role="alert">There is no piece with this number.</p>;
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">
        {query.data ? `Pictures of ${query.data.productName}` : 'Pictures of the piece'}
      </h1>
      <ProductPictures productId={productId} />
    </div>
  );
}
