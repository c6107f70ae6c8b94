// What some help pages add under their text: the customer-service notice and link (zxkf) and
// the partner venues drawn in-house (hzhb).
import { observer } from 'mobx-react-lite';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useEffect, useMemo } from 'react';
import { useT } from '../../../i18n/useLanguage';
import styled from 'styled-components';
import { Artwork } from '../../../components/Artwork/Artwork';
import { LoadState } from '../../../components/LoadState/LoadState';
import { SupportChat } from './SupportChat';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { Loadable } from '../../../stores/load/Loadable';
import { helpTexts } from '../texts';
import { design } from '../../../theme/design';

const Notice = styled.section`
  margin-top: ${design.space.l};
  padding: ${design.space.m} ${design.space.l};
  border: 1px solid ${design.color.warning};
  border-radius: ${design.radius.l};
  background: ${design.color.surfaceRaised};
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${design.space.xs};
    font-size: ${design.typography.size.l};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    line-height: 1.75;
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
  }
`;

/**
 * zxkf: the spec's safety notice, how support works, then the conversation itself (a member's
 * private support room, SupportChat). The page never links to itself: the online-customer-service
 * address (configuration/onlinecustomservice) is this page, which the header's 客服 opens.
 */
export function ServiceContact() {
  const t = useT();
  const text = useTexts(helpTexts);
  return (
    <Notice aria-labelledby="help-service-notice">
      <h2 id="help-service-notice">
        <ShieldAlert size={20} aria-hidden="true" />
        {t('customerService.title')}
      </h2>
      <ul>
        <li>{t('customerService.line1')}</li>
        <li>{t('customerService.line2')}</li>
        <li>{t('customerService.line3')}</li>
      </ul>
      <p>{text.service.how}</p>
      <SupportChat />
    </Notice>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: ${design.space.m} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${design.space.s};
  li {
    border-radius: ${design.radius.m};
    overflow: hidden;
    border: 1px solid ${design.color.border};
    background: ${design.color.surface};
  }
  span {
    display: block;
    padding: ${design.space.xxs} ${design.space.xs};
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
`;

const Section = styled.section`
  margin-top: ${design.space.l};
  h2 {
    margin: 0 0 ${design.space.xxs};
    font-size: ${design.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
  }
`;

const VENUE_CATEGORIES = ['TY', 'DZ', 'ZR', 'CP', 'QP', 'DJ', 'BY'];

interface PartnerVenue {
  enName: string;
  name: string;
  category: string;
  categoryName: string;
}

/** hzhb: the venues of the menu (navigation list), each drawn by the artwork generator. */
export const PartnerVenues = observer(function PartnerVenues() {
  const root = useRootStore();
  const text = useTexts(helpTexts);
  const venues = useMemo(
    () =>
      new Loadable<PartnerVenue[]>(async () => {
        const nav = await root.call('advertisingNavigationList', { position: 1 });
        return nav
          .filter((c) => VENUE_CATEGORIES.includes(c.code))
          .flatMap((c) =>
            c.venues.map((v) => ({
              enName: v.enName,
              name: v.name,
              category: c.code,
              categoryName: c.name,
            })),
          );
      }),
    [root],
  );
  useEffect(() => {
    void venues.ensure();
  }, [venues]);
  const list = venues.data ?? [];
  return (
    <Section
      aria-labelledby="help-partner-venues"
      aria-busy={venues.status === 'loading' || venues.status === 'idle'}
    >
      <h2 id="help-partner-venues">{text.partners.heading}</h2>
      <p>{text.partners.hint}</p>
      <LoadState
        status={venues.status}
        error={venues.error}
        onRetry={() => void venues.load()}
        empty={list.length === 0}
        emptyText={text.partners.empty}
        skeleton={
          <Grid aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <SkeletonBlock $height="5.6rem" />
              </li>
            ))}
          </Grid>
        }
      >
        <Grid>
          {list.map((v) => (
            <li key={v.enName}>
              <Artwork kind="venue" code={v.enName} category={v.category} title={v.name} />
              <span>{v.categoryName}</span>
            </li>
          ))}
        </Grid>
      </LoadState>
    </Section>
  );
});
