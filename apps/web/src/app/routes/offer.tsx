import { useParams } from 'react-router';
import { OfferDetail } from '../../features/offers/components/offer-detail';
import { usePageTitle } from '../../lib/use-page-title';

/** /offers/{key}: an offer by its code (linked from the supply detail). */
export function OfferRoute() {
  const { key = '' } = useParams();
  usePageTitle('Offerta');
  return <OfferDetail key={key} offerKey={key} />;
}

export default OfferRoute;
