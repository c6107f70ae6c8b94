// A help page's Markdown as the site's typography: in-site links through the router, other
// links in a new tab without this page (noopener), no raw HTML.
import Markdown from 'markdown-to-jsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  font-size: ${({ theme }) => theme.typography.size.m};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.s};
    padding-left: ${({ theme }) => theme.space.s};
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.typography.size.xl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  h2:first-child {
    margin-top: 0;
  }
  h3 {
    margin: ${({ theme }) => theme.space.l} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.l};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.s};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.s};
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: ${({ theme }) => theme.color.link};
    text-underline-offset: 2px;
  }
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  code {
    font-family: ${({ theme }) => theme.typography.familyMono};
    font-variant-numeric: tabular-nums;
    padding: 0 ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radius.s};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: 0.95em;
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.m};
    padding: ${({ theme }) => theme.space.s} ${({ theme }) => theme.space.m};
    border-radius: ${({ theme }) => theme.radius.m};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  table {
    width: 100%;
    margin: 0 0 ${({ theme }) => theme.space.m};
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.size.s};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  @media (max-width: 600px) {
    font-size: ${({ theme }) => theme.typography.size.s};
    th,
    td {
      padding: ${({ theme }) => theme.space.xxs};
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
