import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useFontScale } from './fontScale';
import { GlobalStyle } from './GlobalStyle';
import { themeFor } from './theme';

export interface ThemeRootProps {
  /** The site's edition: classic (light, default) or professional (dark). */
  edition?: string | null;
  /** Root font size follows the window width (the app: yes; stories and tests: no). */
  scaleFont?: boolean;
  children?: ReactNode;
}

function FontScale() {
  useFontScale();
  return null;
}

/** Theme, global style and (for the app) the window-width font scale. */
export function ThemeRoot({ edition, scaleFont = false, children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={themeFor(edition)}>
      <GlobalStyle />
      {scaleFont ? <FontScale /> : null}
      {children}
    </ThemeProvider>
  );
}
