// One page of the help centre (/app/help/<page>): the search box, the page's title and its
// Markdown body in the current language, page extras (customer service, partners) and the
// other pages of its group.
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadState } from '../../../components/LoadState/LoadState';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import type { ScreenProps } from '../../../app/areas/types';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { Loadable } from '../../../stores/load/Loadable';
import {
  HELP_GROUPS,
  cachedDoc,
  helpPageOf,
  helpPath,
  hiddenPaths,
  loadDoc,
  visiblePages,
  withoutLinksTo,
  type HelpGroup,
  type HelpLanguage,
  type HelpPageKey,
} from '../helpPages';
import { chromeTexts } from '../../../app/layouts/texts';
import { helpTexts } from '../texts';
import { PartnerVenues, ServiceContact } from './HelpExtras';
import { HelpMarkdown } from './HelpMarkdown';
import { HelpSearch } from './HelpSearch';
import { design } from '../../../theme/design';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

const Kicker = styled.p`
  margin: 0;
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
  strong {
    color: ${design.color.text};
    margin-right: ${design.space.xs};
  }
`;

const Article = styled.article`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.xl};
  box-shadow: ${design.shadow.card};
  h1 {
    margin: 0 0 ${design.space.l};
    padding-bottom: ${design.space.m};
    border-bottom: 1px solid ${design.color.border};
    font-size: 1.75rem;
    line-height: ${design.typography.lineHeight.tight};
  }
  @media (max-width: 600px) {
    padding: ${design.space.m};
    h1 {
      font-size: ${design.typography.size.xxl};
      margin-bottom: ${design.space.m};
    }
  }
`;

const Related = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.m};
    color: ${design.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${design.space.xs};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${design.space.m};
    border-radius: ${design.radius.round};
    border: 1px solid ${design.color.border};
    background: ${design.color.surface};
    color: ${design.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${design.color.primary};
    color: ${design.color.link};
  }
`;

function useHelpLanguage(): HelpLanguage {
  return useLanguage() === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

function groupOf(page: HelpPageKey): HelpGroup {
  const entry = (Object.entries(HELP_GROUPS) as [HelpGroup, readonly HelpPageKey[]][]).find(
    ([, pages]) => pages.includes(page),
  );
  return entry ? entry[0] : 'start';
}

const DocSkeleton = (
  <div role="status" aria-busy="true" style={{ display: 'grid', gap: '0.75rem' }}>
    <SkeletonBlock aria-hidden $width="40%" $height="1.5rem" />
    <SkeletonBlock aria-hidden />
    <SkeletonBlock aria-hidden />
    <SkeletonBlock aria-hidden $width="80%" />
    <SkeletonBlock aria-hidden $width="30%" $height="1.5rem" />
    <SkeletonBlock aria-hidden />
    <SkeletonBlock aria-hidden $width="70%" />
  </div>
);

export interface HelpPageViewProps {
  page: HelpPageKey;
}

export const HelpPageView = observer(function HelpPageView({ page }: HelpPageViewProps) {
  const root = useRootStore();
  const text = useTexts(helpTexts);
  // the page titles are the chrome's (the footer and the help menu name the same pages)
  const titles = useTexts(chromeTexts).helpPages;
  const language = useHelpLanguage();
  const depositEnabled = root.site.flags.deposit;
  const pages = useMemo(() => visiblePages(depositEnabled), [depositEnabled]);
  const doc = useMemo(() => {
    const loadable = new Loadable(() => loadDoc(page, language));
    const cached = cachedDoc(page, language);
    if (cached !== undefined) loadable.set(cached);
    return loadable;
  }, [page, language]);
  useEffect(() => {
    void doc.ensure();
  }, [doc]);

  const title = titles[page];
  const related = HELP_GROUPS[groupOf(page)].filter((p) => p !== page && pages.includes(p));

  return (
    <Page>
      <Top>
        <Kicker>
          <strong>{text.centre}</strong>
          {text.intro}
        </Kicker>
        <HelpSearch pages={pages} language={language} />
      </Top>
      <Article aria-labelledby={`help-title-${page}`}>
        <h1 id={`help-title-${page}`}>{title}</h1>
        <LoadState
          status={doc.status}
          error={doc.error ?? text.loadFailed}
          onRetry={() => void doc.load()}
          skeleton={DocSkeleton}
        >
          <HelpMarkdown markdown={withoutLinksTo(doc.data ?? '', hiddenPaths(root.site.flags))} />
        </LoadState>
        {page === 'zxkf' ? <ServiceContact /> : null}
        {page === 'hzhb' ? <PartnerVenues /> : null}
      </Article>
      {related.length > 0 ? (
        <Related aria-labelledby={`help-related-${page}`}>
          <h2 id={`help-related-${page}`}>{text.more}</h2>
          <ul>
            {related.map((p) => (
              <li key={p}>
                <Link to={helpPath(p)}>{titles[p]}</Link>
              </li>
            ))}
          </ul>
        </Related>
      ) : null}
    </Page>
  );
});

/** The routed screen: the page comes from the route name (help-<page>). */
export default function HelpPage({ meta }: ScreenProps) {
  const page = helpPageOf(meta.name) ?? 'kh';
  return <HelpPageView page={page} />;
}
