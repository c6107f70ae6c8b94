// The library floor: one trivial page rendered with the same libraries as the site (react,
// react-dom, react-router, mobx, mobx-react-lite, styled-components, openapi-fetch, i18next),
// built and served the same way. bench:lighthouse compares every route with it.
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import createClient from 'openapi-fetch';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  resources: { 'zh-CN': { translation: { hello: '体育娱乐' } } },
  initAsync: false,
});
const client = createClient({ baseUrl: '' });

class Counter {
  value = 0;
  constructor() {
    makeAutoObservable(this);
  }
}
const counter = new Counter();

const Title = styled.h1`
  font-family: 'Noto Sans CJK SC', 'PingFang SC', sans-serif;
  color: #13161b;
`;

const Page = observer(function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <Title>{t('hello')}</Title>
      <p data-client={typeof client.GET}>{counter.value}</p>
    </main>
  );
});

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <RouterProvider router={router} />
  </I18nextProvider>,
);
