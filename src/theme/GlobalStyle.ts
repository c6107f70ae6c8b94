import { createGlobalStyle } from 'styled-components';
import { themeVariables } from './design';

export const GlobalStyle = createGlobalStyle`
  /* the edition's colours, shadows, type scale and density (design.ts) */
  :root { ${({ theme }) => themeVariables(theme)} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.typography.family};
    font-size: ${({ theme }) => theme.typography.size.m};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.color.link}; }
  /* Amounts, odds, scores and countdowns: tabular figures (also the tabularNums helper). */
  .tabular, [data-tabular] { font-variant-numeric: tabular-nums; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
