import type { PromotionList, PromotionNotice } from '../../../core/studio/notices/promotion-notice';
import { useStudio } from '../studio-services';
import { studioTime } from '../use-studio-load';
import { windowWords } from './local-time';
import { NoticeScreen } from './notice-screen';
import { PromotionForm } from './promotion-form';

/** /studio/promotions: the promotion campaigns of the site's named places (home-top, footer, a sport's sidebar...). */
export default function PromotionsPage() {
  const { repository } = useStudio();
  const placeOf = (promotion: PromotionNotice, list: PromotionList) => list.locations.find((location) => location.id === promotion.locationId)?.name ?? 'an unknown place';
  return (
    <NoticeScreen<PromotionNotice, PromotionList>
      heading="Promotions"
      noun="promotion"
      plural="promotions"
      load={() => repository.promotions()}
      itemsOf={(list) => list.items}
      describe={(promotion, list) => `In ${placeOf(promotion, list)}, ${windowWords(promotion.startDate, promotion.endDate, studioTime)}`}
      remove={(id, version) => repository.deletePromotion(id, version)}
      renderForm={(args) => <PromotionForm {...args} />}
    />
  );
}
