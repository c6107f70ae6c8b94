import type { Decorator } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n, resolveLocale } from '../src/i18n';
import type { RootStore } from '../src/stores/RootStore';
import { RootStoreProvider } from '../src/stores/hooks';
import { createStoryRoot, type StoryRootOptions } from '../src/stores/testing/createStoryRoot';
import { ThemeRoot } from '../src/theme';

/**
 * `parameters.store`: a factory of the story's RootStore (set it up there: open a dialog, log
 * in ...), or options of createStoryRoot (`{ token }`), or true for a fresh logged-out root.
 */
export type StoreParameter = true | StoryRootOptions | (() => RootStore);

function buildStore(param: StoreParameter | undefined): RootStore | null {
  if (!param) return null;
  if (typeof param === 'function') return param();
  return createStoryRoot(param === true ? {} : param);
}

/**
 * Builds the providers a story needs from the toolbar globals and the story's parameters:
 * theme (`globals.theme` or `parameters.theme`), i18n (`globals.locale` or `parameters.locale`),
 * router (`parameters.route`, default '/'), root store (`parameters.store`, see above; the calls
 * its SDK makes are answered by MSW: `parameters.msw.handlers`).
 */
export const withProviders: Decorator = (Story, context) => {
  const params = context.parameters as {
    theme?: string;
    locale?: string;
    route?: string;
    store?: StoreParameter;
  };
  const themeName = params.theme ?? (context.globals.theme as string | undefined);
  const locale = resolveLocale(params.locale ?? (context.globals.locale as string | undefined));
  const i18n = useMemo(() => createI18n(locale), [locale]);
  // one store per story (rebuilt when the story changes)
  const storeParam = params.store;
  const store = useMemo(() => buildStore(storeParam), [storeParam]);
  useEffect(() => () => store?.dispose(), [store]);
  const story = store ? (
    <RootStoreProvider store={store}>
      <Story />
    </RootStoreProvider>
  ) : (
    <Story />
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot edition={themeName}>
        <MemoryRouter initialEntries={[params.route ?? '/']}>{story}</MemoryRouter>
      </ThemeRoot>
    </I18nextProvider>
  );
};
