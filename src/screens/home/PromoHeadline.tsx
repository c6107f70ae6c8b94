// The reward headline on home's promotion cards (最高 888 元), worded as the promotions page's
// cards word it (src/screens/promotions/headline.ts, the same catalogue). Loaded after the first
// paint with the promotion row: it stays out of the first script.
import styled from 'styled-components';
import { useTexts } from '../../i18n/screenTexts';
import { design } from '../../theme/design';
import { rewardText } from '../promotions/headline';
import { promotionsTexts } from '../promotions/texts';
import type { PromoAd } from './HomeModel';

export default function PromoHeadline({ promo }: { promo: PromoAd }) {
  const t = useTexts(promotionsTexts);
  const words = promo.reward ? rewardText(promo.reward, promo.routeName, t) : null;
  return words ? <Headline>{words}</Headline> : null;
}

// && : above the card's rule for its spans (查看详情's link colour, caption size, one line)
const Headline = styled.span`
  && {
    display: block;
    margin-top: ${design.space.xxs};
    color: ${design.color.accent};
    font-weight: ${design.typography.weight.bold};
    font-size: ${design.type.body.size};
    font-variant-numeric: tabular-nums;
    white-space: normal;
  }
`;
