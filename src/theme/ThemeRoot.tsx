import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { useFontScale } from './fontScale';
import { GlobalStyle } from './GlobalStyle';
import { SITE_STYLIS_PLUGINS } from './nestMediaRules';
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

/** The style sheet's plugins, theme, global style and (for the app) the window-width font scale. */
export function ThemeRoot({ edition, scaleFont = false, children }: ThemeRootProps) {
  return (
    <StyleSheetManager stylisPlugins={SITE_STYLIS_PLUGINS}>
      <ThemeProvider theme={themeFor(edition)}>
        <GlobalStyle />
        {scaleFont ? <FontScale /> : null}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
