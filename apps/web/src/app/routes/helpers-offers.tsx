import { OffersList } from '../../features/helpers/components/offers-list';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/use-page-title';

/** /helpers/offers (public): the brand's offers. */
export function HelpersOffersRoute() {
  const brand = useBrand();
  usePageTitle('Offerte');
  return (
    <>
      <h1>Le offerte di {brand.name}</h1>
      <p>Le offerte luce, gas e calore disponibili oggi, con i prezzi per fascia e la quota fissa mensile.</p>
      <OffersList />
    </>
  );
}

export default HelpersOffersRoute;
