import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createI18n, resolveLocale } from '../src/i18n';
import { GlobalStyle, themeFor } from '../src/theme';

/**
 * Builds the providers a story needs from the toolbar globals and the story's parameters:
 * theme (`globals.theme` or `parameters.theme`), i18n (`globals.locale` or `parameters.locale`),
 * router (`parameters.route`, default '/').
 */
export const withProviders: Decorator = (Story, context) => {
  const params = context.parameters as { theme?: string; locale?: string; route?: string };
  const themeName = params.theme ?? (context.globals.theme as string | undefined);
  const locale = resolveLocale(params.locale ?? (context.globals.locale as string | undefined));
  const theme = themeFor(themeName);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[params.route ?? '/']}>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
};
