// 赞助 (/sponsor): the sponsor content call, each entry over in-house banner art (the entry's
// own pictures and videos are not shown: no third-party images), its HTML as safe JSX.
import Markdown from 'markdown-to-jsx';
import { observer } from 'mobx-react-lite';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Medal from 'lucide-react/icons/medal';
import PartyPopper from 'lucide-react/icons/party-popper';
import { useEffect, useMemo, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Artwork } from '../../../components/Artwork/Artwork';
import { LoadState } from '../../../components/LoadState/LoadState';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { useTexts } from '../../../i18n/screenTexts';
import type { OperationResponseData } from '../../../sdk/operations.generated';
import { useRootStore } from '../../../stores';
import { Loadable } from '../../../stores/load/Loadable';
import { brandTexts } from '../texts';
import { Hero, PageFrame, Section } from '../shared';
import { design } from '../../../theme/design';

export type SponsorEntry = OperationResponseData<'advertisingSponsorContent'>[number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${design.space.l};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${design.radius.l};
  overflow: hidden;
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  box-shadow: ${design.shadow.card};
`;

const Body = styled.div`
  padding: ${design.space.l};
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.xl};
    line-height: ${design.typography.lineHeight.tight};
  }
  .subtitle {
    margin: 0;
    color: ${design.color.accent};
    font-weight: ${design.typography.weight.medium};
    font-variant-numeric: tabular-nums;
  }
  .content {
    color: ${design.color.textMuted};
    line-height: 1.75;
  }
  .content p {
    margin: 0;
  }
  @media (max-width: 600px) {
    padding: ${design.space.m};
  }
`;

function SafeLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const Nothing = () => null;

/** The text of an entry's HTML (to leave out content that only repeats the subtitle). */
function plainOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entry's HTML as JSX: text, paragraphs and links; pictures, media and frames left out. */
function SponsorContent({ html }: { html: string }) {
  return (
    <div className="content">
      <Markdown
        options={{
          forceBlock: true,
          overrides: {
            a: SafeLink,
            img: Nothing,
            video: Nothing,
            audio: Nothing,
            iframe: Nothing,
            object: Nothing,
            embed: Nothing,
            form: Nothing,
            script: Nothing,
            style: Nothing,
          },
        }}
      >
        {html}
      </Markdown>
    </div>
  );
}

const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${design.space.m};
  li {
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
    padding: ${design.space.l};
    border-radius: ${design.radius.l};
    background: ${design.color.surfaceRaised};
  }
  svg {
    color: ${design.color.primary};
    margin-bottom: ${design.space.xs};
  }
  h3 {
    margin: 0;
    font-size: ${design.typography.size.l};
  }
  p {
    margin: 0;
    color: ${design.color.textMuted};
    line-height: ${design.typography.lineHeight.normal};
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    li {
      padding: ${design.space.m};
    }
  }
`;

const More = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  color: ${design.color.link};
`;

const VALUES = [
  { key: 'spirit', Icon: Medal },
  { key: 'fans', Icon: PartyPopper },
  { key: 'youth', Icon: HeartHandshake },
] as const;

const Skeleton = (
  <List aria-hidden="true" data-testid="sponsor-loading">
    {[0, 1].map((i) => (
      <Item key={i}>
        <SkeletonBlock $height="11rem" />
        <Body>
          <SkeletonBlock $width="60%" $height="1.5rem" />
          <SkeletonBlock $width="30%" />
          <SkeletonBlock />
        </Body>
      </Item>
    ))}
  </List>
);

export const SponsorPage = observer(function SponsorPage() {
  const root = useRootStore();
  const text = useTexts(brandTexts).sponsor;
  const entries = useMemo(
    () =>
      new Loadable(async () => {
        const list = await root.call('advertisingSponsorContent', {});
        return [...list].sort((a, b) => a.sort - b.sort);
      }),
    [root],
  );
  useEffect(() => {
    void entries.ensure();
  }, [entries]);
  const list = entries.data ?? [];
  return (
    <PageFrame>
      <Hero code="sponsor" category="TY" title={text.title} lead={text.lead} />
      <section
        aria-label={text.title}
        aria-busy={entries.status === 'loading' || entries.status === 'idle'}
      >
        <LoadState
          status={entries.status}
          error={entries.error ?? text.loadFailed}
          onRetry={() => void entries.load()}
          empty={list.length === 0}
          emptyText={text.empty}
          skeleton={Skeleton}
        >
          <List>
            {list.map((entry) => (
              <Item key={entry.id}>
                <Artwork
                  kind="banner"
                  code={`sponsor-${entry.id}`}
                  category="TY"
                  title={entry.title}
                  identity={{ of: 'sponsor', name: entry.title }}
                  decorative
                  hideTitle
                />
                <Body>
                  <h2>{entry.title}</h2>
                  {entry.subtitle ? <p className="subtitle">{entry.subtitle}</p> : null}
                  {plainOf(entry.content) !== entry.subtitle.trim() ? (
                    <SponsorContent html={entry.content} />
                  ) : null}
                </Body>
              </Item>
            ))}
          </List>
        </LoadState>
      </section>
      <Section aria-labelledby="sponsor-values">
        <h2 id="sponsor-values">{text.valuesHeading}</h2>
        <Values>
          {VALUES.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={28} aria-hidden="true" />
              <h3>{text.values[key]}</h3>
              <p>{text.values[`${key}Text`]}</p>
            </li>
          ))}
        </Values>
        <More to="/app/help/hzhb">{text.partnersLink}</More>
      </Section>
    </PageFrame>
  );
});

export default function Sponsor(_props: ScreenProps) {
  return <SponsorPage />;
}
