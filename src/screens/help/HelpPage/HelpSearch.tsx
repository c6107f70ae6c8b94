// The help centre's search box: every visible page's title and text, results as links, a
// no-result state. The page bodies are loaded on the first search.
import { observer } from 'mobx-react-lite';
import Search from 'lucide-react/icons/search';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Input } from '../../../components/Input/Input';
import { Loadable } from '../../../stores/load/Loadable';
import { fill, useTexts } from '../../../i18n/screenTexts';
import { helpPath, loadDoc, type HelpLanguage, type HelpPageKey } from '../helpPages';
import { searchDocs, type SearchDoc } from '../search';
import { chromeTexts } from '../../../app/layouts/texts';
import { helpTexts } from '../texts';
import { design } from '../../../theme/design';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  /* the field has its own clear button */
  input::-webkit-search-cancel-button {
    appearance: none;
    display: none;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  background: ${design.color.surface};
  box-shadow: ${design.shadow.card};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${design.typography.size.s};
  color: ${design.color.textMuted};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-height: 2.75rem;
    justify-content: center;
    padding: ${design.space.xs} ${design.space.s};
    border-radius: ${design.radius.m};
    color: ${design.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${design.color.surfaceRaised};
  }
  strong {
    color: ${design.color.link};
  }
  span {
    font-size: ${design.typography.size.s};
    color: ${design.color.textMuted};
  }
`;

export interface HelpSearchProps {
  /** The pages that may be found (guard 3 leaves the deposit page out when deposits are off). */
  pages: readonly HelpPageKey[];
  language: HelpLanguage;
}

export const HelpSearch = observer(function HelpSearch({ pages, language }: HelpSearchProps) {
  const text = useTexts(helpTexts);
  // the page titles are the chrome's (the footer and the help menu name the same pages)
  const titles = useTexts(chromeTexts).helpPages;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const index = useMemo(
    () =>
      new Loadable<SearchDoc<HelpPageKey>[]>(() =>
        Promise.all(
          pages.map(async (page) => ({
            page,
            title: titles[page],
            markdown: await loadDoc(page, language),
          })),
        ),
      ),
    [pages, language, titles],
  );
  const searching = query.trim() !== '';
  useEffect(() => {
    if (searching) void index.ensure();
  }, [searching, index]);

  const results = searching && index.data ? searchDocs(query, index.data) : [];
  const go = (page: HelpPageKey) => {
    setQuery('');
    void navigate(helpPath(page));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const first = results[0];
    if (first) go(first.page);
  };

  let status: string | null = null;
  if (searching) {
    if (index.status === 'error') status = text.loadFailed;
    else if (!index.data) status = text.search.loading;
    else if (results.length === 0) status = fill(text.search.none, { q: query.trim() });
    else status = fill(text.search.results, { n: results.length });
  }

  return (
    <Form role="search" aria-label={text.search.label} onSubmit={submit}>
      <Input
        type="search"
        label={text.search.label}
        hideLabel
        placeholder={text.search.placeholder}
        value={query}
        onChange={setQuery}
        maxLength={30}
        clearable
        prefix={<Search size={18} aria-hidden="true" />}
        enterKeyHint="search"
      />
      {searching ? (
        <Panel>
          <Status role="status">{status}</Status>
          {results.length > 0 ? (
            <Results aria-label={text.search.resultList}>
              {results.map((r) => (
                <li key={r.page}>
                  <Link to={helpPath(r.page)} onClick={() => setQuery('')}>
                    <strong>{r.title}</strong>
                    <span>{r.excerpt}</span>
                  </Link>
                </li>
              ))}
            </Results>
          ) : null}
        </Panel>
      ) : null}
    </Form>
  );
});
