// A help page's Markdown as the site's typography: in-site links through the router, other
// links in a new tab without this page (noopener), no raw HTML.
import Markdown from 'markdown-to-jsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { design } from '../../../theme/design';

function HelpLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

export const Prose = styled.div`
  line-height: 1.75;
  font-size: ${design.typography.size.m};
  color: ${design.color.text};
  overflow-wrap: anywhere;
  h2 {
    margin: ${design.space.xl} 0 ${design.space.s};
    padding-left: ${design.space.s};
    border-left: 4px solid ${design.color.primary};
    font-size: ${design.typography.size.xl};
    line-height: ${design.typography.lineHeight.tight};
  }
  h2:first-child {
    margin-top: 0;
  }
  h3 {
    margin: ${design.space.l} 0 ${design.space.xs};
    font-size: ${design.typography.size.l};
  }
  p {
    margin: 0 0 ${design.space.s};
  }
  ul,
  ol {
    margin: 0 0 ${design.space.s};
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: ${design.space.xxs};
  }
  a {
    color: ${design.color.link};
    text-underline-offset: 2px;
  }
  strong {
    font-weight: ${design.typography.weight.bold};
  }
  code {
    font-family: ${design.typography.familyMono};
    font-variant-numeric: tabular-nums;
    padding: 0 ${design.space.xxs};
    border-radius: ${design.radius.s};
    background: ${design.color.surfaceRaised};
    font-size: 0.95em;
  }
  blockquote {
    margin: 0 0 ${design.space.m};
    padding: ${design.space.s} ${design.space.m};
    border-radius: ${design.radius.m};
    border-left: 4px solid ${design.color.accent};
    background: ${design.color.surfaceRaised};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  table {
    width: 100%;
    margin: 0 0 ${design.space.m};
    border-collapse: collapse;
    font-size: ${design.typography.size.s};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${design.space.xs};
    border: 1px solid ${design.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${design.color.surfaceRaised};
    font-weight: ${design.typography.weight.medium};
  }
  @media (max-width: 600px) {
    font-size: ${design.typography.size.s};
    th,
    td {
      padding: ${design.space.xxs};
    }
  }
`;

export function HelpMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <Markdown
        options={{
          forceBlock: true,
          disableParsingRawHTML: true,
          overrides: { a: HelpLink },
        }}
      >
        {markdown}
      </Markdown>
    </Prose>
  );
}
